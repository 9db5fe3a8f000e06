// What this instance remembers of reads (list totals, answers such as the dashboard's) is forgotten after
// every committed write, in one place, so people see their own change at once.
import { forgetAnswers } from './answer-cache';
import { invalidateTotals } from './list-total';

export function forgetCachedReads(db: object): void {
  invalidateTotals(db);
  forgetAnswers(db);
}
