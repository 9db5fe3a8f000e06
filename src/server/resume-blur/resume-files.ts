// Which stored files a resume command lets go of, read before it runs and removed from the file store
// only after it commits (file-store-staging.ts calls this): a deleted resume's file and its redacted
// copy; a new redaction's previous copy.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { attachments, staffResumes } from '../db/schema';

const RELEASING = new Set(['resume.delete', 'resume.autoBlur']);

export const releasesResumeFiles = (commandId: string) => RELEASING.has(commandId);

export async function resumeFilesReleased(db: Queryable, commandId: string, body: Record<string, unknown>): Promise<string[]> {
  const id = body.resume_id;
  if (!RELEASING.has(commandId) || typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return [];
  const [row] = await db.select({ original: staffResumes.attachmentId, blurred: staffResumes.blurredAttachmentId }).from(staffResumes).where(eq(staffResumes.id, id));
  if (!row) return [];
  const ids = commandId === 'resume.delete' ? [row.original, row.blurred] : [row.blurred];
  const keys: string[] = [];
  for (const attachmentId of ids) {
    if (!attachmentId) continue;
    const [a] = await db.select({ key: attachments.storageKey }).from(attachments).where(eq(attachments.id, attachmentId));
    if (a) keys.push(a.key);
  }
  return keys;
}
