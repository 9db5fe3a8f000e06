// GET /api/files/library/:id: a file of the console's library (/files), for a signed-in caller only
// (the token in the Authorization header, never in the address). Always an attachment, never shown
// inline, with nosniff, so a file cannot run as a page of ours; each download is audited.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { ERR, httpStatusFor } from '../../domain/errors';
import { resolveSession } from '../auth/sessions';
import { auditLog, libraryFiles } from '../db/schema';
import type { Services } from '../rpc/run-command';
import { DEMO_KEY_PREFIX, demoDocument } from './file-store-demo';
import { contentDisposition } from './file-store-route';

export const LIBRARY_DOWNLOAD_PATH = '/api/files/library/:id';
export const libraryDownloadUrl = (id: number) => `/api/files/library/${id}`;

const refuse = (c: Context, err: number, msg: string) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ err, msg, data: null }, httpStatusFor(err) as 200);
};

export function libraryDownload(services: Services, clientIp: (c: Context) => string = () => '') {
  return async (c: Context) => {
    const authorization = c.req.header('authorization') ?? '';
    const token = authorization.toLowerCase().startsWith('bearer ') ? authorization.slice(7).trim() : '';
    const db = services.database.db;
    const session = token ? await resolveSession(db, services.config, token) : null;
    if (!session) return refuse(c, ERR.notLoggedIn, token ? 'Your session has expired. Sign in again.' : 'Not logged in.');

    const raw = c.req.param('id') ?? '';
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const [row] = id > 0 ? await db.select().from(libraryFiles).where(eq(libraryFiles.id, id)) : [];
    if (!row) return refuse(c, ERR.notFound, `File ${raw.slice(0, 20)} not found.`);
    const store = services.adapters.files;
    let bytes = await store.get(row.storageKey);
    if (!bytes && row.storageKey.startsWith(DEMO_KEY_PREFIX)) {
      bytes = demoDocument(row.fileName);
      await store.put(row.storageKey, bytes).catch(() => {}); // a second download makes it again
    }
    if (!bytes) return refuse(c, ERR.notFound, `The content of file ${id} (${row.fileName}) is missing from the file store.`);

    await db.insert(auditLog).values({
      accountId: session.account.id, command: 'file.download', api: 'files/library', source: 'api', args: { file_id: id },
      entity: 'library_file', entityId: String(id), clientIp: clientIp(c),
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
