/// <reference types="node" />
// The provider status moves as docs/providers.md writes them, held against the domain table row by row:
// disabling needs approval and a reason, enabling is direct, nothing else moves.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { providerStatus } from '../../src/domain/enums/provider';
import { providerMoveFor, providerMovesFrom, providerStatusMoves } from '../../src/domain/provider-status-moves';

const doc = readFileSync(new URL('../../docs/providers.md', import.meta.url), 'utf8');
const docRows = doc
  .split('\n')
  .map((line) => line.match(/^\s*\|\s*(enabled|disabled)\s*\|\s*(enabled|disabled)\s*\|\s*([^|]+?)\s*\|\s*(yes|no)\s*\|\s*(yes|no)\s*\|$/))
  .filter((m): m is RegExpMatchArray => m !== null)
  .map((m) => ({ from: m[1], to: m[2], label: m[3], needsApproval: m[4] === 'yes', needsReason: m[5] === 'yes' }));

test('the doc table and the domain table agree', () => {
  assert.is(docRows.length, 2);
  assert.equal(docRows, providerStatusMoves.map(({ from, to, label, needsApproval, needsReason }) => ({ from, to, label, needsApproval, needsReason })));
});

test('every pair of statuses: only the two moves exist, disabling goes through approval', () => {
  for (const from of providerStatus.codes) {
    for (const to of providerStatus.codes) {
      const move = providerMoveFor(from, to);
      assert.is(Boolean(move), from !== to, `${from} → ${to}`);
    }
  }
  assert.ok(providerMoveFor('enabled', 'disabled')!.needsApproval);
  assert.not.ok(providerMoveFor('disabled', 'enabled')!.needsApproval);
  assert.equal(providerMovesFrom('enabled').map((m) => m.to), ['disabled']);
  assert.equal(providerMovesFrom('gone'), []);
});

test.run();
