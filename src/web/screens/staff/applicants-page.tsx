import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { formatTotal } from '../../ui/count-format';
import { PageHeader } from '../../ui/page-header';
import { CommandList, type ListTotal } from '../generic/command-list';
import { applicationList } from './application-list';
import { applicantList } from './staff-list';

const TABS = ['applicants', 'applications'] as const;
type Tab = (typeof TABS)[number];
const LISTS = { applicants: applicantList, applications: applicationList } as const;

/**
 * Staff › Applicants: the people (spec §3 table) and, on a second tab, their job applications, which
 * is where status changes happen. The tab is in the URL (?tab=applications) so it survives reloads.
 */
export default function ApplicantsPage() {
  const t = useT();
  const search = useSearch();
  const tab: Tab = new URLSearchParams(search).get('tab') === 'applications' ? 'applications' : 'applicants';
  const [totals, setTotals] = useState<Partial<Record<Tab, ListTotal>>>({});
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  const select = (next: Tab) => navigate(next === 'applicants' ? paths.applicants : `${paths.applicants}?tab=${next}`, { replace: true });
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    select(next);
    tabRefs.current.get(next)?.focus();
  };
  const onTotal = useCallback((total: ListTotal) => setTotals((s) => (s[tab]?.total === total.total && s[tab]?.estimated === total.estimated ? s : { ...s, [tab]: total })), [tab]);

  return (
    <div className="space-y-4">
      <PageHeader title={t('route.applicants')} />
      <section className="rounded-lg bg-white shadow-card">
        <div role="tablist" aria-label={t('route.applicants')} className="flex gap-6 border-b border-line px-4" onKeyDown={onTabKey}>
          {TABS.map((id) => {
            const selected = tab === id;
            const total = totals[id];
            return (
              <button
                key={id}
                ref={(el) => {
                  if (el) tabRefs.current.set(id, el);
                }}
                role="tab"
                type="button"
                id={`tab-${id}`}
                aria-selected={selected}
                aria-controls={`panel-${id}`}
                tabIndex={selected ? 0 : -1}
                data-testid={`tab-${id}`}
                onClick={() => select(id)}
                className={`-mb-px flex h-12 items-center gap-2 border-b-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-primary ${
                  selected ? 'border-primary font-medium text-primary' : 'border-transparent text-ink-soft hover:text-primary'
                }`}
              >
                {t(`applicants.tab.${id}`)}
                {/* A tab not visited yet has no count; the visible one keeps its place while it loads. */}
                {(total || selected) && (
                  <span className={`min-w-8 rounded-full px-2 text-center text-xs leading-5 tabular-nums ${selected ? 'bg-primary-50 text-primary' : 'bg-black/5 text-ink-muted'} ${total ? '' : 'invisible'}`} data-testid={`tab-${id}-count`}>
                    {total ? formatTotal(total.total, total.estimated) : '0'}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          <CommandList key={tab} spec={LISTS[tab]} label={t(`applicants.tab.${tab}`)} onTotal={onTotal} height="max(320px, calc(100vh - 380px))" />
        </div>
      </section>
    </div>
  );
}
