// Spec §9: the wire mixes seconds and milliseconds; a 10-digit timestamp is seconds.
export type Timestamp = number | string | Date;

/** Milliseconds since the epoch, or NaN when the value is not a time. */
export function toMillis(ts: Timestamp): number {
  if (ts instanceof Date) return ts.getTime();
  if (typeof ts === 'string') {
    const trimmed = ts.trim();
    if (/^-?\d+(?:\.\d+)?$/.test(trimmed)) return toMillis(Number(trimmed));
    return trimmed === '' ? Number.NaN : Date.parse(trimmed);
  }
  if (!Number.isFinite(ts)) return Number.NaN;
  return String(Math.trunc(Math.abs(ts))).length === 10 ? ts * 1000 : ts;
}
