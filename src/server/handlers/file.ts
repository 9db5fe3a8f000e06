// Handlers of commands/file.ts. The upload is already in the file store when add_file runs
// (file-store-staging.ts checked it by content and size, wrote it before the transaction, and removes
// it if the command fails): nothing here waits on a file inside the transaction.
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { fileCommands, fileList, LibraryFileRow } from '../../../commands/file';
import { attachmentTypes } from '../../domain/attachment-rules';
import { formatFileSize } from '../../domain/format/file-size';
import { ERR } from '../../domain/errors';
import { AppError } from '../app-error';
import { libraryDownloadUrl } from '../adapters/file-library-route';
import { StagedFile } from '../adapters/file-store-upload';
import type { Queryable } from '../db/open';
import { libraryFiles } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { containing } from '../queries/staff-keyword';
import { author } from './note-support';
import type { HandlersFor } from './types';

type Stored = Omit<LibraryFileRow, 'type' | 'download_url' | 'size_label'>;

const columns = {
  id: libraryFiles.id, title: libraryFiles.title, description: libraryFiles.description, file_name: libraryFiles.fileName,
  mime_type: libraryFiles.mimeType, size: libraryFiles.sizeBytes, uploaded_by_name: libraryFiles.uploadedByName, created_at: libraryFiles.createdAt,
};

const typeOf = (mime: string) => attachmentTypes.find((t) => t.mime === mime)?.id ?? 'pdf';
const shown = (row: Stored): LibraryFileRow => ({ ...row, type: typeOf(row.mime_type), size_label: formatFileSize(row.size), download_url: libraryDownloadUrl(row.id) });

const listSpec: PagedListSpec<ParsedArgsOf<typeof fileList>, Stored> = {
  name: 'file_list',
  rows: (db: Queryable) => db.select(columns).from(libraryFiles).$dynamic(),
  matching: (db, cols) => db.select(cols).from(libraryFiles).$dynamic(),
  filters: {
    keyword: (k) => or(ilike(libraryFiles.title, containing(k)), ilike(libraryFiles.fileName, containing(k)), ilike(libraryFiles.description, containing(k))),
    type: (t) => eq(libraryFiles.mimeType, attachmentTypes.find((a) => a.id === t)!.mime),
  },
  sorts: { created_at: libraryFiles.createdAt, title: sql`lower(${libraryFiles.title})`, size: libraryFiles.sizeBytes },
  tieBreak: libraryFiles.id,
};

export const fileHandlers: HandlersFor<typeof fileCommands> = {
  async 'file.list'(args, ctx) {
    const page = await pagedList(ctx.db, listSpec, args);
    return { ...page, list: page.list.map(shown) };
  },

  async 'file.add'({ file, title, description }, ctx) {
    if (!(file instanceof StagedFile)) throw new AppError(ERR.internal, 'Internal error: the upload was not kept before its command ran.');
    const by = author(ctx);
    const stem = file.file_name.replace(/\.[^.]+$/, '');
    const [row] = await ctx.db
      .insert(libraryFiles)
      .values({
        title: title || stem, description: description ?? '', fileName: file.file_name, storageKey: file.storage_key,
        mimeType: file.detected.mime, sizeBytes: file.size_bytes, uploadedById: by.id, uploadedByName: by.name,
      })
      .returning(columns);
    const added = shown(row);
    ctx.audit({ entity: 'library_file', entityId: added.id, before: null, after: added });
    return { file: added };
  },
};
