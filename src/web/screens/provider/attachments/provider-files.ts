// Uploading and downloading a provider's files. A download needs the session's token in its header (never
// in the address, where logs would keep it), so the file is fetched and handed over as a blob.
import { FILE_PICKER } from '../../../../../commands/attachments';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_SIZE_TEXT } from '../../../../domain/attachment-rules';
import { errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { t } from '../../../i18n/i18n';
import { session } from '../../../state/session';
import { toast } from '../../../state/toasts';

export async function uploadProviderFile(providerId: number, category: string, file: File): Promise<boolean> {
  if (file.size > MAX_ATTACHMENT_BYTES) {
    toast(t('providers.files.tooLarge', { name: file.name, limit: MAX_ATTACHMENT_SIZE_TEXT }), 'error');
    return false;
  }
  const context = { path: location.pathname, record: { kind: 'provider' as const, id: providerId, fields: { [FILE_PICKER]: true } } };
  const result = await run('provider.addAttachment', { provider_id: providerId, category, file }, 'screen', { context }).catch(() => null);
  if (result) toast(t('providers.files.uploaded', { name: result.attachment.file_name }), 'success');
  return Boolean(result);
}

export async function downloadProviderFile(file: { download_url: string; file_name: string }): Promise<void> {
  try {
    const response = await fetch(file.download_url, { headers: session.token ? { authorization: `Bearer ${session.token}` } : {} });
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { msg?: string } | null;
      throw new Error(answer?.msg || `${response.status} ${response.statusText}`);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = file.file_name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    toast(t('providers.files.downloadFailed', { name: file.file_name, reason: errorMessage(error) }), 'error');
  }
}
