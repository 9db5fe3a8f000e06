// /order/shift/list: shift orders in the list kit with spec §3's filter — status (default all) and the
// keyword from the kit, the date range here (both ends, on Sydney's calendar as the server reads it).
// Enter opens an order; alt+n (or the button) makes one on a provider's behalf.
import { useCallback, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { createOrder } from '../../../../commands/order';
import { useT } from '../../i18n/i18n';
import { formatTotal } from '../../ui/count-format';
import { Kbd } from '../../ui/kbd';
import { PageHeader } from '../../ui/page-header';
import { TextInput } from '../../ui/field';
import { CommandList, type ListTotal } from '../generic/command-list';
import { defineList } from '../generic/screen-spec';
import { DateInput } from '../../ui/date-input';

const spec = defineList({
  command: 'order.list',
  kind: 'shift',
  testId: 'orders',
  show: ['id', 'facility_name', 'provider_name', 'position', 'when', 'state', 'status', 'workers_needed', 'workers_assigned', 'review_status', 'created_on_behalf'],
  columns: {
    facility_name: { label: 'orders.column.facility_name', format: 'title' },
    provider_name: { label: 'orders.column.provider_name' },
    when: { label: 'orders.column.starts_at', format: 'text' },
    workers_needed: { label: 'orders.column.workers_needed' },
    workers_assigned: { label: 'orders.column.workers_assigned' },
    review_status: { label: 'orders.column.review_status' },
    created_on_behalf: { label: 'orders.column.created_on_behalf' },
  },
  open: (row) => `/order/shift/detail/${row.id}`,
  actions: ['order.editTime', 'order.notify', 'order.assignStaff', 'order.cancel'],
  filters: { filter_status: { label: 'field.status', all: 'orders.anyStatus' }, review_status: { label: 'orders.column.review_status', all: 'orders.anyReview' } },
  search: 'orders.search',
});

export default function OrderListPage() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const [from, setFrom] = useState(search.get('from') ?? '');
  const [to, setTo] = useState(search.get('to') ?? '');
  const [total, setTotal] = useState<ListTotal | null>(null);
  const onTotal = useCallback((next: ListTotal) => setTotal((prev) => (prev?.total === next.total && prev.estimated === next.estimated ? prev : next)), []);
  // One end alone means that one day; an inverted range is read in order rather than refused.
  const range = from || to ? [from || to, to || from].sort() : null;
  const initial = Object.fromEntries([...search].filter(([k]) => k !== 'from' && k !== 'to'));
  const title = t('route.shiftOrders');
  return (
    <div className="space-y-4">
      <PageHeader
        title={title}
        count={total && formatTotal(total.total, total.estimated)}
        testId="orders-title"
        actions={
          <Link href="/order/shift/create" className="inline-flex items-center gap-2 rounded bg-primary px-3 py-1.5 text-sm text-white hover:bg-primary-400" data-testid="orders-new">
            {t('orders.newOrder')} <Kbd kbd={createOrder.kbd!} />
          </Link>
        }
      />
      <div className="flex flex-wrap items-end gap-3 text-sm" data-testid="orders-date-range">
        <label className="flex items-center gap-2 text-ink-soft">{t('orders.from')}
          <DateInput value={from} onChange={setFrom} aria-label={t('orders.from')} data-testid="orders-from" className="w-40" />
        </label>
        <label className="flex items-center gap-2 text-ink-soft">{t('orders.to')}
          <DateInput value={to} onChange={setTo} aria-label={t('orders.to')} data-testid="orders-to" className="w-40" />
        </label>
        {(from || to) && <button type="button" className="text-primary hover:text-primary-400" onClick={() => { setFrom(''); setTo(''); }}>{t('orders.clearDates')}</button>}
      </div>
      <section className="rounded-lg bg-white shadow-card">
        <CommandList
          key={range?.join() ?? 'any'}
          spec={spec}
          label={title}
          fixedArgs={range ? { dateRange: range } : {}}
          initialFilters={initial}
          initialFocusId={Number(search.get('shift')) || null}
          onTotal={onTotal}
          height="max(320px, calc(100vh - 380px))"
        />
      </section>
    </div>
  );
}
