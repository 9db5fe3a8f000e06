// A moment written as PostgreSQL prints a timestamptz in UTC with DateStyle ISO ('2026-11-27 09:20:00.12+00'):
// the form our `mode: 'string'` columns read back. An action sent as one statement (kit/versioned-update.ts)
// writes its updated_at from this and answers with the same text, so its answer equals the next read.
// Every connection runs in UTC (db/open.ts), so the text does not depend on the server's time zone.
export function pgTimestamp(moment: Date): string {
  const iso = moment.toISOString(); // 2026-11-27T09:20:00.120Z
  const fraction = iso.slice(20, 23).replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
}
