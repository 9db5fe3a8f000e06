// The provider's job posting status on its manage page: open, approval required (its ads go live only
// through approval) or suspended, with a note and how many of its ads are live; changed in place with the
// catalogue's own form (set_provider_job_status, versioned).
import { useState } from 'react';
import type { CommandContext } from '../../../../../commands';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { StatusTag } from '../../../ui/status-tag';
import { CommandForm } from '../../generic/command-form';

const TONE = { open: 'green', approval_required: 'gold', suspended: 'red' } as const;

export function ProviderJobPosting({ providerId, providerName, context }: { providerId: number; providerName: string; context: CommandContext }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  // The list is one row per provider (a few dozen), filtered here by name and matched by id.
  const { data } = useCommandQuery('job.providerJobStatuses', { keyword: providerName }, { context });
  const row = data?.list.find((r) => r.provider_id === providerId);

  return (
    <Card
      title={t('providers.jobPosting.title')}
      extra={row && !editing && <Button size="sm" onClick={() => setEditing(true)} data-testid="provider-job-posting-change">{t('providers.jobPosting.change')}</Button>}
      data-testid="provider-job-posting"
    >
      {!row ? <p className="text-sm text-ink-muted">{t('providers.loading')}</p> : (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <StatusTag tone={TONE[row.job_status]} testId="provider-job-status">{t(`providers.jobPosting.status.${row.job_status}`)}</StatusTag>
            <span className="text-ink-soft">{t('providers.jobPosting.counts', { live: row.published_count, total: row.total_count })}</span>
          </p>
          {row.note && <p className="mt-2 text-sm text-ink-soft">{row.note}</p>}
          {editing && (
            <div className="mt-3 border-t border-line pt-3">
              <CommandForm
                key={row.version}
                commandId="job.setProviderJobStatus"
                fixed={{ provider_id: providerId, version: row.version }}
                defaults={{ job_status: row.job_status, note: row.note }}
                hidden={['provider_id', 'version']}
                context={context}
                testId="provider-job-posting"
                onDone={() => setEditing(false)}
              />
              <Button className="mt-1" variant="text" onClick={() => setEditing(false)}>{t('providers.jobPosting.cancel')}</Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
