// The palette's test hooks (`?consoleTest`: injected records, dialogs and the editor opened from the
// console) do not ship: a production build leaves their code and strings out, while the build the
// tests use (CONSOLE_TEST_HOOKS=1) keeps them, which shows the strings looked for are the right ones.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const root = path.resolve(import.meta.dirname, '../..');
const HOOK_STRINGS = ['__consoleTest', 'consoleTest', 'injectRecords', 'mountRichText'];

function build(outDir: string, hooks: boolean): void {
  const env = { ...process.env, NODE_ENV: 'production', CONSOLE_TEST_HOOKS: hooks ? '1' : '' };
  const result = spawnSync(process.execPath, ['build.mjs', `--outdir=${outDir}`], { cwd: root, env, encoding: 'utf8' });
  assert.is(result.status, 0, `build failed: ${result.stdout}\n${result.stderr}`);
}

/** Which of the strings each JavaScript file of a build holds. */
function found(outDir: string): string[] {
  const assets = path.join(outDir, 'assets');
  const hits: string[] = [];
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const s of HOOK_STRINGS) if (code.includes(s)) hits.push(`${file}: ${s}`);
  }
  return hits;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'console-build-'));

test('a production build holds none of the test hooks', () => {
  const out = path.join(scratch, 'production');
  build(out, false);
  assert.ok(readdirSync(path.join(out, 'assets')).some((f) => f.endsWith('.js')), 'it wrote the bundle');
  assert.equal(found(out), []);
});

test('the tests’ build keeps them (so the strings above are the ones to look for)', () => {
  // The build this run already made, when there is one; else one made here.
  const given = process.env.STATIC_DIR;
  const out = given && existsSync(path.join(given, 'assets')) ? given : path.join(scratch, 'with-hooks');
  if (out !== given) build(out, true);
  const hits = found(out);
  for (const s of ['__consoleTest', 'injectRecords']) assert.ok(hits.some((h) => h.endsWith(`: ${s}`)), `${s} in the test build`);
});

test.after(() => rmSync(scratch, { recursive: true, force: true }));
test.run();
