// /tools/sms: batch from a sheet (first: what recruiters come for), a single SMS, conversations and the
// SMS log, as tabs in the address (?tab=) and on Alt+1…Alt+4.
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../i18n/i18n';
import { PageHeader } from '../../ui/page-header';
import { BatchTab } from './sms-batch';
import { ConversationsTab } from './sms-conversations';
import { LogTab } from './sms-log';
import { SingleTab } from './sms-single';

const TABS = ['batch', 'single', 'conversations', 'log'] as const;
type Tab = (typeof TABS)[number];

export default function SmsPage() {
  const t = useT();
  const search = useSearch();
  const asked = new URLSearchParams(search).get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'batch';
  const open = (next: Tab) => navigate(`/tools/sms${next === 'batch' ? '' : `?tab=${next}`}`, { replace: true });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const n = Number(e.code.replace('Digit', ''));
      if (e.altKey && !e.ctrlKey && !e.metaKey && n >= 1 && n <= TABS.length) { e.preventDefault(); open(TABS[n - 1]!); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="space-y-4" data-testid="sms-page">
      <PageHeader title={t('sms.title')} hint={t('sms.hint')} />
      <div role="tablist" className="flex gap-1 border-b border-line">
        {TABS.map((id, i) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} onClick={() => open(id)} data-testid={`sms-tab-${id}`}
            className={`-mb-px border-b-2 px-4 py-2 text-sm ${tab === id ? 'border-primary text-primary' : 'border-transparent text-ink-soft hover:text-primary'}`}>
            {t(`sms.tabs.${id}`)} <span className="text-xs text-ink-muted">Alt+{i + 1}</span>
          </button>
        ))}
      </div>
      {tab === 'batch' && <BatchTab />}
      {tab === 'single' && <SingleTab />}
      {tab === 'conversations' && <ConversationsTab />}
      {tab === 'log' && <LogTab />}
    </div>
  );
}
