// What a `writes` notice names (issue 24): the records a committed write changed, as kind, id, the
// version it left and the account that wrote it. Only ids travel, never a record's contents: each console
// re-reads what it may see through its own calls. A burst past CHANGED_RECORDS_CAP records is just "many"
// (a PostgreSQL notice holds under 8000 bytes, and a console then re-reads its screen anyway).

export interface ChangedRecord {
  /** A record kind of commands/record-kinds.ts (`application`). */
  kind: string;
  id: number;
  /** The version the write left, when the record is versioned. */
  version?: number;
  /** The account that wrote it. */
  by?: number;
  /**
   * Which session wrote it (a short tag of its token hash), between instances only: each console's stream
   * turns it into `mine` (written from this very console) and never sends it on.
   */
  session?: string;
}

/** The tag of a session in `ChangedRecord.session`. */
export function sessionTag(tokenHash: string): string {
  return tokenHash.slice(0, 12);
}

/** Past this many records in one notice, it says "many" instead of naming them. */
export const CHANGED_RECORDS_CAP = 200;

/** One record on the channel, compactly: `application:12:4:7` (kind, id, version, by; empty when unknown). */
export function encodeChanged(record: ChangedRecord): string {
  return `${record.kind}:${record.id}:${record.version ?? ''}:${record.by ?? ''}:${record.session ?? ''}`;
}

export function decodeChanged(text: unknown): ChangedRecord | null {
  if (typeof text !== 'string') return null;
  const [kind, id, version, by, session] = text.split(':');
  const number = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : undefined);
  const recordId = number(id);
  if (!kind || recordId === undefined) return null;
  const record: ChangedRecord = { kind, id: recordId };
  if (number(version) !== undefined) record.version = number(version);
  if (number(by) !== undefined) record.by = number(by);
  if (session) record.session = session;
  return record;
}

/** The same record (kind and id), whatever the version. */
export function recordKeyOf(record: Pick<ChangedRecord, 'kind' | 'id'>): string {
  return `${record.kind}:${record.id}`;
}
