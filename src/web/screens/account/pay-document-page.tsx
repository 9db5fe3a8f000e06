// The page both pay lists share: a period select over the kit list, and the focused document's detail
// beside it. `?period=<id>` starts the period, `?status=` the status filter, `?payslip=<id>` / `?invoice=<id>` focuses a row.
import { useCallback, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { commandContext } from '../../state/command-context';
import { Card } from '../../ui/card';
import { formatTotal } from '../../ui/count-format';
import { PageHeader } from '../../ui/page-header';
import { CommandList, type ListTotal } from '../generic/command-list';
import type { AnyListSpec } from '../generic/screen-spec';
import { PeriodSelect } from './period-select';

interface Props<Row> {
  kind: 'payslip' | 'invoice';
  spec: AnyListSpec;
  title: string;
  hint: string;
  noFocus: string;
  detailTitle: (row: Row) => string;
  detail: (row: Row) => ReactNode;
}

export function PayDocumentPage<Row extends { id: number }>({ kind, spec, title, hint, noFocus, detailTitle, detail }: Props<Row>) {
  const search = new URLSearchParams(useSearch());
  const focusId = Number(search.get(kind)) || null;
  const [period, setPeriod] = useState<number | null>(Number(search.get('period')) || null);
  const [total, setTotal] = useState<ListTotal | null>(null);
  const onTotal = useCallback((next: ListTotal) => setTotal((cur) => (cur?.total === next.total && cur.estimated === next.estimated ? cur : next)), []);
  const { record } = useSnapshot(commandContext);
  const focused = record?.kind === kind && record.fields ? (record.fields as unknown as Row) : undefined;
  const fixedArgs = period ? { period_id: period } : {};

  return (
    <div className="space-y-4">
      <PageHeader title={title} count={total ? formatTotal(total.total, total.estimated) : null} testId={`${kind}s-title`} hint={hint} />
      <PeriodSelect value={period} onChange={setPeriod} kind={kind} />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_350px]">
        <section className="min-w-0 rounded-lg bg-white shadow-card">
          <CommandList key={period ?? 'all'} spec={spec} label={title} fixedArgs={fixedArgs} initialFilters={Object.fromEntries(search)} initialFocusId={focusId} onTotal={onTotal} height="max(320px, calc(100vh - 400px))" />
        </section>
        <Card title={focused ? detailTitle(focused) : title} className="xl:sticky xl:top-4">
          {focused ? detail(focused) : <p className="text-sm text-ink-muted">{noFocus}</p>}
        </Card>
      </div>
    </div>
  );
}
