// GET /api/files/attachments/:id: an attachment's file, for a signed-in caller only (the token in the
// Authorization header, as for every call; never in the address, where logs would keep it). Each
// download is written to the audit log: these are people's documents.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { ERR, httpStatusFor } from '../../domain/errors';
import { resolveSession } from '../auth/sessions';
import { attachments, auditLog } from '../db/schema';
import type { Services } from '../rpc/run-command';
import { DEMO_KEY_PREFIX, demoDocument } from './file-store-demo';

export const ATTACHMENT_DOWNLOAD_PATH = '/api/files/attachments/:id';
export const attachmentDownloadUrl = (id: number) => `/api/files/attachments/${id}`;

const refuse = (c: Context, err: number, msg: string) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ err, msg, data: null }, httpStatusFor(err) as 200);
};

/** attachment; filename="…" for old clients (ASCII), filename*= for the real name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function attachmentDownload(services: Services, clientIp: (c: Context) => string = () => '') {
  return async (c: Context) => {
    const authorization = c.req.header('authorization') ?? '';
    const token = authorization.toLowerCase().startsWith('bearer ') ? authorization.slice(7).trim() : '';
    const db = services.database.db;
    const session = token ? await resolveSession(db, services.config, token) : null;
    if (!session) return refuse(c, ERR.notLoggedIn, token ? 'Your session has expired. Sign in again.' : 'Not logged in.');

    const raw = c.req.param('id') ?? '';
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const [row] = id > 0 ? await db.select().from(attachments).where(eq(attachments.id, id)) : [];
    if (!row) return refuse(c, ERR.notFound, `Attachment ${raw.slice(0, 20)} not found.`);

    const store = services.adapters.files;
    let bytes = await store.get(row.storageKey);
    if (!bytes && row.storageKey.startsWith(DEMO_KEY_PREFIX)) {
      bytes = demoDocument(row.fileName);
      await store.put(row.storageKey, bytes).catch(() => {}); // a second download makes it again
    }
    if (!bytes) return refuse(c, ERR.notFound, `The file of attachment ${id} (${row.fileName}) is missing from the file store.`);

    await db.insert(auditLog).values({
      accountId: session.account.id,
      command: 'attachment.download',
      api: 'files/attachments',
      source: 'api',
      args: { attachment_id: id },
      entity: 'attachment',
      entityId: String(id),
      clientIp: clientIp(c),
    });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': row.mimeType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(row.fileName),
      'Cache-Control': 'private, no-store',
    });
  };
}
