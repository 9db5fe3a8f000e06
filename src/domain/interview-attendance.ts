// Spec §3 'Interview attendance': which moves between the attendance values an admin may make. The spec
// lists the values, not the moves; this table is ours (docs/interviews.md says why each exists). Screens,
// the palette's choices and the server's check all read it.
import type { InterviewAttendanceCode } from './enums/candidate';

export interface AttendanceMove {
  readonly to: InterviewAttendanceCode;
  /** Preselected where the table has a natural next step. */
  readonly default?: boolean;
  /** Only once the interview's start time has passed (nobody attends an interview still to come). */
  readonly afterStart?: boolean;
}

/**
 * unconfirmed: invited, no answer yet · accepted: the applicant accepted the invitation · going: attendance
 * confirmed close to the day · not_going: the applicant said they will not come · not_attending: did not
 * turn up · interviewed: it took place · cancelled: called off by us or the provider.
 * A cancelled or held interview is final: another one is scheduled instead.
 */
export const attendanceMoves: Readonly<Record<InterviewAttendanceCode, readonly AttendanceMove[]>> = {
  unconfirmed: [{ to: 'going', default: true }, { to: 'accepted' }, { to: 'not_going' }, { to: 'cancelled' }],
  accepted: [{ to: 'going', default: true }, { to: 'not_going' }, { to: 'cancelled' }],
  going: [{ to: 'interviewed', default: true, afterStart: true }, { to: 'not_attending', afterStart: true }, { to: 'not_going' }, { to: 'cancelled' }],
  not_going: [{ to: 'going' }, { to: 'cancelled' }],
  // A no-show marked too early (the applicant arrived late) can still be recorded as interviewed.
  not_attending: [{ to: 'interviewed', afterStart: true }],
  interviewed: [],
  cancelled: [],
};

/** Attendance values that no longer wait for anyone (nothing to confirm, nothing to remind about). */
export const settledAttendance: ReadonlySet<InterviewAttendanceCode> = new Set(['not_going', 'not_attending', 'interviewed', 'cancelled']);

/** The moves open from `from` when the interview starts at `startsAt`, judged at `now`. */
export function attendanceMovesAt(from: InterviewAttendanceCode, startsAt: Date, now: Date): AttendanceMove[] {
  const started = startsAt.getTime() <= now.getTime();
  return attendanceMoves[from].filter((m) => started || !m.afterStart);
}

/** Why a move is refused, or null when it is allowed. */
export function refuseAttendanceMove(from: InterviewAttendanceCode, to: InterviewAttendanceCode, startsAt: Date, now: Date): 'same' | 'notAllowed' | 'notStarted' | null {
  if (from === to) return 'same';
  const move = attendanceMoves[from].find((m) => m.to === to);
  if (!move) return 'notAllowed';
  if (move.afterStart && startsAt.getTime() > now.getTime()) return 'notStarted';
  return null;
}
