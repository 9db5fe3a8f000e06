// What this instance remembers of reads (list totals, answers such as the dashboard's) is forgotten after
// every committed write, in one place, so people see their own change at once; the other instances are
// told to forget theirs through the live channel.
import { announceWrites } from '../live/live-channel';
import { forgetAnswers } from './answer-cache';
import { invalidateTotals } from './list-total';

export function forgetCachedReads(db: object): void {
  forgetReadsHere(db);
  announceWrites(db);
}

/** This instance's part: another instance announced writes (live/live-channel.ts). */
export function forgetReadsHere(db: object): void {
  invalidateTotals(db);
  forgetAnswers(db);
}
