import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkAssignment, refusalMessage, sortConflicts, type AssignmentFacts } from '../../src/domain/assignment-check';
import { assignmentRules, MIN_REST_HOURS } from '../../src/domain/assignment-rules';
import { assignmentConflicts } from '../../src/domain/enums/shift-work';
import { timesheetMoves, canMoveTimesheet } from '../../src/domain/timesheet-moves';

const base: AssignmentFacts = {
  shift: { id: 1, position: 'Cook', startsAt: '2026-12-01T21:00:00Z', endsAt: '2026-12-02T05:00:00Z' },
  shiftLastDay: '2026-12-02',
  worker: { id: 7, name: 'Ana Lima', status: 10, position: 'Cook' },
  otherShifts: [],
  block: null,
  providerName: 'Harbourside Care',
  required: [{ name: 'Food Safety Supervisor certificate', held: { expiresOn: '2027-01-01', verification: 'verified' } }],
  training: [{ topic: 'food_safety', label: 'Food Safety', held: { expiresOn: null } }],
};
const codes = (f: Partial<AssignmentFacts>) => checkAssignment({ ...base, ...f }).map((c) => `${c.severity}:${c.code}`);

test('every conflict code has exactly one rule, and only the listed ones are soft', () => {
  assert.equal(assignmentRules.map((r) => r.code).sort(), [...assignmentConflicts.codes].sort());
  assert.equal(assignmentRules.filter((r) => r.severity === 'soft').map((r) => r.code), ['short_rest', 'credential_unverified', 'training_missing', 'position_mismatch']);
});

test('a clean worker has no conflicts', () => {
  assert.equal(codes({}), []);
});

test('overlap is hard; a gap under the rest minimum is soft, on either side; exactly the minimum is fine', () => {
  const other = (startsAt: string, endsAt: string) => [{ id: 2, startsAt, endsAt, facilityName: 'Bayview' }];
  assert.equal(codes({ otherShifts: other('2026-12-02T04:00:00Z', '2026-12-02T10:00:00Z') }), ['hard:overlap']);
  assert.equal(codes({ otherShifts: other('2026-12-01T07:00:00Z', '2026-12-01T15:00:00Z') }), ['soft:short_rest']);
  assert.equal(codes({ otherShifts: other('2026-12-02T09:00:00Z', '2026-12-02T17:00:00Z') }), ['soft:short_rest']);
  const end = Date.parse(base.shift.endsAt) + MIN_REST_HOURS * 3_600_000;
  assert.equal(codes({ otherShifts: other(new Date(end).toISOString(), new Date(end + 8 * 3_600_000).toISOString()) }), []);
  // Back to back (end = start) is no overlap, but no rest either.
  assert.equal(codes({ otherShifts: other('2026-12-01T13:00:00Z', '2026-12-01T21:00:00Z') }), ['soft:short_rest']);
});

test('status, block, credentials and position', () => {
  assert.equal(codes({ worker: { ...base.worker, status: 12 } }), ['hard:not_enabled']);
  assert.equal(codes({ block: { reason: 'No-show twice' } }), ['hard:blocked']);
  assert.equal(codes({ required: [{ name: 'X', held: null }] }), ['hard:credential_missing']);
  assert.equal(codes({ required: [{ name: 'X', held: { expiresOn: '2026-12-01', verification: 'verified' } }] }), ['hard:credential_expired'], 'lapses the day before the shift ends');
  assert.equal(codes({ required: [{ name: 'X', held: { expiresOn: '2026-12-02', verification: 'verified' } }] }), [], 'valid through its expiry day');
  assert.equal(codes({ required: [{ name: 'X', held: { expiresOn: null, verification: 'pending' } }] }), ['soft:credential_unverified']);
  assert.equal(codes({ training: [{ topic: 'food_safety', label: 'Food Safety', held: null }] }), ['soft:training_missing']);
  assert.equal(codes({ worker: { ...base.worker, position: 'Cleaner' } }), ['soft:position_mismatch']);
});

test('hard conflicts sort first and the refusal names every one', () => {
  const found = sortConflicts(checkAssignment({ ...base, worker: { ...base.worker, position: 'Cleaner' }, block: { reason: 'Asked not to return.' }, required: [{ name: 'FSS', held: null }] }));
  assert.equal(found.map((c) => c.severity), ['hard', 'hard', 'soft']);
  assert.match(refusalMessage(found), /Harbourside Care has blocked Ana Lima: Asked not to return\..*has no FSS on file/);
});

test('timesheet moves: approved is final; a query goes back to pending', () => {
  assert.equal(timesheetMoves.approved, []);
  assert.ok(canMoveTimesheet('queried', 'pending'));
  assert.not.ok(canMoveTimesheet('approved', 'queried'));
});

test.run();
