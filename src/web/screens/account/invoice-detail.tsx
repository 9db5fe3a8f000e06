import type { InvoiceRow } from '../../../../commands/invoice';
import { formatCents } from '../../../domain/pay-documents-money';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { timeAgoLong } from '../../i18n/time-ago';
import { dateFormat } from '../../ui/date-format';
import { Fact, PayActions, PayStatus, ReplacementLinks } from './pay-detail-parts';


/** The focused invoice: totals with GST, a line per worked shift at the charge rate, the table's actions. */
export function InvoiceDetail({ row }: { row: InvoiceRow }) {
  const t = useT();
  const context = { path: location.pathname, record: { kind: 'invoice' as const, id: row.id } };
  const { data } = useCommandQuery('invoice.detail', { invoice_id: row.id }, { context });
  const detail = data?.id === row.id ? data : undefined;
  const status = detail?.status ?? row.status;
  return (
    <div className="space-y-4" data-testid="invoice-detail" data-invoice-id={row.id} data-status={status}>
      <div>
        <div className="flex items-center gap-2">
          <PayStatus status={status} testId="invoice-detail-status" />
          <span className="text-xs text-ink-muted">{row.number}</span>
        </div>
        <h3 className="mt-2 text-base font-semibold text-ink">{row.name}</h3>
        <p className="text-sm text-ink-soft">{row.period} · {row.shift_count} shifts · {row.hours} h</p>
      </div>
      <dl className="rounded-md bg-black/[0.03] px-3 py-2 text-sm tabular-nums">
        <div className="flex justify-between"><dt className="text-ink-soft">{t('pay.invoice.subtotal')}</dt><dd>{formatCents(row.subtotal_cents)}</dd></div>
        <div className="flex justify-between"><dt className="text-ink-soft">{t('pay.invoice.gst')}</dt><dd>{formatCents(row.gst_cents)}</dd></div>
        <div className="flex justify-between text-base font-semibold"><dt>{t('pay.invoice.total')}</dt><dd data-testid="invoice-total">{row.total}</dd></div>
      </dl>
      <p className="text-xs text-ink-muted">{t('pay.invoice.margin')}</p>
      <dl>
        <Fact label={t('pay.created')}>{timeAgoLong(row.created_at)}</Fact>
        {row.approved_at && <Fact label={t('pay.approvedBy')}>{`${row.approved_by ?? 'System'} · ${timeAgoLong(row.approved_at)}`}</Fact>}
        {row.withdrawn_at && <Fact label={t('pay.withdrawnAt')}>{timeAgoLong(row.withdrawn_at)}</Fact>}
        {row.reason && <Fact label={t('pay.reason')}>{row.reason}</Fact>}
        {detail && <ReplacementLinks replaces={detail.replaces} replacedBy={detail.replaced_by} focusParam="invoice" />}
      </dl>
      {detail && <PayActions actions={detail.actions} prefix="invoice" />}
      <section>
        <h4 className="mb-2 text-sm font-semibold text-ink">{t('pay.lines', { count: detail?.lines.length ?? row.shift_count })}</h4>
        {!detail && <p className="text-sm text-ink-muted">{t('pay.loading')}</p>}
        <ul className="space-y-1.5">
          {detail?.lines.map((l) => (
            <li key={l.id} className="rounded-md border border-line px-3 py-1.5" data-testid="invoice-line">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="truncate text-ink" title={l.facility}>{dateFormat({ timeZone: 'Australia/Sydney', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(l.starts_at))} · {l.worker}</span>
                <span className="shrink-0 font-medium tabular-nums">{l.charge}</span>
              </div>
              <div className="text-xs text-ink-muted">
                {l.facility} · {l.hours} h · {t('pay.invoice.rate', { rate: formatCents(l.charge_rate_cents) })} · {t('pay.invoice.pay', { amount: formatCents(l.pay_cents) })}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
