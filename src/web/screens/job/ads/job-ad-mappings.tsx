// The ad's mirrors on outside job boards (SEEK, Indeed …): each with its id and link, added, corrected or
// removed in place. The forms are the catalogue's own (CommandForm), so the checks and messages are the
// server's; a removal asks first, with Cancel focused.
import { useState } from 'react';
import type { CommandContext } from '../../../../../commands';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CommandForm } from '../../generic/command-form';

type Editing = { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'delete'; id: number } | null;

export function JobAdMappings({ jobId, context, readOnly }: { jobId: number; context: CommandContext; readOnly: boolean }) {
  const t = useT();
  const { data } = useCommandQuery('job.externalMappings', { job_id: jobId }, { context });
  const rows = data?.mapping_list ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (id: number, version: number) => {
    setBusy(true);
    try {
      await run('job.deleteExternalMapping', { mapping_id: id, version }, 'screen', { context });
      setEditing(null);
    } catch {
      // Shown by the dispatcher.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={t('jobAds.view.mappings')}
      extra={!readOnly && editing?.kind !== 'add' && <Button size="sm" onClick={() => setEditing({ kind: 'add' })} data-testid="mapping-add">{t('jobAds.mappings.add')}</Button>}
      data-testid="job-ad-mappings"
    >
      {editing?.kind === 'add' && (
        <div className="mb-3 rounded border border-line p-3" data-testid="mapping-add-form">
          <CommandForm commandId="job.addExternalMapping" fixed={{ job_id: jobId }} hidden={['job_id']} context={context} testId="mapping-add" onDone={() => setEditing(null)} />
          <Button className="mt-1" variant="text" onClick={() => setEditing(null)}>{t('jobAds.mappings.cancel')}</Button>
        </div>
      )}
      {rows.length === 0 && editing?.kind !== 'add' && <p className="text-sm text-ink-muted">{t('jobAds.view.noMappings')}</p>}
      <ul className="divide-y divide-black/5 text-sm">
        {rows.map((m) => (
          <li key={m.id} className="py-2" data-testid="mapping-row" data-mapping-id={m.id}>
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate">
                <span className="font-medium capitalize">{m.source.replace('_', ' ')}</span>{' '}
                {m.external_url ? <a href={m.external_url} target="_blank" rel="noopener noreferrer" className="text-primary">{m.external_id}</a> : m.external_id}
              </span>
              {!readOnly && (
                <span className="shrink-0 whitespace-nowrap">
                  <Button size="sm" variant="text" onClick={() => setEditing({ kind: 'edit', id: m.id })} data-testid="mapping-edit">{t('jobAds.mappings.edit')}</Button>
                  <Button size="sm" variant="text" danger onClick={() => setEditing({ kind: 'delete', id: m.id })} data-testid="mapping-delete">{t('jobAds.mappings.delete')}</Button>
                </span>
              )}
            </div>
            {editing?.kind === 'edit' && editing.id === m.id && (
              <div className="mt-2 rounded border border-line p-3" data-testid="mapping-edit-form">
                <CommandForm
                  commandId="job.editExternalMapping"
                  fixed={{ mapping_id: m.id, version: m.version }}
                  defaults={{ source: m.source, external_id: m.external_id, external_url: m.external_url }}
                  hidden={['mapping_id', 'version']}
                  context={context}
                  testId="mapping-edit"
                  onDone={() => setEditing(null)}
                />
                <Button className="mt-1" variant="text" onClick={() => setEditing(null)}>{t('jobAds.mappings.cancel')}</Button>
              </div>
            )}
            {editing?.kind === 'delete' && editing.id === m.id && (
              <div className="mt-2 flex flex-wrap items-center gap-2 rounded bg-[#fff2f0] p-2" data-testid="mapping-confirm">
                <span>{t('jobAds.mappings.confirmDelete', { source: m.source.replace('_', ' '), id: m.external_id })}</span>
                <Button size="sm" variant="primary" className="!border-danger !bg-danger" loading={busy} onClick={() => void remove(m.id, m.version)} data-testid="mapping-confirm-delete">{t('jobAds.mappings.delete')}</Button>
                <Button size="sm" autoFocus onClick={() => setEditing(null)} data-testid="mapping-confirm-cancel">{t('jobAds.mappings.keep')}</Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
