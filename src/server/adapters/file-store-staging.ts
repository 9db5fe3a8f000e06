// Files never wait inside a transaction (PGlite serialises everything): an upload is checked and written
// to the file store before its command's transaction starts, and removed again when the command fails;
// a deleted attachment's file goes only once the row's removal has committed.
import { eq } from 'drizzle-orm';
import type { ServerCommand } from '../../../commands';
import { mayRun } from '../../../commands/permissions';
import { attachmentProblem, detectAttachmentType, type AttachmentType } from '../../domain/attachment-rules';
import type { FieldError } from '../../domain/errors';
import { invalidArguments } from '../app-error';
import { resolveSession } from '../auth/sessions';
import { attachments } from '../db/schema';
import type { Caller, Services } from '../rpc/call-types';
import { runCommand } from '../rpc/run-command';
import type { FileStore } from './file-store';
import { newAttachmentKey, StagedFile } from './file-store-upload';
import { releasesResumeFiles, resumeFilesReleased } from '../resume-blur/resume-files';
import { providerFileReleased, releasesProviderFile } from './provider-files';

/** Commands that remove an attachment row: its file goes after they commit. */
const RELEASES_FILE: ReadonlySet<string> = new Set(['attachment.deleteApplication', 'attachment.deleteStaff']);
/** Commands that read their upload themselves (a CSV import) and keep no file: nothing is staged for them. */
const READS_UPLOAD_ITSELF: ReadonlySet<string> = new Set(['outer.import', 'employee.import']);

/** Whether a command reads its uploaded file itself (a CSV import) rather than keeping it as an attachment. */
export const readsUploadItself = (commandId: string) => READS_UPLOAD_ITSELF.has(commandId);

type Upload = { path: string; set: (file: File) => void; file: File };

/** The files of a multipart body, at a top-level field or in a top-level list, with where each sits. */
function uploadsIn(body: Record<string, unknown>, shape: Record<string, unknown>): Upload[] {
  const out: Upload[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!(key in shape)) continue; // an unknown field is refused by the schema before anything is kept
    if (value instanceof File) out.push({ path: key, file: value, set: (f) => (body[key] = f) });
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item instanceof File) out.push({ path: `${key}.${i}`, file: item, set: (f) => (value[i] = f) });
      });
    }
  }
  return out;
}

/** Checks every file by its content and size; refuses them all, each named, before any is kept. */
async function checkUploads(uploads: Upload[]): Promise<{ upload: Upload; bytes: Uint8Array; type: AttachmentType }[]> {
  const checked: { upload: Upload; bytes: Uint8Array; type: AttachmentType }[] = [];
  const problems: FieldError[] = [];
  for (const upload of uploads) {
    const bytes = new Uint8Array(await upload.file.arrayBuffer());
    const type = detectAttachmentType(bytes);
    const problem = attachmentProblem(upload.file.name || 'The file', bytes.byteLength, type);
    if (problem) problems.push({ path: upload.path, message: problem });
    else checked.push({ upload, bytes, type: type! });
  }
  if (problems.length) throw invalidArguments(problems);
  return checked;
}

async function keyOfAttachment(services: Services, body: Record<string, unknown>): Promise<string | null> {
  const id = body.attachment_id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await services.database.db.select({ key: attachments.storageKey }).from(attachments).where(eq(attachments.id, id));
  return row?.key ?? null;
}

/** runCommand, with the file store's side of uploads and deletions kept outside the transaction. */
export async function runWithFiles(services: Services, command: ServerCommand, body: unknown, caller: Caller): Promise<unknown> {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const uploads = record && !READS_UPLOAD_ITSELF.has(command.id) ? uploadsIn(record, command.args.shape as Record<string, unknown>) : [];
  const releases = record && (RELEASES_FILE.has(command.id) || releasesResumeFiles(command.id) || releasesProviderFile(command.id));
  if (!uploads.length && !releases) return runCommand(services, command, body, caller);

  const store: FileStore = services.adapters.files;
  const staged: string[] = [];
  // Only a signed-in caller's files reach the disk; anyone else is refused by runCommand as usual.
  const session = caller.token ? await resolveSession(services.database.db, services.config, caller.token) : null;
  // …and may run this command (commands/permissions.ts); a refused caller's files are never written.
  const signedIn = session && mayRun(command, session.account.accountType) ? session : null;
  if (uploads.length && signedIn) {
    for (const { upload, bytes, type } of await checkUploads(uploads)) {
      const file = new StagedFile(bytes, upload.file.name, type, newAttachmentKey(type));
      try {
        await store.put(file.storage_key, bytes);
      } catch (error) {
        await Promise.all(staged.map((key) => store.delete(key).catch(() => {})));
        throw error;
      }
      staged.push(file.storage_key);
      upload.set(file);
    }
  }
  const released = releases && RELEASES_FILE.has(command.id) && signedIn ? await keyOfAttachment(services, record!) : null;
  const releasedResumeFiles = releases && signedIn ? await resumeFilesReleased(services.database.db, command.id, record!) : [];
  const releasedProviderFiles = releases && signedIn ? await providerFileReleased(services.database.db, command.id, record!) : [];
  try {
    const result = await runCommand(services, command, record, caller);
    if (released) await store.delete(released).catch((error) => console.error(`could not remove ${released} after its row was deleted:`, error));
    for (const key of releasedResumeFiles) await store.delete(key).catch((error) => console.error(`could not remove ${key} after its resume changed:`, error));
    for (const key of releasedProviderFiles) await store.delete(key).catch((error) => console.error(`could not remove ${key} after its row was deleted:`, error));
    return result;
  } catch (error) {
    await Promise.all(staged.map((key) => store.delete(key).catch(() => {})));
    throw error;
  }
}
