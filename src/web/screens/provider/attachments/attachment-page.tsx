// /provider/manage/attachment/:id — a provider's documents: upload one with its category (the newest
// company file is the one the provider's info shows), download, delete. Files are checked by content.
import { useRef, useState } from 'react';
import type { CommandContext } from '../../../../../commands';
import { ATTACHMENT_ACCEPT, ATTACHMENT_TYPE_NAMES, MAX_ATTACHMENT_SIZE_TEXT } from '../../../../domain/attachment-rules';
import { providerFileCategories } from '../../../../domain/enums/provider';
import { formatFileSize } from '../../../../domain/format/file-size';
import { formatDateTime } from '../../../../domain/format/relative-time';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectInput } from '../../../ui/field';
import { ProviderSubpage } from '../providers/provider-subpage';
import { downloadProviderFile, uploadProviderFile } from './provider-files';

export default function ProviderAttachmentPage() {
  return <ProviderSubpage testId="provider-attachments" render={({ info, context }) => <Attachments providerId={info.id} context={context} />} />;
}

function Attachments({ providerId, context }: { providerId: number; context: CommandContext }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState('company_file');
  const [busy, setBusy] = useState(false);
  const { data } = useCommandQuery('provider.attachments', { provider_id: providerId }, { context });

  async function onFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    await uploadProviderFile(providerId, category, file);
    setBusy(false);
    if (input.current) input.current.value = '';
  }
  async function remove(id: number, name: string) {
    if (!window.confirm(t('providers.files.confirmDelete', { name }))) return;
    await run('provider.deleteAttachment', { provider_id: providerId, attachment_id: id }, 'screen', { context }).catch(() => {});
  }

  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_340px]">
      <Card title={t('providers.files.title')} extra={data && <span className="text-xs text-ink-muted">{formatFileSize(data.total_size)}</span>} bodyClassName="p-0">
        {!data ? <p className="p-5 text-sm text-ink-muted">{t('providers.loading')}</p> : data.attachment_list.length === 0 ? (
          <p className="p-5 text-sm text-ink-muted" data-testid="provider-files-empty">{t('providers.files.none')}</p>
        ) : (
          <table className="w-full text-sm" data-testid="provider-files">
            <thead className="bg-black/[0.02] text-left text-ink-muted">
              <tr><th className="px-4 py-2 font-normal">{t('providers.files.name')}</th><th className="px-4 py-2 font-normal">{t('providers.files.category')}</th><th className="px-4 py-2 font-normal">{t('providers.files.size')}</th><th className="px-4 py-2 font-normal">{t('providers.files.uploaded_by')}</th><th /></tr>
            </thead>
            <tbody>
              {data.attachment_list.map((a) => (
                <tr key={a.id} className="border-t border-line" data-testid="provider-file-row" data-id={a.id}>
                  <td className="max-w-80 truncate px-4 py-2 font-medium" title={a.file_name}>{a.file_name}</td>
                  <td className="px-4 py-2 whitespace-nowrap">{enumLabel(providerFileCategories, a.category)}</td>
                  <td className="px-4 py-2 tabular-nums whitespace-nowrap text-ink-soft">{formatFileSize(a.size)}</td>
                  <td className="px-4 py-2 whitespace-nowrap text-ink-soft">{a.uploaded_by_name} · {formatDateTime(new Date(a.created_at)).slice(0, 10)}</td>
                  <td className="px-4 py-2 text-right whitespace-nowrap">
                    <Button size="sm" variant="text" onClick={() => void downloadProviderFile(a)}>{t('providers.files.download')}</Button>
                    <Button danger size="sm" variant="text" onClick={() => void remove(a.id, a.file_name)} data-testid="provider-file-delete">{t('providers.files.delete')}</Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card title={t('providers.files.upload')}>
        <label className="mb-1.5 block text-sm" htmlFor="provider-file-category">{t('providers.files.category')}</label>
        <SelectInput id="provider-file-category" className="mb-4 w-full" value={category} onChange={(e) => setCategory(e.target.value)}>
          {providerFileCategories.entries.map((c) => <option key={c.code} value={c.code}>{enumLabel(providerFileCategories, c.code)}</option>)}
        </SelectInput>
        <input ref={input} type="file" accept={ATTACHMENT_ACCEPT} className="hidden" onChange={(e) => void onFile(e.target.files?.[0])} data-testid="provider-file-input" />
        <Button variant="primary" loading={busy} onClick={() => input.current?.click()}>{t('providers.files.choose')}</Button>
        <p className="mt-3 text-xs text-ink-muted">{t('providers.files.rules', { types: ATTACHMENT_TYPE_NAMES, limit: MAX_ATTACHMENT_SIZE_TEXT })}</p>
      </Card>
    </div>
  );
}
