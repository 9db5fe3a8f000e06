// The project's own import graph, type imports and lazy import() included, and its circles (groups of
// files that reach each other). It reads the sources itself rather than through madge: madge parses
// TypeScript with the TypeScript 5 compiler API, which the project's TypeScript 7 no longer ships, and its
// peer range refuses an install beside it. Imports here are all relative (tsconfig has no paths).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.tsx?$/;

/** Every .ts/.tsx file under the folders, absolute paths. */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

// Statements start a line; only names, braces, commas and `* as` sit between the keyword and `from`,
// so a `from '…'` in a comment or string is not taken for one.
const STATIC = /^[ \t]*(?:import|export)\s+(?:type\s+)?[\w\s{},*$]*?\bfrom\s*['"]([^'"\n]+)['"]/gm;
const BARE = /^[ \t]*import\s*['"]([^'"\n]+)['"]/gm;
const LAZY = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
// Comments that start their line; line comments go first, so a `tree/*.ts` in one opens no block comment.
const LINE_COMMENT = /^[ \t]*\/\/.*$/gm;
const BLOCK_COMMENT = /^[ \t]*\/\*[\s\S]*?\*\//gm;

/** The module names a source imports, in any form. */
export function importedNames(text: string): string[] {
  const code = text.replace(LINE_COMMENT, '').replace(BLOCK_COMMENT, '');
  return [STATIC, BARE, LAZY].flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]));
}

/** A relative module name → the file it loads, as the bundler resolves it; null for packages and node:. */
function resolve(from: string, name: string): string | null {
  if (!name.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), name.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** File → the project files it imports, for every source under the folders. */
export function importGraph(root: string, folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((f) => sourceFiles(path.join(root, f)))) {
    const targets = importedNames(readFileSync(file, 'utf8')).map((name) => resolve(file, name)).filter((t): t is string => t !== null);
    graph.set(path.relative(root, file), [...new Set(targets.map((t) => path.relative(root, t)))]);
  }
  return graph;
}

/** The circles: each group of two or more files that reach one another (a file importing itself too), sorted. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components, iterative so a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1];
      const edges = graph.get(top.file) ?? [];
      if (top.edge < edges.length) {
        const to = edges[top.edge++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ file: to, edge: 0 });
        } else if (onStack.has(to)) low.set(top.file, Math.min(low.get(top.file)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1].file, Math.min(low.get(work[work.length - 1].file)!, low.get(top.file)!));
      if (low.get(top.file) !== index.get(top.file)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== top.file);
      if (group.length > 1 || edges.includes(top.file)) circles.push(group.sort());
    }
  }
  return circles.sort((a, b) => a[0].localeCompare(b[0]));
}
