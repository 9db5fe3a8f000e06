import { payrollPeriodStatus } from '../../../domain/enums/pay';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, useT } from '../../i18n/i18n';
import { SelectInput } from '../../ui/field';

/**
 * The payroll period a pay list shows (get_payroll_period_list, newest first); '' is every period. The
 * chosen period's pay day and live totals sit beside it.
 */
export function PeriodSelect({ value, onChange, kind }: { value: number | null; onChange: (id: number | null) => void; kind: 'payslip' | 'invoice' }) {
  const t = useT();
  const { data } = useCommandQuery('payslip.periods', { page_size: 60 });
  const chosen = data?.list.find((p) => p.id === value);
  const summary = chosen && (kind === 'payslip'
    ? t('pay.periodSummary', { count: chosen.payslip_count, pending: chosen.pending_payslips, total: chosen.payslip_total })
    : t('pay.periodSummary', { count: chosen.invoice_count, pending: chosen.pending_invoices, total: chosen.invoice_total }));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="text-sm text-ink-soft" htmlFor="pay-period">{t('pay.period')}</label>
      <SelectInput id="pay-period" data-testid="pay-period" className="w-72" value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('pay.allPeriods')}</option>
        {data?.list.map((p) => (
          <option key={p.id} value={p.id}>{t('pay.periodOption', { label: p.label, status: enumLabel(payrollPeriodStatus, p.status) })}</option>
        ))}
      </SelectInput>
      {chosen && <span className="text-sm text-ink-muted" data-testid="pay-period-summary">{t('pay.payOn', { date: chosen.pay_on })} · {summary}</span>}
    </div>
  );
}
