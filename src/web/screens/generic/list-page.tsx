// A route row's list page: the route's title with the list's total, and the list kit. The address's
// query starts the filters (`?status=1&archived=false`) and focuses a record (`?application=12`, the
// kind's name), so links and search hits land on what they name.
import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { useT } from '../../i18n/i18n';
import { formatTotal } from '../../ui/count-format';
import { PageHeader } from '../../ui/page-header';
import { CommandList, type ListTotal } from './command-list';
import type { AnyListSpec } from './screen-spec';

export function ListPage({ titleKey, spec }: { titleKey: string; spec: AnyListSpec }) {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const [total, setTotal] = useState<ListTotal | null>(null);
  const onTotal = useCallback((next: ListTotal) => setTotal((prev) => (prev?.total === next.total && prev.estimated === next.estimated ? prev : next)), []);
  const title = t(titleKey);
  return (
    <div className="space-y-4">
      <PageHeader title={title} count={total && formatTotal(total.total, total.estimated)} testId={`${spec.testId ?? spec.kind}-title`} />
      <section className="rounded-lg bg-white shadow-card">
        <CommandList spec={spec} label={title} initialFilters={Object.fromEntries(search)} initialFocusId={Number(search.get(spec.kind)) || null} onTotal={onTotal} height="max(320px, calc(100vh - 330px))" />
      </section>
    </div>
  );
}
