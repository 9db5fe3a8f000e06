// /dev-ops/utm/add: one day's figures for one source / medium / campaign (utm_summary_add); done, the
// list opens. A row already there for that day and campaign is refused, naming it.
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../i18n/i18n';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { CommandForm } from '../generic/command-form';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

export default function UtmAddPage() {
  const t = useT();
  const labels = Object.fromEntries(['day', 'source', 'medium', 'campaign', 'visits', 'sign_ups', 'applications'].map((k) => [k, t(`devops.col.${k}`)]));
  return (
    <div className="space-y-4" data-testid="utm-add-page">
      <PageHeader title={t('route.utmAdd')} hint={t('devops.utm.addHint')} />
      <Card className="max-w-2xl">
        <CommandForm commandId="utm.add" defaults={{ day: yesterday() }} labels={labels} testId="utm-form" onDone={() => navigate('/dev-ops/utm')} />
      </Card>
    </div>
  );
}
