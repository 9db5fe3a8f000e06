// Issue 23 §5: the JavaScript each route loads, gzip, from esbuild's metafile; build.mjs prints the short
// form after each build. A route loads index.html's scripts (main's static closure), the signed-in
// shell's closure when it is private, and its screen's closure. Code fetched later by a dynamic import (a
// dialog, a chart, the header search's Fuse index) is not counted: nobody waits for it to see the page.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Always fetched by a signed-in route besides main and its screen (routes/route-view.tsx's lazy shell). */
export const SHELL_SOURCE = 'src/web/shell/app-shell.tsx';

/**
 * Every route of the table with the source file of its screen. route-table.ts is bundled for Node with
 * React's `lazy` stubbed to keep its loader's text and every import() left as a path, then run: the routes
 * are the console's own, flattened by its own code, kit rows and not-built pages included.
 */
export async function routeScreens(root) {
  const stub = {
    name: 'route-screens',
    setup(build) {
      build.onResolve({ filter: /^react$/ }, () => ({ path: 'react', namespace: 'lazy-stub' }));
      build.onLoad({ filter: /.*/, namespace: 'lazy-stub' }, () => ({ contents: 'export const lazy = (load) => ({ load: String(load) });', loader: 'js' }));
      build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: path.resolve(args.resolveDir, args.path), external: true } : undefined));
    },
  };
  const bundle = await esbuild.build({
    absWorkingDir: root, entryPoints: ['src/web/routes/route-table.ts'], bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'silent', plugins: [stub],
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].contents).toString('base64')}`);
  return module.routeTable.map((route) => {
    const target = /import\(\s*["']([^"']+)["']\s*\)/.exec(route.screen.load)?.[1];
    if (!target) throw new Error(`route-bytes: no import() in the screen of ${route.path}`);
    return { path: route.path, public: Boolean(route.public), screen: path.relative(root, target).split(path.sep).join('/') };
  });
}

/** Output files reachable from `file` through static imports. */
function closure(metafile, file, into = new Set()) {
  if (!file || into.has(file)) return into;
  into.add(file);
  for (const imp of metafile.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement' && !imp.external) closure(metafile, imp.path, into);
  return into;
}

/** The output whose entry point is `source` (a lazily imported file), given with or without its extension. */
function outputOf(metafile, source) {
  return Object.keys(metafile.outputs).find((f) => {
    const entry = metafile.outputs[f].entryPoint;
    return entry && (entry === source || entry.replace(/\.[jt]sx?$/, '') === source);
  });
}

/**
 * Per route: files and gzip bytes. `contents(file)` gives an output's bytes; `mainOut` is the entry's output.
 * Also the three shares every signed-in route pays: main, the shell, and what the screen adds on top.
 */
export function routeBytes({ metafile, contents, mainOut, routes }) {
  const gzipCache = new Map();
  const gzip = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(contents(file), { level: 9 }).length);
    return gzipCache.get(file);
  };
  const sum = (files) => [...files].reduce((t, f) => t + gzip(f), 0);
  const main = closure(metafile, mainOut);
  const shell = closure(metafile, outputOf(metafile, SHELL_SOURCE), new Set(main));
  const rows = routes.map((route) => {
    const screenOut = outputOf(metafile, route.screen);
    if (!screenOut) throw new Error(`route-bytes: no chunk for ${route.screen} (${route.path})`);
    const files = closure(metafile, screenOut, new Set(route.public ? main : shell));
    return { path: route.path, public: route.public, screen: route.screen, files: [...files], gzip: sum(files) };
  });
  return { rows, mainGzip: sum(main), shellGzip: sum(shell) - sum(main), gzipOf: gzip };
}

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Three lines: median and max over the signed-in routes, the shares, and the heaviest routes. */
export function printRouteBytes({ rows, mainGzip, shellGzip }, { budget = 200 * 1024, heaviest = 4 } = {}) {
  const signedIn = rows.filter((r) => !r.public);
  const sorted = [...signedIn].sort((a, b) => b.gzip - a.gzip);
  const mid = median(signedIn.map((r) => r.gzip));
  console.log(`JavaScript a route loads (gzip, ${signedIn.length} signed-in routes): median ${kb(mid)} (${mid <= budget ? 'within' : 'OVER'} the ${kb(budget)} target), max ${kb(sorted[0].gzip)}; every route: main ${kb(mainGzip)} + shell ${kb(shellGzip)} + its screen.`);
  console.log(`  heaviest: ${sorted.slice(0, heaviest).map((r) => `${r.path} ${kb(r.gzip)}`).join(', ')}`);
}
