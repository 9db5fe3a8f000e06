import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { formatTotal } from '../../ui/count-format';
import { PageHeader } from '../../ui/page-header';
import { CommandList, type ListTotal } from '../generic/command-list';
import { applicationList } from './application-list';
import { levelArgs, LevelSelect } from './lists/level-select';
import { applicantList } from './staff-list';

const TABS = ['applicants', 'applications'] as const;
type Tab = (typeof TABS)[number];
const LISTS = { applicants: applicantList, applications: applicationList } as const;

/**
 * Staff › Applicants: the people (spec §3 table) and, on a second tab, their job applications, which
 * is where status changes happen. The tab is in the URL (?tab=applications) so it survives reloads.
 * The applicants tab takes every filter of get_staff_list: the kit's bar, and the level (an id) at the
 * end of the tab row. The address starts them (?tag=NDIS&state=VIC&level_id=3) and focuses a row
 * (?applicant=12), so a recruiter can share or bookmark a view.
 */
export default function ApplicantsPage() {
  const t = useT();
  const search = useSearch();
  const query = new URLSearchParams(search);
  const tab: Tab = query.get('tab') === 'applications' ? 'applications' : 'applicants';
  const [level, setLevel] = useState(query.get('level_id') ?? '');
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
  // The level stays in the address, so a reload or a shared link keeps it.
  const chooseLevel = (value: string) => {
    setLevel(value);
    const next = new URLSearchParams(location.search);
    if (value) next.set('level_id', value);
    else next.delete('level_id');
    navigate(`${paths.applicants}${next.size ? `?${next}` : ''}`, { replace: true });
  };
  const onTotal = useCallback((total: ListTotal) => setTotals((s) => (s[tab]?.total === total.total && s[tab]?.estimated === total.estimated ? s : { ...s, [tab]: total })), [tab]);

  return (
    <div className="space-y-4">
      <PageHeader title={t('route.applicants')} />
      <section className="rounded-lg bg-white shadow-card">
        <div className="flex flex-wrap items-center gap-x-6 border-b border-line px-4">
          <div role="tablist" aria-label={t('route.applicants')} className="flex gap-6" onKeyDown={onTabKey}>
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
          {tab === 'applicants' && (
            <div className="ml-auto py-2">
              <LevelSelect value={level} onChange={chooseLevel} testId="staff" />
            </div>
          )}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          <CommandList
            key={tab}
            spec={LISTS[tab]}
            label={t(`applicants.tab.${tab}`)}
            fixedArgs={tab === 'applicants' ? levelArgs(level) : {}}
            initialFilters={tab === 'applicants' ? Object.fromEntries(query) : undefined}
            initialFocusId={Number(query.get(tab === 'applicants' ? 'applicant' : 'application')) || null}
            onTotal={onTotal}
            height="max(320px, calc(100vh - 380px))"
          />
        </div>
      </section>
    </div>
  );
}
