// The wait before attempt n+1 after attempt n failed: backoffMs, doubling each time, capped.
export function backoffAfter(attempt: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempt - 1));
}
