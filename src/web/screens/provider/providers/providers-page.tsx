// Provider › Providers › Enabled / Disabled: the kit list of provider_list fixed to one status, the
// total beside the title, and the form that adds a provider. Enter opens a provider's manage page.
import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../../i18n/i18n';
import { formatTotal } from '../../../ui/count-format';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { CommandForm } from '../../generic/command-form';
import { CommandList, type ListTotal } from '../../generic/command-list';
import { disabledProviderList, providerList } from './provider-lists';

export function ProvidersPage({ status }: { status: 'enabled' | 'disabled' }) {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const [total, setTotal] = useState<ListTotal | null>(null);
  const [adding, setAdding] = useState(false);
  const onTotal = useCallback((next: ListTotal) => setTotal((prev) => (prev?.total === next.total ? prev : next)), []);
  const title = t(status === 'enabled' ? 'route.providersEnabled' : 'route.providersDisabled');

  return (
    <div className="space-y-4" data-testid={`providers-${status}-page`}>
      <PageHeader
        title={title}
        count={total && formatTotal(total.total, total.estimated)}
        testId="providers-title"
        hint={t(status === 'enabled' ? 'providers.hintEnabled' : 'providers.hintDisabled')}
        actions={status === 'enabled' && (
          <Button variant="primary" onClick={() => setAdding((v) => !v)} data-testid="providers-add">
            {t('providers.add')}
          </Button>
        )}
      />
      {adding && (
        <Card title={t('providers.addTitle')} data-testid="providers-add-form">
          <CommandForm
            commandId="provider.save"
            hidden={['provider_id', 'version']}
            testId="provider-add"
            submitLabel={t('providers.create')}
            onDone={(result) => navigate(`/provider/providers/manage/${(result as { new_provider_info: { id: number } }).new_provider_info.id}`)}
          />
          <Button className="mt-2" variant="text" onClick={() => setAdding(false)}>{t('providers.cancel')}</Button>
        </Card>
      )}
      <section className="rounded-lg bg-white shadow-card">
        <CommandList
          key={status}
          spec={status === 'enabled' ? providerList : disabledProviderList}
          label={title}
          fixedArgs={{ status }}
          initialFilters={Object.fromEntries(search)}
          initialFocusId={Number(search.get('provider')) || null}
          onTotal={onTotal}
          height="max(320px, calc(100vh - 330px))"
        />
      </section>
    </div>
  );
}
