import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { PageHeader } from '../../ui/page-header';
import type { ApplicationRow } from '../../../../commands/application';
import { applicantDetailPath } from './applicant-path';
import { ApplicationList } from './application-list';
import { StaffList } from './staff-list';

const TABS = ['applicants', 'applications'] as const;
type Tab = (typeof TABS)[number];

/**
 * Staff › Applicants: the people (spec §3 table) and, on a second tab, their job applications, which
 * is where status changes happen. The tab is in the URL (?tab=applications) so it survives reloads.
 */
export default function ApplicantsPage() {
  const t = useT();
  const search = useSearch();
  const tab: Tab = new URLSearchParams(search).get('tab') === 'applications' ? 'applications' : 'applicants';
  const [totals, setTotals] = useState<Partial<Record<Tab, number>>>({});
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  const select = (next: Tab) => navigate(next === 'applicants' ? paths.applicants : `${paths.applicants}?tab=${next}`, { replace: true });
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    select(next);
    tabRefs.current.get(next)?.focus();
  };
  const openApplicant = useCallback((row: ApplicationRow) => navigate(applicantDetailPath(row.staff_id)), []);
  const onStaffTotal = useCallback((n: number) => setTotals((s) => (s.applicants === n ? s : { ...s, applicants: n })), []);
  const onApplicationTotal = useCallback((n: number) => setTotals((s) => (s.applications === n ? s : { ...s, applications: n })), []);

  return (
    <div className="space-y-4">
      <PageHeader title={t('route.applicants')} hint={t('applicantDetail.listHint')} />
      <section className="rounded-lg bg-white shadow-card">
        <div role="tablist" aria-label={t('route.applicants')} className="flex gap-6 border-b border-line px-4" onKeyDown={onTabKey}>
          {TABS.map((id) => {
            const selected = tab === id;
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
                {totals[id] !== undefined && (
                  <span className={`rounded-full px-2 text-xs leading-5 tabular-nums ${selected ? 'bg-primary-50 text-primary' : 'bg-black/5 text-ink-muted'}`}>{totals[id]}</span>
                )}
              </button>
            );
          })}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'applicants' ? <StaffList key="staff" active onTotal={onStaffTotal} /> : <ApplicationList key="applications" active onTotal={onApplicationTotal} onOpen={openApplicant} />}
        </div>
      </section>
    </div>
  );
}
