// Uploads chosen or dropped files: to one application in one call (at most five a call), or to the
// applicant's own files one call each. Files too large are refused here before they travel.
import { FILE_PICKER } from '../../../../../commands/attachments';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_SIZE_TEXT, MAX_FILES_PER_UPLOAD } from '../../../../domain/attachment-rules';
import { run } from '../../../commands/dispatcher';
import { t } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { applicationContext, personContext } from './screen-context';

export type UploadTarget = { kind: 'applicant'; staffId: number } | { kind: 'application'; applicationId: number };

const picker = { [FILE_PICKER]: true };

/** Resolves with how many files were kept; each refusal is shown as it happens. */
export async function uploadFiles(target: UploadTarget, files: readonly File[]): Promise<number> {
  const fitting = files.filter((file) => {
    if (file.size <= MAX_ATTACHMENT_BYTES) return true;
    toast(`${file.name} is larger than the ${MAX_ATTACHMENT_SIZE_TEXT} limit for one file.`, 'error');
    return false;
  });
  let kept = 0;
  const options = { quiet: true, record: false } as const;
  if (target.kind === 'application') {
    for (let from = 0; from < fitting.length; from += MAX_FILES_PER_UPLOAD) {
      const batch = fitting.slice(from, from + MAX_FILES_PER_UPLOAD);
      const context = applicationContext(target.applicationId, picker);
      const result = await run('attachment.uploadApplication', { application_id: target.applicationId, files: batch }, 'screen', { ...options, context }).catch(() => null);
      kept += result?.attachments.length ?? 0;
    }
  } else {
    for (const file of fitting) {
      const context = personContext(target.staffId, picker);
      const result = await run('attachment.addStaff', { staff_id: target.staffId, file }, 'screen', { ...options, context }).catch(() => null);
      if (result) kept += 1;
    }
  }
  if (kept) toast(t('notes.attachments.uploaded', { count: kept }), 'success');
  return kept;
}
