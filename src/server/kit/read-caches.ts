// What this instance remembers of reads (list totals, answers such as the dashboard's) is forgotten after
// every committed write, in one place, so people see their own change at once; the other instances are
// told to forget theirs through the live channel.
import type { ChangedRecord } from '../../domain/live-writes';
import { announceWrites } from '../live/live-channel';
import { forgetAnswers } from './answer-cache';
import { invalidateTotals } from './list-total';

/** After a committed write; `records` are the ones it changed (live/changed-records.ts), for the consoles. */
export function forgetCachedReads(db: object, records: readonly ChangedRecord[] = []): void {
  forgetReadsHere(db);
  announceWrites(db, records);
}

/** This instance's part: another instance announced writes (live/live-channel.ts). */
export function forgetReadsHere(db: object): void {
  invalidateTotals(db);
  forgetAnswers(db);
}
