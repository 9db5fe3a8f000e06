// The estimated cost of an order, line by line: each local day of the shift at its loading (costShift),
// per worker and for the workers asked for.
import type { EstimatedCost } from '../../../../../commands/order-fields';
import { employmentTypes } from '../../../../domain/enums/employment';
import { formatCents } from '../../../../domain/format/cents';
import { enumLabel, useT } from '../../../i18n/i18n';
import { Card } from '../../../ui/card';
import { lineDay, loadingWords } from '../../../ui/cost-line-words';

const hours = (minutes: number) => (minutes / 60).toLocaleString('en-AU', { maximumFractionDigits: 2 });

export function OrderCostCard({ cost }: { cost: EstimatedCost }) {
  const t = useT();
  return (
    <Card title={t('orders.cost')} data-testid="order-cost" extra={<span className="text-base font-semibold text-ink" data-testid="order-cost-total">{formatCents(cost.total_cents)}</span>}>
      <p className="mb-3 text-xs text-ink-muted">
        {t('orders.costRate', { rate: formatCents(cost.hourly_rate_cents), employment: enumLabel(employmentTypes, cost.employment_type) })}
        {cost.level && ` · ${cost.level.position} L${cost.level.level}`}
      </p>
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-ink-muted">
          <tr><th className="pb-1 font-normal">{t('orders.costDay')}</th><th className="pb-1 font-normal">{t('orders.costLoading')}</th><th className="pb-1 text-right font-normal">{t('orders.costHours')}</th><th className="pb-1 text-right font-normal">{t('orders.costAmount')}</th></tr>
        </thead>
        <tbody>
          {cost.lines.map((line) => (
            <tr key={line.from} className="border-t border-black/5" data-testid="order-cost-line" data-loading={line.loading}>
              <td className="py-1.5">{lineDay(line.date)}{line.holiday && <span className="ml-1 text-xs text-warning"> · {line.holiday}</span>}</td>
              <td className="py-1.5">{loadingWords(line.loading)} <span className="text-xs text-ink-muted">×{line.multiplier}</span></td>
              <td className="py-1.5 text-right tabular-nums">{hours(line.minutes)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatCents(line.cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-black/10">
          <tr><td colSpan={2} className="pt-2 text-ink-soft">{t('orders.costPerWorker')}</td><td className="pt-2 text-right tabular-nums">{hours(cost.minutes)}</td><td className="pt-2 text-right tabular-nums">{formatCents(cost.per_worker_cents)}</td></tr>
          <tr><td colSpan={3} className="text-ink-soft">{t('orders.costTotal', { n: cost.workers })}</td><td className="text-right font-semibold tabular-nums">{formatCents(cost.total_cents)}</td></tr>
        </tfoot>
      </table>
    </Card>
  );
}
