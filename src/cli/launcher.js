#!/usr/bin/env node
// `npx care-console …`: starts src/cli/main.ts under tsx (the CLI shares the catalogue's TypeScript with
// the server and the console, so it runs from source), passing the arguments and the exit code through.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), main, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
