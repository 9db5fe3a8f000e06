import type { PayslipRow } from '../../../../commands/payslip';
import { formatCents } from '../../../domain/pay-documents-money';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { timeAgoLong } from '../../i18n/time-ago';
import { Fact, PayActions, PayStatus, ReplacementLinks, shiftTimes } from './pay-detail-parts';

/** The focused payslip: who and when, its lines per shift (with the loadings), the actions the table allows. */
export function PayslipDetail({ row }: { row: PayslipRow }) {
  const t = useT();
  const context = { path: location.pathname, record: { kind: 'payslip' as const, id: row.id } };
  const { data } = useCommandQuery('payslip.detail', { payslip_id: row.id }, { context });
  const detail = data?.id === row.id ? data : undefined;
  const status = detail?.status ?? row.status;
  return (
    <div className="space-y-4" data-testid="payslip-detail" data-payslip-id={row.id} data-status={status}>
      <div>
        <div className="flex items-center gap-2">
          <PayStatus status={status} testId="payslip-detail-status" />
          <span className="text-xs text-ink-muted">{row.number}</span>
        </div>
        <h3 className="mt-2 text-base font-semibold text-ink">{row.name}</h3>
        <p className="text-sm text-ink-soft">{row.position} · {row.period}</p>
      </div>
      <div className="flex items-baseline justify-between rounded-md bg-black/[0.03] px-3 py-2">
        <span className="text-sm text-ink-soft">{t('pay.payslip.gross')} · {row.hours} h</span>
        <span className="text-lg font-semibold tabular-nums text-ink" data-testid="payslip-gross">{row.gross}</span>
      </div>
      <dl>
        <Fact label={t('pay.created')}>{timeAgoLong(row.created_at)}</Fact>
        {row.approved_at && <Fact label={t('pay.approvedBy')}>{`${row.approved_by ?? 'System'} · ${timeAgoLong(row.approved_at)}`}</Fact>}
        {row.withdrawn_at && <Fact label={t('pay.withdrawnAt')}>{timeAgoLong(row.withdrawn_at)}</Fact>}
        {row.reason && <Fact label={t('pay.reason')} testId="payslip-reason">{row.reason}</Fact>}
        {detail && <ReplacementLinks replaces={detail.replaces} replacedBy={detail.replaced_by} focusParam="payslip" />}
      </dl>
      {detail && <PayActions actions={detail.actions} prefix="payslip" />}
      <section>
        <h4 className="mb-2 text-sm font-semibold text-ink">{t('pay.lines', { count: detail?.lines.length ?? row.shift_count })}</h4>
        {!detail && <p className="text-sm text-ink-muted">{t('pay.loading')}</p>}
        <ul className="space-y-2">
          {detail?.lines.map((l) => (
            <li key={l.id} className="rounded-md border border-line px-3 py-2" data-testid="payslip-line" data-shift-id={l.shift_id}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="truncate text-ink" title={l.facility}>{shiftTimes(l.starts_at, l.ends_at, l.state)}</span>
                <span className="shrink-0 font-medium tabular-nums text-ink">{l.amount}</span>
              </div>
              <div className="mt-0.5 text-xs text-ink-muted">
                {t('pay.payslip.line', { facility: l.facility, state: l.state })} · {l.hours} h · {t('pay.payslip.base', { rate: formatCents(l.base_rate_cents) })}
              </div>
              {l.parts.length > 0 && (
                <ul className="mt-1 space-y-0.5 text-xs text-ink-soft">
                  {l.parts.map((p, i) => (
                    <li key={i} className="flex justify-between gap-2"><span className="truncate">{p.label} · {(p.minutes / 60).toFixed(2)} h</span><span className="tabular-nums">{formatCents(p.amount_cents)}</span></li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
