// Every download of a stored file (attachments, resumes, provider files, the file library) goes through
// here. A download needs the session's token in its Authorization header (never in the address, where logs
// would keep it), so the file is fetched and handed to the browser as a blob under its own name.
import { errorMessage } from './api-error';
import { t } from '../i18n/i18n';
import { session } from '../state/session';
import { toast } from '../state/toasts';

export async function downloadFile(attachment: { download_url: string; file_name: string }): Promise<void> {
  try {
    const response = await fetch(attachment.download_url, { headers: session.token ? { authorization: `Bearer ${session.token}` } : {} });
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { msg?: string } | null;
      throw new Error(answer?.msg || `${response.status} ${response.statusText}`);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.file_name;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has started the download by now; the object URL is not needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    toast(t('notes.attachments.downloadFailed', { name: attachment.file_name, reason: errorMessage(error) }), 'error');
  }
}
