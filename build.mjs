// Builds the console into dist/: esbuild bundles src/web (ESM, code splitting, hashed names), tailwind
// compiles the stylesheet, index.html gets the hashed tags, and every js/css gets .gz and .br siblings
// that the server sends as they are. `node build.mjs --watch` rebuilds on change; `--outdir=<dir>` writes
// elsewhere than dist/. The palette's test hooks (`?consoleTest`) are compiled in only outside production
// or with CONSOLE_TEST_HOOKS=1 (what `npm test` and the palette bench build); a production build drops them.
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { watch as watchFs } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const root = path.dirname(fileURLToPath(import.meta.url));
const watching = process.argv.includes('--watch');
const mode = process.env.NODE_ENV ?? (watching ? 'development' : 'production');
const production = mode === 'production';
const testHooks = !production || process.env.CONSOLE_TEST_HOOKS === '1';
const outArg = process.argv.find((a) => a.startsWith('--outdir='));

const entry = 'src/web/main.tsx';
/** The screen that must be usable before anything else loads; its closure is what the size budget counts. */
const loginScreen = 'src/web/screens/login/login-page.tsx';
const cssEntry = path.join(root, 'src/web/styles/app.css');
const staticDir = path.join(root, 'static');
const outDir = outArg ? path.resolve(outArg.slice('--outdir='.length)) : path.join(root, 'dist');
const assetsDir = path.join(outDir, 'assets');
const LOGIN_BUDGET_GZIP = 150 * 1024;

const rel = (p) => path.relative(root, p).split(path.sep).join('/');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * zod's `z` is a namespace object re-exported as a value, which esbuild cannot tree-shake: every
 * locale and the JSON-schema converters (≈450 KB) would ship to the login page. Read as a namespace
 * import (`import * as z`), the same code keeps only what it uses (≈90 KB). Only our own files, and
 * only the exact `import { z } from 'zod'` form, are rewritten; `z` is used as a namespace there.
 */
const zodNamespace = {
  name: 'zod-namespace-import',
  setup(build) {
    build.onLoad({ filter: /[\\/](commands|src)[\\/].*\.tsx?$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const code = await readFile(args.path, 'utf8');
      if (!code.includes("import { z } from 'zod';")) return undefined;
      return { contents: code.replace("import { z } from 'zod';", "import * as z from 'zod';"), loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

const esbuildOptions = {
  absWorkingDir: root,
  entryPoints: [entry],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  outdir: assetsDir,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  publicPath: '/assets/',
  jsx: 'automatic',
  minify: production,
  sourcemap: production ? false : 'linked',
  legalComments: production ? 'linked' : 'inline',
  // A constant, so a build without the hooks drops their code (and their strings) altogether.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode), 'process.env.CONSOLE_TEST_HOOKS': JSON.stringify(testHooks ? '1' : '') },
  metafile: true,
  write: false,
  logLevel: 'warning',
  plugins: [zodNamespace],
  // Every chunk starts by asking zod for jitless mode, so whichever chunk runs first, zod never probes
  // `new Function` (the CSP forbids eval); zod-setup.ts alone runs too late under code splitting.
  banner: { js: 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});' },
};

/** Tailwind 4 in process: compile the entry stylesheet, scan its @source folders for candidates, optimise. */
async function buildCss() {
  const input = await readFile(cssEntry, 'utf8');
  const compiler = await compile(input, { base: path.dirname(cssEntry), from: cssEntry, onDependency: () => {} });
  const sources = compiler.root === 'none' || compiler.root === null
    ? compiler.sources
    : [...compiler.sources, { base: compiler.root.base, pattern: compiler.root.pattern, negated: false }];
  const scanner = new Scanner({ sources });
  const css = compiler.build(scanner.scan());
  return optimize(css, { file: rel(cssEntry), minify: production }).code;
}

function hashed(name, ext, content) {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8).toUpperCase();
  return `${name}-${hash}${ext}`;
}

/** Output files reachable from `file` through static imports (what the browser must fetch before running it). */
function staticClosure(metafile, file) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const imp of metafile.outputs[f]?.imports ?? []) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
  };
  visit(file);
  return seen;
}

function outputFor(metafile, entryPoint) {
  return Object.keys(metafile.outputs).find((f) => metafile.outputs[f].entryPoint === entryPoint);
}

async function copyStatic(from, to) {
  for (const item of await readdir(from, { withFileTypes: true })) {
    if (item.name === 'index.html' || item.name.startsWith('.')) continue;
    const src = path.join(from, item.name);
    const dest = path.join(to, item.name);
    if (item.isDirectory()) {
      await mkdir(dest, { recursive: true });
      await copyStatic(src, dest);
    } else {
      await copyFile(src, dest);
    }
  }
}

async function writeCompressed(file, content) {
  await writeFile(file, content);
  if (!/\.(js|css|svg|json|html)$/.test(file) || content.length < 512) return;
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
}

/** Deletes assets a previous build wrote that this one did not (hashed names change on every edit). */
async function removeStale(keep) {
  for (const name of await readdir(assetsDir).catch(() => [])) {
    const base = name.replace(/\.(gz|br)$/, '');
    if (!keep.has(path.join(assetsDir, base))) await rm(path.join(assetsDir, name), { force: true });
  }
}

function printSizes(metafile, cssFile, cssContent, outputs) {
  const sizeOf = (file) => {
    const content = outputs.get(file);
    return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  };
  const mainOut = outputFor(metafile, entry);
  const loginOut = outputFor(metafile, loginScreen);
  const loginPath = new Set([...staticClosure(metafile, mainOut), ...(loginOut ? staticClosure(metafile, loginOut) : [])]);
  const rows = [...loginPath].map((f) => ({ file: f, ...sizeOf(f) }));
  rows.push({ file: rel(cssFile), raw: cssContent.length, gzip: gzipSync(cssContent, { level: 9 }).length });
  rows.sort((a, b) => b.gzip - a.gzip);
  const jsGzip = rows.filter((r) => r.file.endsWith('.js')).reduce((s, r) => s + r.gzip, 0);
  const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const width = Math.max(...rows.map((r) => r.file.length), 10);
  console.log(`\nLoaded before the login page is usable (${mode} build${testHooks ? ', with test hooks' : ''}):`);
  for (const r of rows) console.log(`  ${r.file.padEnd(width)}  ${kb(r.raw).padStart(10)}  ${kb(r.gzip).padStart(9)} gzip`);
  console.log(`  ${'total'.padEnd(width)}  ${kb(total.raw).padStart(10)}  ${kb(total.gzip).padStart(9)} gzip`);
  if (production) {
    const verdict = jsGzip <= LOGIN_BUDGET_GZIP ? 'within' : 'OVER';
    console.log(`  JavaScript ${kb(jsGzip)} gzip: ${verdict} the ${kb(LOGIN_BUDGET_GZIP)} budget.`);
  } else {
    console.log(`  JavaScript ${kb(jsGzip)} gzip (unminified; the ${kb(LOGIN_BUDGET_GZIP)} budget applies to the production build).`);
  }
  const lazy = [...outputs.keys()].filter((f) => f.endsWith('.js') && !loginPath.has(f));
  const lazyGzip = lazy.reduce((s, f) => s + sizeOf(f).gzip, 0);
  console.log(`  Loaded later (screens, palette, tables): ${lazy.length} files, ${kb(lazyGzip)} gzip.\n`);
}

async function finish(result) {
  const started = performance.now();
  await mkdir(assetsDir, { recursive: true });
  // Keyed like the metafile: paths relative to the repository root.
  const outputs = new Map(result.outputFiles.map((f) => [rel(f.path), Buffer.from(f.contents)]));
  const metafile = result.metafile;
  const keep = new Set();

  const css = Buffer.from(await buildCss());
  const cssFile = path.join(assetsDir, hashed('app', '.css', css));
  await writeCompressed(cssFile, css);
  keep.add(cssFile);

  for (const [file, content] of outputs) {
    await writeCompressed(path.join(root, file), content);
    keep.add(path.join(root, file));
  }
  await removeStale(keep);

  const mainOut = outputFor(metafile, entry);
  const url = (f) => `/${path.relative(outDir, path.resolve(root, f)).split(path.sep).join('/')}`;
  const preloads = [...staticClosure(metafile, mainOut)].filter((f) => f !== mainOut);
  const tags = [
    `<link rel="stylesheet" href="${url(cssFile)}">`,
    ...preloads.map((f) => `<link rel="modulepreload" href="${url(f)}">`),
    `<script type="module" src="${url(mainOut)}"></script>`,
  ].join('\n    ');
  const template = await readFile(path.join(staticDir, 'index.html'), 'utf8');
  if (!template.includes('<!-- assets -->')) throw new Error('static/index.html needs an <!-- assets --> marker in <head>.');
  await copyStatic(staticDir, outDir);
  await writeCompressed(path.join(outDir, 'index.html'), Buffer.from(template.replace('<!-- assets -->', tags)));

  printSizes(metafile, cssFile, css, outputs);
  console.log(`Built ${rel(outDir) || '.'}/ in ${Math.round(performance.now() - started + (result.elapsed ?? 0))} ms.`);
}

async function buildOnce(ctx) {
  const started = performance.now();
  const result = await ctx.rebuild();
  result.elapsed = performance.now() - started;
  await finish(result);
}

const ctx = await esbuild.context(esbuildOptions);
await rm(outDir, { recursive: true, force: true });
try {
  await buildOnce(ctx);
} catch (error) {
  if (!watching) {
    await ctx.dispose();
    if (!error.errors) console.error(error);
    process.exit(1);
  }
  console.error(error.errors ? 'Build failed; waiting for changes.' : error);
}

if (!watching) {
  await ctx.dispose();
} else {
  // One watcher for everything the bundle or the stylesheet reads; edits arrive in bursts, so debounce.
  let timer;
  let running = Promise.resolve();
  const rebuild = (file) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(async () => {
        console.log(`Change in ${file ?? 'sources'}; rebuilding.`);
        try {
          await buildOnce(ctx);
        } catch (error) {
          console.error(error.errors ? 'Build failed; waiting for changes.' : error);
        }
      });
    }, 80);
  };
  for (const dir of ['src/web', 'src/domain', 'commands', 'static']) {
    watchFs(path.join(root, dir), { recursive: true }, (_event, file) => rebuild(file && `${dir}/${file}`));
  }
  watchFs(path.join(root, 'tailwind.config.ts'), () => rebuild('tailwind.config.ts'));
  await stat(outDir);
  console.log('Watching src/web, src/domain, commands, static and tailwind.config.ts.');
}
