// The attendance table (spec §3 values, our moves): every value has a row, every move lands on a value,
// at most one default per row and never a destructive one, and the moves that need the interview to have
// started are refused before it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { interviewAttendance } from '../../src/domain/enums/candidate';
import { attendanceMoves, attendanceMovesAt, refuseAttendanceMove, settledAttendance } from '../../src/domain/interview-attendance';

const start = new Date('2026-12-01T00:00:00Z');
const before = new Date('2026-11-30T23:00:00Z');
const after = new Date('2026-12-01T01:00:00Z');

test('every spec §3 attendance value has a row, and every move lands on one', () => {
  assert.equal(Object.keys(attendanceMoves).sort(), [...interviewAttendance.codes].sort());
  for (const [from, moves] of Object.entries(attendanceMoves)) {
    for (const m of moves) assert.ok(interviewAttendance.has(m.to) && m.to !== from, `${from} → ${m.to}`);
    assert.ok(moves.filter((m) => m.default).length <= 1, `${from} has one default at most`);
    assert.not.ok(moves.some((m) => m.default && m.to === 'cancelled'), `${from}: cancelling is never the default`);
  }
});

test('held and cancelled interviews are final; waiting ones can always be cancelled', () => {
  assert.equal(attendanceMoves.interviewed, []);
  assert.equal(attendanceMoves.cancelled, []);
  for (const waiting of ['unconfirmed', 'accepted', 'going', 'not_going'] as const) {
    assert.ok(attendanceMoves[waiting].some((m) => m.to === 'cancelled'), waiting);
    assert.not.ok(settledAttendance.has(waiting) && waiting !== 'not_going', waiting);
  }
});

test('interviewed and not attending wait for the start', () => {
  assert.equal(attendanceMovesAt('going', start, before).map((m) => m.to), ['not_going', 'cancelled']);
  assert.equal(attendanceMovesAt('going', start, after).map((m) => m.to), ['interviewed', 'not_attending', 'not_going', 'cancelled']);
  assert.is(refuseAttendanceMove('going', 'interviewed', start, before), 'notStarted');
  assert.is(refuseAttendanceMove('going', 'interviewed', start, after), null);
  assert.is(refuseAttendanceMove('unconfirmed', 'interviewed', start, after), 'notAllowed', 'nobody is interviewed without confirming');
  assert.is(refuseAttendanceMove('going', 'going', start, after), 'same');
  assert.is(refuseAttendanceMove('not_attending', 'interviewed', start, after), null, 'a late arrival marked too early');
});

test.run();
