import { Suspense } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../../i18n/i18n';
import { Kbd } from '../../../ui/kbd';
import type { ApplicantTabProps } from './tab-props';
import { applicantTabs, tabById } from './tabs';

/**
 * The applicant tabs under a person's page header (applicants and enabled staff alike): ?tab=<id> opens
 * one, the digits 1–9 switch, and the chosen tab renders below.
 */
export function ApplicantTabsView({ enabled, ...props }: ApplicantTabProps & { enabled: boolean }) {
  const t = useT();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const tab = tabById(new URLSearchParams(search).get('tab'));
  const openTab = (tabId: string) => navigate(tabId === 'overview' ? location : `${location}?tab=${tabId}`, { replace: true });
  useHotkeys(applicantTabs.map((x) => x.key), (e) => openTab(applicantTabs.find((x) => x.key === e.key)?.id ?? 'overview'), { enabled }, [location]);
  const Screen = tab.screen;
  return (
    <>
      <nav role="tablist" aria-label={t('applicantDetail.tabs')} className="flex flex-wrap gap-1 border-b border-line" data-testid="applicant-tabs">
        {applicantTabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            aria-selected={x.id === tab.id}
            data-testid={`applicant-tab-${x.id}`}
            onClick={() => openTab(x.id)}
            className={`-mb-px flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm ${x.id === tab.id ? 'border-primary font-medium text-primary' : 'border-transparent text-ink-soft hover:text-ink'}`}
          >
            {t(x.titleKey)} <Kbd kbd={x.key} />
          </button>
        ))}
      </nav>
      <div role="tabpanel" data-testid={`applicant-tabpanel-${tab.id}`}>
        <Suspense fallback={<p className="p-5 text-sm text-ink-muted">{t('table.loading')}</p>}>
          <Screen {...props} />
        </Suspense>
      </div>
    </>
  );
}
