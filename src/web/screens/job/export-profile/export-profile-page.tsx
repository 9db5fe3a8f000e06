import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { CandidateExportRow } from '../../../../../commands/candidate-export';
import { useT } from '../../../i18n/i18n';
import { commandContext } from '../../../state/command-context';
import { Card } from '../../../ui/card';
import { formatTotal } from '../../../ui/count-format';
import { PageHeader } from '../../../ui/page-header';
import { CommandList, type ListTotal } from '../../generic/command-list';
import { ExportDetail } from './export-detail';
import { exportList } from './export-list';

/**
 * Job › Export profile (/job/export-profile): providers' requests for candidate profiles. Filter by
 * status, format, name or date; j/k choose a request, shift+c approves it (the profile is rendered at
 * once), shift+e renders it again; the chosen request's files download from the side.
 */
export default function ExportProfilePage() {
  const t = useT();
  const focusId = Number(new URLSearchParams(useSearch()).get('candidateExport')) || null;
  const [total, setTotal] = useState<ListTotal | null>(null);
  const onTotal = useCallback((next: ListTotal) => setTotal((cur) => (cur?.total === next.total && cur.estimated === next.estimated ? cur : next)), []);
  const { record } = useSnapshot(commandContext);
  const focused = record?.kind === 'candidateExport' && record.fields ? (record.fields as unknown as CandidateExportRow) : undefined;

  return (
    <div className="space-y-4">
      <PageHeader title={t('aiExports.exports.title')} count={total ? formatTotal(total.total, total.estimated) : null} testId="exports-title" hint={t('aiExports.exports.hint')} />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_340px]">
        <section className="min-w-0 rounded-lg bg-white shadow-card">
          <CommandList spec={exportList} label={t('aiExports.exports.title')} initialFocusId={focusId} onTotal={onTotal} height="max(320px, calc(100vh - 360px))" />
        </section>
        <Card title={focused ? t('aiExports.exports.detail', { id: focused.id }) : t('aiExports.exports.title')} className="xl:sticky xl:top-4">
          {focused ? <ExportDetail key={focused.id} row={focused} /> : <p className="text-sm text-ink-muted">{t('aiExports.exports.noFocus')}</p>}
        </Card>
      </div>
    </div>
  );
}
