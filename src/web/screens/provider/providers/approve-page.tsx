// /provider/approve — disable requests waiting for a decision (pending first; the filter shows decided
// ones too). j/k to a request, shift+v to approve or reject it in the palette; Enter opens the provider.
import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { getCommand } from '../../../../../commands';
import { useT } from '../../../i18n/i18n';
import { formatTotal } from '../../../ui/count-format';
import { Kbd } from '../../../ui/kbd';
import { PageHeader } from '../../../ui/page-header';
import { CommandList, type ListTotal } from '../../generic/command-list';
import { disableRequestList } from './provider-lists';

export default function ProviderApprovePage() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const [total, setTotal] = useState<ListTotal | null>(null);
  const onTotal = useCallback((next: ListTotal) => setTotal((prev) => (prev?.total === next.total ? prev : next)), []);
  const title = t('route.providerApprove');
  return (
    <div className="space-y-4" data-testid="provider-approve-page">
      <PageHeader
        title={title}
        count={total && formatTotal(total.total, total.estimated)}
        testId="disable-requests-title"
        hint={<span>{t('providers.approve.hint')} <Kbd kbd={getCommand('provider.approveDisable').kbd!} /></span>}
      />
      <section className="rounded-lg bg-white shadow-card">
        <CommandList
          spec={disableRequestList}
          label={title}
          initialFilters={{ status: 'pending', ...Object.fromEntries(search) }}
          initialFocusId={Number(search.get('disableRequest')) || null}
          onTotal={onTotal}
          height="max(320px, calc(100vh - 330px))"
        />
      </section>
    </div>
  );
}
