// /incident/index: incidents reported from shift orders (j/k, / search, filters by status, severity and
// category; Enter opens one, alt+j downloads its report).
import { useT } from '../../i18n/i18n';
import { PageHeader } from '../../ui/page-header';
import { CommandList } from '../generic/command-list';
import { incidentList } from './incident-list';

export default function IncidentsPage() {
  const t = useT();
  return (
    <div className="space-y-4" data-testid="incidents-page">
      <PageHeader title={t('route.incident')} hint={t('shiftWork.incident.hint')} />
      <section className="rounded-lg bg-white shadow-card">
        <CommandList spec={incidentList} label={t('route.incident')} />
      </section>
    </div>
  );
}
