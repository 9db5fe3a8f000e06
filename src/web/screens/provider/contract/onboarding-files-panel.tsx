// A provider's onboarding files: documents handed to workers when they onboard. Uploads are checked by
// content on the server (PDF, PNG, JPEG, DOCX, at most 10 MB); a download comes back through the API.
import { useRef, useState } from 'react';
import { FILE_PICKER } from '../../../../../commands/attachments';
import { ATTACHMENT_ACCEPT, ATTACHMENT_TYPE_NAMES, MAX_ATTACHMENT_SIZE_TEXT } from '../../../../domain/attachment-rules';
import { formatFileSize } from '../../../../domain/format/file-size';
import { formatDateTime } from '../../../../domain/format/relative-time';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { TextInput } from '../../../ui/field';

async function download(id: number) {
  const file = await run('contract.downloadOnboardingFile', { onboarding_file_id: id }, 'screen');
  const bytes = Uint8Array.from(atob(file.content_base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mime_type }));
  Object.assign(document.createElement('a'), { href: url, download: file.file_name }).click();
  URL.revokeObjectURL(url);
}

export function OnboardingFilesPanel({ providerId }: { providerId: number }) {
  const t = useT();
  const { data } = useCommandQuery('contract.onboardingFiles', { provider_id: providerId });
  const picker = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      await run('contract.addOnboardingFile', { provider_id: providerId, file, ...(title.trim() ? { title: title.trim() } : {}) }, 'screen',
        { context: { path: '', record: { kind: 'provider', id: providerId, fields: { [FILE_PICKER]: true } } } });
      setTitle('');
    } catch {
      // shown by the dispatcher
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };
  return (
    <div data-testid="onboarding-files">
      <div className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-3">
        <TextInput className="!w-64" placeholder={t('masterBoard.files.titlePlaceholder')} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} aria-label={t('masterBoard.files.title')} />
        <input ref={picker} type="file" accept={ATTACHMENT_ACCEPT} className="hidden" data-testid="onboarding-file-input" onChange={(e) => { const f = e.target.files?.[0]; if (f) void upload(f); }} />
        <Button variant="primary" loading={busy} onClick={() => picker.current?.click()} data-testid="onboarding-file-upload">{t('masterBoard.files.upload')}</Button>
        <span className="text-xs text-ink-muted">{t('masterBoard.files.rules', { types: ATTACHMENT_TYPE_NAMES, size: MAX_ATTACHMENT_SIZE_TEXT })}</span>
      </div>
      {data?.file_list.length === 0 && <p className="p-5 text-sm text-ink-muted">{t('masterBoard.files.none')}</p>}
      <ul className="divide-y divide-line">
        {data?.file_list.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="onboarding-file">
            <div>
              <div className="font-medium">{f.title}</div>
              <div className="text-xs text-ink-muted">{f.file_name} · {formatFileSize(f.size)} · {f.uploaded_by_name ?? '—'} · {formatDateTime(new Date(f.created_at))}</div>
            </div>
            <div className="flex gap-1">
              <Button size="sm" onClick={() => void download(f.id).catch(() => {})}>{t('masterBoard.files.download')}</Button>
              <Button danger size="sm" variant="text" 
 onClick={() => { if (window.confirm(t('masterBoard.files.confirmDelete', { name: f.title }))) void run('contract.deleteOnboardingFile', { onboarding_file_id: f.id }, 'screen').catch(() => {}); }}>
                {t('masterBoard.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
