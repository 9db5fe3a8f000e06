// GET /api/files/library/:id: a file of the console's library (/files), through the one stored-file
// download (signed-in callers only, an attachment with nosniff, audited).
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { libraryFiles } from '../db/schema';
import type { Services } from '../rpc/call-types';
import { storedFileDownload, type StoredFileKind } from './stored-file-download';

export const LIBRARY_DOWNLOAD_PATH = '/api/files/library/:id';
export const libraryDownloadUrl = (id: number) => `/api/files/library/${id}`;

/** A file of the console's library (/files). */
const libraryFileKind: StoredFileKind = {
  noun: 'File',
  load: async (db, id) => (await db.select().from(libraryFiles).where(eq(libraryFiles.id, id)))[0],
  audit: { command: 'file.download', api: 'files/library', entity: 'library_file', idArg: 'file_id' },
};

export const libraryDownload = (services: Services, clientIp?: (c: Context) => string) => storedFileDownload(services, libraryFileKind, clientIp);
