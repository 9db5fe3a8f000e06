// Uploading a provider's files; downloads are the shared api/download-file.ts.
import { FILE_PICKER } from '../../../../../commands/attachments';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_SIZE_TEXT } from '../../../../domain/attachment-rules';
import { run } from '../../../commands/dispatcher';
import { t } from '../../../i18n/i18n';
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

export { downloadFile as downloadProviderFile } from '../../../api/download-file';
