// /provider/manage/block-list/:id — workers this provider refuses (order assignment will not send them):
// who, why, who blocked them and when. Add one with a reason; shift+u removes the focused one.
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CommandForm } from '../../generic/command-form';
import { CommandList } from '../../generic/command-list';
import { blockList } from '../providers/provider-lists';
import { ProviderSubpage } from '../providers/provider-subpage';

export default function ProviderBlockListPage() {
  const t = useT();
  const [adding, setAdding] = useState(false);
  return (
    <ProviderSubpage
      testId="provider-block-list"
      actions={() => <Button variant="primary" onClick={() => setAdding((v) => !v)} data-testid="block-add">{t('providers.block.add')}</Button>}
      render={({ info, context }) => (
        <>
          {adding && (
            <Card title={t('providers.block.addTitle', { name: info.name })} data-testid="block-add-form">
              <p className="mb-3 text-sm text-ink-soft">{t('providers.block.addHint')}</p>
              <CommandForm commandId="provider.block" fixed={{ provider_id: info.id }} testId="block-add" context={context} onDone={() => setAdding(false)} />
            </Card>
          )}
          <section className="rounded-lg bg-white shadow-card">
            <CommandList spec={blockList} label={t('route.blockList')} fixedArgs={{ provider_id: info.id }} />
          </section>
        </>
      )}
    />
  );
}
