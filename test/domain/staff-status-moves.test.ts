/// <reference types="node" />
// The staff status moves as docs/staff-status-moves.md writes them, parsed from the doc and held against
// the domain table row by row and pair by pair, plus the rules beside the table.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { staffStatus } from '../../src/domain/enums/staff-status';
import { canMoveStaff, moveNeedsLevel, staffMove, staffMovesFrom, staffStatusMoves } from '../../src/domain/staff-status-moves';
import { statusNotice } from '../../src/domain/staff-status-notice';

type DocRow = { from: number; moves: { label: string; to: number }[]; default: string | null };

function docTable(): DocRow[] {
  const text = readFileSync(new URL('../../docs/staff-status-moves.md', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^\| \d+ /.test(line))
    .map((line) => {
      const [fromCell, movesCell, defaultCell] = line.split('|').slice(1, 4).map((c) => c.trim());
      return {
        from: Number(/^\d+/.exec(fromCell!)![0]),
        moves: [...movesCell!.matchAll(/([^,(]+?) \((\d+)\)/g)].map((m) => ({ label: m[1]!.trim(), to: Number(m[2]) })),
        default: defaultCell === '—' ? null : defaultCell!,
      };
    });
}

const rows = docTable();

test('the doc has one row per staff status code, and the code table has the same rows', () => {
  assert.equal(rows.map((r) => r.from).sort((a, b) => a - b), [...staffStatus.codes].sort((a, b) => a - b));
  assert.equal(Object.keys(staffStatusMoves).map(Number).sort((a, b) => a - b), [...staffStatus.codes].sort((a, b) => a - b));
});

test('every row of the doc is exactly the code table: targets, labels, order and default', () => {
  for (const row of rows) {
    const moves = staffMovesFrom(row.from);
    assert.equal(moves.map((m) => [m.label, m.to]), row.moves.map((m) => [m.label, m.to]), `row ${row.from}`);
    assert.is(moves.find((m) => m.default)?.label ?? null, row.default, `default of ${row.from}`);
  }
});

test('every pair of statuses is allowed exactly when the doc lists it', () => {
  let allowed = 0;
  for (const from of staffStatus.codes) {
    const listed = new Set(rows.find((r) => r.from === from)!.moves.map((m) => m.to));
    for (const to of staffStatus.codes) {
      assert.is(canMoveStaff(from, to), listed.has(to), `${from} → ${to}`);
      if (listed.has(to)) allowed++;
    }
  }
  assert.is(allowed, rows.reduce((n, r) => n + r.moves.length, 0));
  assert.not.ok(canMoveStaff(99, 1), 'an unknown status allows nothing');
});

test('Reject and Disable are destructive and never the default; nothing moves to its own status', () => {
  for (const from of staffStatus.codes) {
    for (const move of staffMovesFrom(from)) {
      assert.is(move.danger, move.to === 11 || move.to === 12, `${from} → ${move.to}`);
      assert.ok(!(move.danger && move.default), `${from} → ${move.to} is destructive and must not be the default`);
      assert.is.not(move.to, from);
    }
  }
});

test('Enabled is reached only from onboarding info received or disabled, and needs a level', () => {
  const into = staffStatus.codes.filter((from) => canMoveStaff(from, 10));
  assert.equal(into.sort((a, b) => a - b), [12, 14]);
  assert.ok(moveNeedsLevel(10));
  assert.not.ok(moveNeedsLevel(7));
  assert.is(staffMove(14, 10)?.label, 'Enable');
});

test('each step that writes to the applicant has a message naming them and the position', () => {
  const input = { firstName: 'Priya', positionName: 'Personal Care Worker · Level 2', requiredQualifications: ['HLTAID011 Provide First Aid'], needsVisaCheck: true };
  const materials = statusNotice(5, input);
  assert.ok(materials.notify);
  assert.match(materials.message, /^Hi Priya,/);
  assert.match(materials.message, /Personal Care Worker · Level 2/);
  assert.ok(materials.files.some((f) => f.name === 'HLTAID011 Provide First Aid'), 'the position’s required qualifications are asked for');
  assert.ok(materials.files.some((f) => /visa/i.test(f.name)));
  assert.not.ok(statusNotice(5, { ...input, needsVisaCheck: false }).files.some((f) => /visa/i.test(f.name)), 'citizens are not asked for a visa');
  const internal = statusNotice(6, input);
  assert.not.ok(internal.notify);
  assert.equal(internal.files, []);
});

test.run();
