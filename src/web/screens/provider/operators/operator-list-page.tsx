// /provider/manage/operators/list/:id — a provider's operators (v2): the kit list (j/k, /, filters by
// status and role; shift+t status, shift+l resend login info on the focused one) and the add form.
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CommandForm } from '../../generic/command-form';
import { CommandList } from '../../generic/command-list';
import { operatorList } from '../providers/provider-lists';
import { ProviderSubpage } from '../providers/provider-subpage';
import { FacilityField } from './facility-field';

export default function OperatorListPage() {
  const t = useT();
  const [adding, setAdding] = useState(false);
  return (
    <ProviderSubpage
      testId="provider-operators"
      actions={({ info }) => info.status === 'enabled' && <Button variant="primary" onClick={() => setAdding((v) => !v)} data-testid="operator-add">{t('providers.operators.add')}</Button>}
      render={({ info, context }) => (
        <>
          {adding && (
            <Card title={t('providers.operators.addTitle', { name: info.name })} data-testid="operator-add-form">
              <p className="mb-3 text-sm text-ink-soft">{t('providers.operators.addHint')}</p>
              <FacilityField providerId={info.id}>
                {(facility) => (
                  <CommandForm
                    commandId="operator.add"
                    fixed={{ provider_id: info.id, ...(facility ? { facility_id: facility } : {}) }}
                    hidden={['facility_id']}
                    defaults={{ send_login_info: true }}
                    testId="operator-add"
                    context={context}
                    onDone={(result) => navigate(`/provider/manage/operators/manage/${(result as { operator: { id: number } }).operator.id}`)}
                  />
                )}
              </FacilityField>
            </Card>
          )}
          <section className="rounded-lg bg-white shadow-card">
            <CommandList spec={operatorList} label={t('route.operatorList')} fixedArgs={{ provider_id: info.id }} />
          </section>
        </>
      )}
    />
  );
}
