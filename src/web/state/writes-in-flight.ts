/**
 * The writes sent and not yet answered, by record (`application:8`). A key pressed on a record whose write
 * is on its way waits for the answer, whichever surface sent it (a key, the palette, a screen): `a a`
 * moves an application two steps with the version the first write returned, and `a` right after the
 * palette's confirm acts on the status that write leaves, not on the one the row showed before it.
 */
const writes = new Map<string, Promise<unknown>>();

export function trackWrite(recordKey: string, write: Promise<unknown>): void {
  const settled = write.catch(() => {});
  writes.set(recordKey, settled);
  void settled.finally(() => {
    if (writes.get(recordKey) === settled) writes.delete(recordKey);
  });
}

export function writeInFlight(recordKey: string): Promise<unknown> | undefined {
  return writes.get(recordKey);
}
