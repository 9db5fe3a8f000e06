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
import { printRouteBytes, routeBytes, routeScreens } from './src/build/route-bytes.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const watching = process.argv.includes('--watch');
const mode = process.env.NODE_ENV ?? (watching ? 'development' : 'production');
const production = mode === 'production';
const testHooks = !production || process.env.CONSOLE_TEST_HOOKS === '1';
const outArg = process.argv.find((a) => a.startsWith('--outdir='));

const entry = 'src/web/main.tsx';
/**
 * The server's stand-alone /login page (static/login.html) runs one small script of its own, and the
 * console's page (index.html) starts with a tiny one that sends a browser without a token there. Both are
 * bundled apart from the console (no React, no shared chunks), as classic scripts.
 */
const loginEntry = 'src/web/login/static-page.ts';
const bootEntry = 'src/web/login/signed-out-boot.ts';
/** Code the login page fetches after its form is usable, for the page after sign-in (beside main's closure). */
const afterSignIn = ['src/web/shell/app-shell.tsx', 'src/web/commands/dispatcher.ts', 'src/web/screens/dashboard/dashboard-page.tsx'];
const cssEntry = path.join(root, 'src/web/styles/app.css');
const staticDir = path.join(root, 'static');
const outDir = outArg ? path.resolve(outArg.slice('--outdir='.length)) : path.join(root, 'dist');
const assetsDir = path.join(outDir, 'assets');
/** Issue 13: JavaScript fetched before the login page is usable. test/e2e/login-budget.test.ts holds it too. */
const LOGIN_BUDGET_GZIP = 60 * 1024;

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

const loginOptions = {
  ...esbuildOptions,
  entryPoints: [loginEntry, bootEntry],
  splitting: false,
  format: 'iife',
  plugins: [],
  banner: {},
};

/**
 * Tailwind 4 in process: compile the entry stylesheet, scan its @source folders for candidates, optimise.
 * `source` replaces the stylesheet's `@source '../'` (all of src/web): the login page's own sheet scans only
 * src/web/login, so it carries the console's base and components but only the utilities the form uses.
 */
async function buildCss(source) {
  let input = await readFile(cssEntry, 'utf8');
  if (source) {
    if (!input.includes("@source '../';")) throw new Error("src/web/styles/app.css needs its @source '../'; line (build.mjs narrows it for the login page).");
    input = input.replace("@source '../';", `@source '${source}';`);
  }
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
    if (item.name === 'index.html' || item.name === 'login.html' || item.name.startsWith('.')) continue;
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

function printSizes(outputs, loginPath, appPath) {
  const sizeOf = (file) => {
    const content = outputs.get(file);
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  };
  const sum = (rows) => rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const rows = loginPath.map(sizeOf).sort((a, b) => b.gzip - a.gzip);
  const jsGzip = sum(rows.filter((r) => r.file.endsWith('.js'))).gzip;
  const total = sum(rows);
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
  const app = appPath.map(sizeOf);
  console.log(`  The console's first page (index.html's scripts): ${app.length} files, ${kb(sum(app).gzip)} gzip.`);
  const early = new Set([...loginPath, ...appPath]);
  const lazy = [...outputs.keys()].filter((f) => f.endsWith('.js') && !early.has(f));
  console.log(`  Loaded later (shell, screens, palette, tables): ${lazy.length} files, ${kb(sum(lazy.map(sizeOf)).gzip)} gzip.\n`);
}

/** Writes an HTML page from its template in static/: `tags` in <head>, `root` as the markup of #root, `end` before </body>. */
async function writePage(name, tags, { root = '', end = [] } = {}) {
  const template = await readFile(path.join(staticDir, name), 'utf8');
  if (!template.includes('<!-- assets -->')) throw new Error(`static/${name} needs an <!-- assets --> marker in <head>.`);
  const html = template
    .replace('<!-- assets -->', () => tags.join('\n    '))
    .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`)
    .replace('</body>', () => [...end, '</body>'].join('\n  '));
  const page = Buffer.from(html);
  await writeCompressed(path.join(outDir, name), page);
  return page;
}

async function finish(result, loginResult) {
  const started = performance.now();
  await mkdir(assetsDir, { recursive: true });
  // Keyed like the metafile: paths relative to the repository root.
  const outputs = new Map([...result.outputFiles, ...loginResult.outputFiles].map((f) => [rel(f.path), Buffer.from(f.contents)]));
  const metafile = result.metafile;
  const keep = new Set();

  const [css, loginCss] = (await Promise.all([buildCss(), buildCss('../login/')])).map((c) => Buffer.from(c));
  const cssFile = path.join(assetsDir, hashed('app', '.css', css));
  await writeCompressed(cssFile, css);
  keep.add(cssFile);

  for (const [file, content] of outputs) {
    await writeCompressed(path.join(root, file), content);
    keep.add(path.join(root, file));
  }
  await removeStale(keep);
  outputs.set(rel(cssFile), css);

  const mainOut = outputFor(metafile, entry);
  const loginOut = outputFor(loginResult.metafile, loginEntry);
  const bootOut = outputFor(loginResult.metafile, bootEntry);
  const url = (f) => `/${path.relative(outDir, path.resolve(root, f)).split(path.sep).join('/')}`;
  const mainClosure = [...staticClosure(metafile, mainOut)];
  const preloads = mainClosure.filter((f) => f !== mainOut);
  await copyStatic(staticDir, outDir);
  // The boot script first and blocking: a browser without a token leaves before fetching the rest.
  await writePage('index.html', [
    `<script src="${url(bootOut)}"></script>`,
    `<link rel="stylesheet" href="${url(cssFile)}">`,
    ...preloads.map((f) => `<link rel="modulepreload" href="${url(f)}">`),
    `<script type="module" src="${url(mainOut)}"></script>`,
  ]);
  const later = new Set(mainClosure);
  for (const source of afterSignIn) {
    const out = outputFor(metafile, source);
    if (out) for (const f of staticClosure(metafile, out)) later.add(f);
  }
  // The form's own small stylesheet inline (the CSP allows inline style, not script): one request fewer.
  // The form itself is in the page as markup, painted before any script runs; the script, at the end of
  // the body and async, never holds up that first paint (a deferred one did, by 200 ms and more).
  const loginPage = await writePage('login.html', [
    `<style id="login-style">${loginCss}</style>`,
    `<meta name="app-style" content="${url(cssFile)}">`,
    `<meta name="app-entry" content="${url(mainOut)}">`,
    `<meta name="app-assets" content="${[...later].map(url).join(' ')}">`,
  ], { root: await prerenderedLoginForm(), end: [`  <script async src="${url(loginOut)}"></script>`] });
  const loginHtml = rel(path.join(outDir, 'login.html'));
  outputs.set(loginHtml, loginPage);

  printSizes(outputs, [loginOut, loginHtml], [bootOut, ...mainClosure]);
  printRouteBytes(routeBytes({ metafile, contents: (f) => outputs.get(f), mainOut, routes: await routeScreens(root) }));
  console.log(`Built ${rel(outDir) || '.'}/ in ${Math.round(performance.now() - started + (result.elapsed ?? 0))} ms.`);
}

/** The sign-in form's markup (src/web/login/prerender.ts, bundled for Node and run here). */
async function prerenderedLoginForm() {
  const bundle = await esbuild.build({ entryPoints: [path.join(root, 'src/web/login/prerender.ts')], bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'silent' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].contents).toString('base64')}`);
  return module.prerenderedLoginForm();
}

async function buildOnce(ctx, loginCtx) {
  const started = performance.now();
  const [result, loginResult] = await Promise.all([ctx.rebuild(), loginCtx.rebuild()]);
  result.elapsed = performance.now() - started;
  await finish(result, loginResult);
}

const ctx = await esbuild.context(esbuildOptions);
const loginCtx = await esbuild.context(loginOptions);
await rm(outDir, { recursive: true, force: true });
try {
  await buildOnce(ctx, loginCtx);
} catch (error) {
  if (!watching) {
    await Promise.all([ctx.dispose(), loginCtx.dispose()]);
    if (!error.errors) console.error(error);
    process.exit(1);
  }
  console.error(error.errors ? 'Build failed; waiting for changes.' : error);
}

if (!watching) {
  await Promise.all([ctx.dispose(), loginCtx.dispose()]);
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
          await buildOnce(ctx, loginCtx);
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
