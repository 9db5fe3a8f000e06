import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { formatTotal } from '../../ui/count-format';
import { PageHeader } from '../../ui/page-header';
import { CommandList, type ListTotal } from '../generic/command-list';
import { saveFile } from '../job/export-profile/save-file';
import { auditList } from './pay-lists';
import { PeriodSelect } from './period-select';

/**
 * Account › Audit (/account/audit): every approve, withdraw and replace of payslips and invoices, with
 * filters (document, action, period, dates, keyword); Download CSV saves the chosen period's trail.
 */
export default function PayAuditPage() {
  const t = useT();
  const [period, setPeriod] = useState<number | null>(null);
  const [total, setTotal] = useState<ListTotal | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onTotal = useCallback((next: ListTotal) => setTotal((cur) => (cur?.total === next.total && cur.estimated === next.estimated ? cur : next)), []);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      // The file holds the chosen period's trail (every period when none); the CLI and API take every filter.
      const file = await run('payslip.auditDownload', period ? { period_id: period } : {}, 'screen');
      saveFile(file.filename, file.content_type, file.content);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('pay.audit.title')} count={total ? formatTotal(total.total, total.estimated) : null} testId="pay-audit-title" hint={t('pay.audit.hint')}
        actions={<Button onClick={() => void download()} loading={busy} data-testid="pay-audit-download">{busy ? t('pay.audit.downloading') : t('pay.audit.download')}</Button>}
      />
      <PeriodSelect value={period} onChange={setPeriod} kind="payslip" />
      {error && <p className="text-sm text-danger" role="alert">{error}</p>}
      <section className="rounded-lg bg-white shadow-card">
        <CommandList key={period ?? 'all'} spec={auditList} label={t('pay.audit.title')} fixedArgs={period ? { period_id: period } : {}} onTotal={onTotal} height="max(320px, calc(100vh - 360px))" />
      </section>
    </div>
  );
}
