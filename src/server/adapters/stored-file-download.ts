// GET /api/files/<kind>/:id for every stored file (attachments, the file library, provider attachments):
// for a signed-in caller only (the token in the Authorization header, never in the address, where logs
// would keep it), always an attachment with nosniff so a file never runs as a page of ours, and each
// download written to the audit log: these are people's documents.
import type { Context } from 'hono';
import { ERR, httpStatusFor } from '../../domain/errors';
import { resolveSession } from '../auth/sessions';
import type { Queryable } from '../db/open';
import { auditLog } from '../db/schema';
import type { Services } from '../rpc/call-types';
import { DEMO_KEY_PREFIX, demoDocument } from './file-store-demo';
import { bearerToken } from '../auth/bearer';

/** What one kind of stored file is: how its row is read and how its download is audited. */
export interface StoredFileKind {
  /** In messages: 'Attachment', 'File', 'Provider attachment'. */
  noun: string;
  load: (db: Queryable, id: number) => Promise<{ fileName: string; mimeType: string; storageKey: string } | undefined>;
  audit: { command: string; api: string; entity: string; idArg: string };
}

const refuse = (c: Context, err: number, msg: string) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ err, msg, data: null }, httpStatusFor(err) as 200);
};

/** attachment; filename="…" for old clients (ASCII), filename*= for the real name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function storedFileDownload(services: Services, kind: StoredFileKind, clientIp: (c: Context) => string = () => '') {
  return async (c: Context) => {
    const token = bearerToken(c.req.header('authorization'));
    const db = services.database.db;
    const session = token ? await resolveSession(db, services.config, token) : null;
    if (!session) return refuse(c, ERR.notLoggedIn, token ? 'Your session has expired. Sign in again.' : 'Not logged in.');

    const raw = c.req.param('id') ?? '';
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const row = id > 0 ? await kind.load(db, id) : undefined;
    if (!row) return refuse(c, ERR.notFound, `${kind.noun} ${raw.slice(0, 20)} not found.`);

    const store = services.adapters.files;
    let bytes = await store.get(row.storageKey);
    if (!bytes && row.storageKey.startsWith(DEMO_KEY_PREFIX)) {
      bytes = demoDocument(row.fileName);
      await store.put(row.storageKey, bytes).catch(() => {}); // a second download makes it again
    }
    if (!bytes) return refuse(c, ERR.notFound, `The content of ${kind.noun.toLowerCase()} ${id} (${row.fileName}) is missing from the file store.`);

    await db.insert(auditLog).values({
      accountId: session.account.id, command: kind.audit.command, api: kind.audit.api, source: 'api',
      args: { [kind.audit.idArg]: id }, entity: kind.audit.entity, entityId: String(id), clientIp: clientIp(c),
    });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': row.mimeType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(row.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  };
}
