// The file store's side of provider attachments: which file a delete releases (removed after the row's
// removal commits, file-store-staging.ts), and GET /api/files/provider-attachments/:id for a signed-in
// caller, written to the audit log like every other document download.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { ERR, httpStatusFor } from '../../domain/errors';
import { resolveSession } from '../auth/sessions';
import type { Queryable } from '../db/open';
import { auditLog, providerAttachments } from '../db/schema';
import type { Services } from '../rpc/run-command';
import { contentDisposition } from './file-store-route';
import { DEMO_KEY_PREFIX, demoDocument } from './file-store-demo';

export const PROVIDER_ATTACHMENT_DOWNLOAD_PATH = '/api/files/provider-attachments/:id';

const RELEASING: ReadonlySet<string> = new Set(['provider.deleteAttachment']);

export const releasesProviderFile = (commandId: string) => RELEASING.has(commandId);

/** The storage key a provider attachment delete will free, read before its transaction starts. */
export async function providerFileReleased(db: Queryable, commandId: string, body: Record<string, unknown>): Promise<string[]> {
  const id = body.attachment_id;
  if (!RELEASING.has(commandId) || typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return [];
  const [row] = await db.select({ key: providerAttachments.storageKey }).from(providerAttachments).where(eq(providerAttachments.id, id));
  return row ? [row.key] : [];
}

const refuse = (c: Context, err: number, msg: string) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ err, msg, data: null }, httpStatusFor(err) as 200);
};

export function providerAttachmentDownload(services: Services, clientIp: (c: Context) => string = () => '') {
  return async (c: Context) => {
    const authorization = c.req.header('authorization') ?? '';
    const token = authorization.toLowerCase().startsWith('bearer ') ? authorization.slice(7).trim() : '';
    const db = services.database.db;
    const session = token ? await resolveSession(db, services.config, token) : null;
    if (!session) return refuse(c, ERR.notLoggedIn, token ? 'Your session has expired. Sign in again.' : 'Not logged in.');

    const raw = c.req.param('id') ?? '';
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const [row] = id > 0 ? await db.select().from(providerAttachments).where(eq(providerAttachments.id, id)) : [];
    if (!row) return refuse(c, ERR.notFound, `Provider attachment ${raw.slice(0, 20)} not found.`);

    const store = services.adapters.files;
    let bytes = await store.get(row.storageKey);
    if (!bytes && row.storageKey.startsWith(DEMO_KEY_PREFIX)) {
      bytes = demoDocument(row.fileName);
      await store.put(row.storageKey, bytes).catch(() => {});
    }
    if (!bytes) return refuse(c, ERR.notFound, `The file of provider attachment ${id} (${row.fileName}) is missing from the file store.`);

    await db.insert(auditLog).values({
      accountId: session.account.id, command: 'provider.downloadAttachment', api: 'files/provider-attachments', source: 'api',
      args: { attachment_id: id }, entity: 'provider_attachment', entityId: String(id), clientIp: clientIp(c),
    });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': row.mimeType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(row.fileName),
      'Cache-Control': 'private, no-store',
    });
  };
}
