// Rules of a temp shift on a provider's master board, as data: which status moves are allowed (and the
// verb a screen shows for each), and how times and rates read. The server refuses a move this table
// does not list, with both statuses named; the approval screen offers exactly the moves from
// pending_approval.
import type { EnumCode } from './enums/define-enum';
import type { tempShiftStatus } from './enums/master-board';

export type TempShiftStatus = EnumCode<typeof tempShiftStatus>;

export interface TempShiftMove {
  to: TempShiftStatus;
  /** The verb on buttons and in the palette. */
  verb: string;
  /** A reason must be given (a rejection, a cancellation). */
  needsReason: boolean;
  danger: boolean;
}

export const tempShiftMoves: Readonly<Record<TempShiftStatus, readonly TempShiftMove[]>> = Object.freeze({
  pending_approval: [
    { to: 'open', verb: 'Approve', needsReason: false, danger: false },
    { to: 'rejected', verb: 'Reject', needsReason: true, danger: true },
    { to: 'cancelled', verb: 'Cancel', needsReason: true, danger: true },
  ],
  open: [
    { to: 'filled', verb: 'Mark filled', needsReason: false, danger: false },
    { to: 'cancelled', verb: 'Cancel', needsReason: true, danger: true },
  ],
  filled: [
    { to: 'open', verb: 'Reopen', needsReason: false, danger: false },
    { to: 'cancelled', verb: 'Cancel', needsReason: true, danger: true },
  ],
  rejected: [{ to: 'pending_approval', verb: 'Resubmit for approval', needsReason: false, danger: false }],
  cancelled: [],
});

export function tempShiftMove(from: TempShiftStatus, to: TempShiftStatus): TempShiftMove | undefined {
  return tempShiftMoves[from].find((m) => m.to === to);
}

/** Only these statuses may still be edited: a filled or closed shift is a record of what happened. */
export const EDITABLE_TEMP_SHIFT: readonly TempShiftStatus[] = ['pending_approval', 'open', 'rejected'];

/** 24-hour HH:MM on the quarter hour (spec §9: time pickers offer 15-minute steps). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):(00|15|30|45)$/;

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Paid minutes of a shift; one ending at or before its start ends the next day (a night shift). */
export function paidMinutes(start: string, end: string, breakMinutes: number): number {
  let span = minutesOf(end) - minutesOf(start);
  if (span <= 0) span += 24 * 60;
  return span - breakMinutes;
}

/** '$42.50' from cents. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Reads '42.5', '$42.50' or '42' as cents; null when it is not an amount. */
export function centsFrom(text: string): number | null {
  const t = text.trim().replace(/^\$/, '');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** A shift must leave paid time after its break. */
export function shiftTimeProblem(start: string, end: string, breakMinutes: number): string | null {
  const paid = paidMinutes(start, end, breakMinutes);
  if (paid < 60) return 'The shift must be paid for at least an hour after its break.';
  if (paid > 14 * 60) return 'The shift is at most 14 paid hours.';
  return null;
}
