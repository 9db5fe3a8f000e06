// The seed's fixed "now": every date is this epoch minus a drawn offset, so a re-seed gives the same
// rows whatever day it runs (and the demo never shows dates in the future of the data).

export const EPOCH_MS = Date.UTC(2026, 10, 1);
export const DAY_MS = 86_400_000;
export const YEAR_MS = 365.2425 * DAY_MS;

/** A timestamptz value as the database takes it. */
export const isoAt = (ms: number): string => new Date(Math.round(ms)).toISOString();

/** A date column value (YYYY-MM-DD, UTC). */
export const dateAt = (ms: number): string => isoAt(ms).slice(0, 10);

/**
 * Creation time of row `index` of `count`, spread over `spanDays` up to a day before the epoch (so the
 * newest sign-up still has time to apply) and increasing with the index, so ids read in time order.
 * The power curve makes recent months busier, as in a growing marketplace.
 */
export function createdAtFor(index: number, count: number, spanDays: number, jitter: number): number {
  const x = (index + jitter) / count;
  return EPOCH_MS - DAY_MS - spanDays * DAY_MS * (1 - Math.pow(x, 0.7));
}
