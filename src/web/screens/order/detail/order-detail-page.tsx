// /order/shift/detail/:id: one order — its facts on the facility's clock, the estimated cost line by
// line, the workers on it (the workers panel), what can be done now, the site contact, notes, files,
// history and pushes. The order is the page's record (kind shift), so its keys and the palette act on it.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { CommandContext } from '../../../../../commands';
import { employmentTypes } from '../../../../domain/enums/employment';
import { orderReviewStatus } from '../../../../domain/enums/order-review';
import { shiftOrderStatus } from '../../../../domain/enums/shift-order';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { useRecordParam } from '../../../routes/use-record-param';
import { setFocusedRecord } from '../../../state/command-context';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { StatusTag } from '../../../ui/status-tag';
import { toneTable } from '../../../ui/status-tones';
import { ShiftWorkersPanel } from '../workers/shift-workers-panel';
import { OrderActionsCard } from './order-actions-card';
import { OrderCostCard } from './order-cost-card';
import { ContactCard, FilesCard, HistoryCard, NotesCard } from './order-side-cards';
import { dateFormat } from '../../../ui/date-format';

const reviewTone = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

export default function OrderDetailPage() {
  const t = useT();
  const route = useCurrentRoute();
  const [location] = useLocation();
  const { raw: rawId, id, valid } = useRecordParam();
  const context: CommandContext = { path: location, record: { kind: 'shift', id } };
  const { data, error } = useCommandQuery('order.detail', { order_id: id }, { enabled: valid, context });
  const detail = data?.order_detail.order_data.id === id ? data.order_detail : undefined;
  const order = detail?.order_data;

  useEffect(() => {
    if (order) setFocusedRecord({ kind: 'shift', id, fields: { ...order } });
  }, [order, id]);
  useEffect(() => () => setFocusedRecord(undefined), []);

  if (!valid || (error && !detail)) {
    return <Card className="mx-auto mt-6 max-w-xl" data-testid="order-missing"><h1 className="text-lg font-semibold text-ink">{t('orders.missing', { id: rawId })}</h1>{error && <p className="mt-2 text-sm text-ink-soft">{error}</p>}</Card>;
  }
  if (!detail || !order) return <p className="p-6 text-sm text-ink-muted">{t('orders.loading')}</p>;

  const clock = (iso: string, withDay: boolean) => dateFormat({ timeZone: order.time_zone, ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } : {}), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(Date.parse(iso));
  const facts: [string, React.ReactNode][] = [
    [t('orders.when'), <span key="w">{clock(order.starts_at, true)}–{clock(order.ends_at, false)} <span className="text-xs text-ink-muted">· {t('orders.facilityClock', { zone: order.time_zone })} · {t('orders.breakMinutes', { n: order.break_minutes })}</span></span>],
    [t('orders.provider'), <span key="p">{order.provider_name} <span className="text-xs text-ink-muted">{order.provider_phone}</span></span>],
    [t('orders.facility'), `${order.facility_name} · ${order.facility_address}, ${order.suburb} ${order.state} ${order.postcode}`],
    [t('orders.workers'), t('orders.workersOf', { assigned: order.workers_assigned, needed: order.workers_needed })],
    [t('orders.employment'), enumLabel(employmentTypes, order.employment_type)],
    [t('orders.competencies'), order.competencies.length ? order.competencies.join(', ') : t('orders.none')],
    [t('orders.requirements'), order.requirements || t('orders.none')],
    [t('orders.review'), <span key="r"><StatusTag tone={reviewTone[order.review_status]} testId="order-review-status">{enumLabel(orderReviewStatus, order.review_status)}</StatusTag>
      {order.requested_by && <span className="ml-2 text-xs text-ink-muted">{t('orders.requestedBy', { name: order.requested_by })}{order.created_on_behalf && order.created_by ? `, ${t('orders.createdBy', { name: order.created_by })}` : ''}</span>}</span>],
  ];
  if (order.canceled_at) facts.push([t('orders.cancel'), t('orders.canceled', { reason: order.cancel_reason })]);

  return (
    <div className="space-y-4" data-testid="order-detail" data-order-id={order.id} data-status={order.status}>
      <PageHeader
        testId="order-detail-title"
        title={t('orders.title', { position: order.position, facility: order.facility_name })}
        subtitle={<span className="flex items-center gap-2">#{order.id} <StatusTag tone={toneTable('shiftOrderStatus')?.(order.status) ?? 'grey'} testId="order-status">{enumLabel(shiftOrderStatus, order.status)}</StatusTag></span>}
      />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-4">
          <Card title={t('orders.facts')} data-testid="order-facts">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
              {facts.map(([label, value]) => [<dt key={`${label}-t`} className="text-ink-muted">{label}</dt>, <dd key={`${label}-d`} className="text-ink">{value}</dd>])}
            </dl>
          </Card>
          <OrderCostCard cost={detail.estimated_cost} />
          <ShiftWorkersPanel orderId={order.id} />
        </div>
        <div className="space-y-4">
          <OrderActionsCard order={order} allowed={detail.allowed} blocked={detail.blocked_reason} context={context} />
          <ContactCard order={order} context={context} />
          <NotesCard order={order} context={context} />
          <FilesCard order={order} context={context} />
          <HistoryCard order={order} context={context} />
        </div>
      </div>
    </div>
  );
}
