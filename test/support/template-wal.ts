// A PGlite data folder is copied for every suite (test/support/template.ts), so the template is kept
// small: after a checkpoint, PostgreSQL needs only the write-ahead-log segment that holds it; the rest
// of pg_wal are segments kept for reuse (4 of 16 MB each here). Dropping them and vacuuming first took
// a copy's open from ~2.5 s to ~0.9 s on this machine, and the copy writes new segments as it needs them.
import { Readable } from 'node:stream';
import { extract, pack } from 'tar-stream';
import type { PGlite } from '@electric-sql/pglite';

/** Vacuums and checkpoints, then dumps the data folder without the WAL segments the checkpoint left behind. */
export async function compactDataDir(pglite: PGlite): Promise<Buffer> {
  await pglite.query('VACUUM FULL');
  await pglite.query('CHECKPOINT');
  const { rows } = await pglite.query<{ segment: string }>('select pg_walfile_name(pg_current_wal_lsn()) as segment');
  const keep = rows[0].segment;
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  return withoutSpareSegments(dump, keep);
}

const SEGMENT = /\/pg_wal\/[0-9A-F]{24}$/;

/** The tar again, minus every WAL segment other than `keep`. */
async function withoutSpareSegments(tar: Buffer, keep: string): Promise<Buffer> {
  const input = extract();
  const output = pack();
  const chunks: Buffer[] = [];
  output.on('data', (chunk) => chunks.push(chunk as Buffer));
  const done = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
    input.on('error', reject);
  });
  let kept = false;
  for await (const entry of Readable.from([tar]).pipe(input)) {
    const name = entry.header.name;
    if (SEGMENT.test(name) && !name.endsWith(`/${keep}`)) {
      entry.resume();
      continue;
    }
    if (name.endsWith(`/${keep}`)) kept = true;
    const body: Buffer[] = [];
    for await (const chunk of entry) body.push(chunk as Buffer);
    output.entry(entry.header, Buffer.concat(body));
  }
  output.finalize();
  await done;
  if (!kept) throw new Error(`the template's dump has no WAL segment ${keep}`);
  return Buffer.concat(chunks);
}
