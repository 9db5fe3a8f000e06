/// <reference types="node" />
// The job-ad status moves as docs/job-ads.md writes them, parsed from the doc and held against the domain
// table row by row, and every pair of codes checked against canMoveJobAd.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { jobAdStatus } from '../../src/domain/enums/job-ad-status';
import { canMoveJobAd, jobAdMovesFrom, jobAdStatusMoves } from '../../src/domain/job-ad-status-moves';

const doc = readFileSync(new URL('../../docs/job-ads.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## Status moves'), doc.indexOf('## Provider job posting status'));
const docRows = section
  .split('\n')
  .map((line) => line.match(/^\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*([^|]+?)\s*\|\s*(yes|no)\s*\|$/))
  .filter((m): m is RegExpMatchArray => m !== null)
  .map((m) => ({ from: Number(m[1]), to: Number(m[2]), label: m[3], danger: m[4] === 'yes' }));

test('the doc table parses into rows', () => {
  assert.ok(docRows.length >= 20, `found ${docRows.length} rows`);
});

test('the domain table is the doc table, row for row', () => {
  assert.equal(jobAdStatusMoves.map((m) => ({ from: m.from, to: m.to, label: m.label, danger: m.danger })), docRows);
});

test('every pair of spec codes is allowed exactly when the doc lists it', () => {
  for (const from of jobAdStatus.codes) {
    for (const to of jobAdStatus.codes) {
      const listed = docRows.some((r) => r.from === from && r.to === to);
      assert.is(canMoveJobAd(from, to), listed, `${from} → ${to}`);
    }
  }
});

test('every status has a way out, and archived only restores as a draft', () => {
  for (const code of jobAdStatus.codes) assert.ok(jobAdMovesFrom(code).length > 0, `no move from ${code}`);
  assert.equal(jobAdMovesFrom(100).map((m) => m.to), [1]);
  assert.not.ok(canMoveJobAd(2, 2), 'a status never moves to itself');
});

test.run();
