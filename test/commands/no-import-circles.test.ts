import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { importCircles, importedNames, importGraph } from '../support/import-graph';

const root = path.resolve(import.meta.dirname, '../..');

test('the scanner sees every form of import: type-only, re-export, bare and lazy, across lines', () => {
  const names = importedNames([
    '// The tree is written in tree/*.ts and flattened here.',
    "import type { A } from './a';",
    'import {',
    '  b,',
    '  type C,',
    "} from './b';",
    "export * from './c';",
    "import './d';",
    "const e = () => import('./e');",
    "type F = typeof import('./f');",
    "// import { g } from './g';",
    "/* import { h } from './h'; */",
    "const text = 'words from \\'./i\\'';",
    "const glob = `${root}/*`;",
    "import { j } from './j';",
    '/**',
    " * import { k } from './k';",
    ' */',
  ].join('\n'));
  assert.equal(names.sort(), ['./a', './b', './c', './d', './e', './f', './j']);
});

test('a circle is found, a one-way chain is not', () => {
  const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']], ['e', ['e']]]);
  assert.equal(importCircles(graph), [['a', 'b', 'c'], ['e']]);
  assert.equal(importCircles(new Map([['a', ['b']], ['b', ['c']], ['c', []]])), []);
});

test('src and commands have no import circles, type imports and lazy imports included', () => {
  const graph = importGraph(root, ['src', 'commands']);
  assert.ok(graph.size > 500, `read ${graph.size} files`);
  const circles = importCircles(graph).map((group) => `${group.length} files: ${group.slice(0, 8).join(', ')}${group.length > 8 ? ', …' : ''}`);
  assert.equal(circles, [], `import circles:\n${circles.join('\n')}`);
});

/** The layer of a file: src/domain, commands, src/server, src/web, src/cli. */
const layerOf = (file: string) => (file.startsWith('commands/') ? 'commands' : file.split('/').slice(0, 2).join('/'));

test('the layers import one way: domain <- commands <- server, web, cli; server and web never each other', () => {
  const allowed: Record<string, string[]> = {
    'src/domain': ['src/domain'],
    commands: ['commands', 'src/domain'],
    'src/server': ['src/server', 'commands', 'src/domain'],
    'src/web': ['src/web', 'commands', 'src/domain'],
  };
  const crossings: string[] = [];
  for (const [file, targets] of importGraph(root, ['src', 'commands'])) {
    const own = allowed[layerOf(file)];
    if (!own) continue;
    for (const target of targets) if (!own.includes(layerOf(target))) crossings.push(`${file} -> ${target}`);
  }
  assert.equal(crossings, []);
});

test.run();
