// Staff › Configuration › Virtual interview (/staff/configuration/virtual-interview): the question sets
// per position, and the invitations sent to applicants with who has answered (resend with alt+V). The
// tab is in the address (?tab=invitations); ←/→ on the tab strip switch.
import { useRef, type KeyboardEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../../i18n/i18n';
import { PageHeader } from '../../../ui/page-header';
import { CommandList } from '../../generic/command-list';
import { viInvitationList } from './vi-invitation-list';
import { ViQuestionSets } from './vi-question-sets';

const TABS = ['questions', 'invitations'] as const;
type Tab = (typeof TABS)[number];
const PATH = '/staff/configuration/virtual-interview';

export default function ViConfigPage() {
  const t = useT();
  const asked = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = asked === 'invitations' ? 'invitations' : 'questions';
  const refs = useRef(new Map<Tab, HTMLButtonElement>());
  const go = (next: Tab) => navigate(next === 'questions' ? PATH : `${PATH}?tab=${next}`, { replace: true });
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    go(next);
    refs.current.get(next)?.focus();
  };

  return (
    <div className="space-y-4">
      <PageHeader title={t('route.virtualInterview')} hint={t('interviews.viTabs.hint')} />
      <div role="tablist" aria-label={t('route.virtualInterview')} className="flex gap-6 border-b border-line" onKeyDown={onTabKey}>
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              if (el) refs.current.set(id, el);
            }}
            role="tab"
            type="button"
            aria-selected={tab === id}
            tabIndex={tab === id ? 0 : -1}
            data-testid={`vi-tab-${id}`}
            onClick={() => go(id)}
            className={`-mb-px flex h-11 items-center border-b-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-primary ${
              tab === id ? 'border-primary font-medium text-primary' : 'border-transparent text-ink-soft hover:text-primary'
            }`}
          >
            {t(`interviews.viTabs.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'questions' ? (
          <ViQuestionSets />
        ) : (
          <section className="rounded-lg bg-white shadow-card" data-testid="vi-invitations">
            <CommandList spec={viInvitationList} label={t('interviews.viTabs.invitations')} />
          </section>
        )}
      </div>
    </div>
  );
}
