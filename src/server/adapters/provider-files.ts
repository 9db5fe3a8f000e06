// The file store's side of provider attachments: which file a delete releases (removed after the row's
// removal commits, file-store-staging.ts), and GET /api/files/provider-attachments/:id for a signed-in
// caller, written to the audit log like every other document download.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Queryable } from '../db/open';
import { providerAttachments } from '../db/schema';
import type { Services } from '../rpc/call-types';
import { storedFileDownload, type StoredFileKind } from './stored-file-download';

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

/** A provider's attachment (company file, insurance, agreements). */
const providerFileKind: StoredFileKind = {
  noun: 'Provider attachment',
  load: async (db, id) => (await db.select().from(providerAttachments).where(eq(providerAttachments.id, id)))[0],
  audit: { command: 'provider.downloadAttachment', api: 'files/provider-attachments', entity: 'provider_attachment', idArg: 'attachment_id' },
};

export const providerAttachmentDownload = (services: Services, clientIp?: (c: Context) => string) => storedFileDownload(services, providerFileKind, clientIp);
