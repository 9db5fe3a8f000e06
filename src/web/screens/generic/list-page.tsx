// A route row's list page: the route's title with the list's total, and the list kit. The address's
// query starts the filters (`?status=1&archived=false`) and focuses a record (`?application=12`, the
// kind's name), so links and search hits land on what they name. The spec's `page` adds a hint, links
// beside the title, fixed arguments and a panel beside the list (screen-spec.ts, ListPageSpec).
import { Suspense, useCallback, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { getCommand } from '../../../../commands';
import { useT } from '../../i18n/i18n';
import { formatTotal } from '../../ui/count-format';
import { Kbd } from '../../ui/kbd';
import { PageHeader } from '../../ui/page-header';
import { CommandList, type ListTotal } from './command-list';
import type { AnyListSpec, ListPageSpec } from './screen-spec';

const linkButton = 'inline-flex h-8 items-center rounded-md border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const linkLook = {
  primary: `${linkButton} border-primary bg-primary text-white hover:bg-primary-400`,
  plain: `${linkButton} border-line bg-white text-ink hover:border-primary hover:text-primary`,
};

export function ListPage({ titleKey, spec }: { titleKey: string; spec: AnyListSpec }) {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const [total, setTotal] = useState<ListTotal | null>(null);
  const onTotal = useCallback((next: ListTotal) => setTotal((prev) => (prev?.total === next.total && prev.estimated === next.estimated ? prev : next)), []);
  const title = t(titleKey);
  const page: ListPageSpec = spec.page ?? {};
  const Aside = page.aside;
  const list = (
    <section className="min-w-0 rounded-lg bg-white shadow-card">
      <CommandList
        spec={spec}
        label={title}
        fixedArgs={page.fixed as Record<string, unknown> | undefined}
        initialFilters={Object.fromEntries(search)}
        initialFocusId={(spec.kind && Number(search.get(spec.kind))) || null}
        onTotal={onTotal}
        height="max(320px, calc(100vh - 330px))"
      />
    </section>
  );
  return (
    <div className="space-y-4" data-testid={page.testId}>
      <PageHeader
        title={title}
        count={total && formatTotal(total.total, total.estimated)}
        testId={`${spec.testId ?? spec.kind ?? 'list'}-title`}
        hint={page.hint && <PageHint text={t(page.hint)} command={page.hintKey} />}
        actions={page.links?.length ? page.links.map((link) => (
          <Link key={link.href} href={link.href} className={link.primary ? linkLook.primary : linkLook.plain} data-testid={link.testId}>
            {t(link.label)}
          </Link>
        )) : undefined}
      />
      {Aside ? (
        <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_360px]">
          {list}
          <Suspense fallback={null}>
            <Aside />
          </Suspense>
        </div>
      ) : list}
    </div>
  );
}

function PageHint({ text, command }: { text: string; command?: AnyListSpec['command'] }) {
  const kbd = command && getCommand(command).kbd;
  return kbd ? <span>{text} <Kbd kbd={kbd} /></span> : <>{text}</>;
}
