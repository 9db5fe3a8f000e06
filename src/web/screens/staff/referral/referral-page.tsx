// Staff › Referral (/staff/referral): generation links (campaigns), referral links (one per enabled staff
// member), referred applicants and the members registered through a link. The tab and the link are in
// the address (?tab=members&link=3), so Enter on a link row lands on who registered through it.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectInput } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { CommandForm } from '../../generic/command-form';
import { CommandList } from '../../generic/command-list';
import { generationLinks, referralLinks, referredApplicants, registeredMembers } from './referral-lists';

const TABS = ['generation', 'referral', 'referred', 'members'] as const;
type Tab = (typeof TABS)[number];
const LISTS = { generation: generationLinks, referral: referralLinks, referred: referredApplicants, members: registeredMembers } as const;
const PATH = '/staff/referral';

export default function ReferralPage() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const tab: Tab = (TABS as readonly string[]).includes(query.get('tab') ?? '') ? (query.get('tab') as Tab) : 'generation';
  const link = Number(query.get('link')) || undefined;
  const [creating, setCreating] = useState(false);
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  const { data: links } = useCommandQuery('referral.generationLinks', { page_size: 200 }, { enabled: tab === 'members' });

  const go = (next: Tab, params: Record<string, string> = {}) => {
    const search = new URLSearchParams({ ...(next === 'generation' ? {} : { tab: next }), ...params });
    navigate(`${PATH}${search.size ? `?${search}` : ''}`, { replace: true });
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    go(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div className="space-y-4" data-testid="referral-page">
      <PageHeader
        title={t('route.referral')}
        hint={t('referral.hint')}
        actions={<Button variant="primary" onClick={() => setCreating((v) => !v)} data-testid="referral-create">{t('referral.create')}</Button>}
      />
      {creating && (
        <Card title={t('referral.createTitle')} data-testid="referral-create-form">
          <p className="mb-3 text-sm text-ink-soft">{t('referral.createHint')}</p>
          <CommandForm
            commandId="referral.createGeneration"
            testId="referral-create"
            onDone={(result) => {
              setCreating(false);
              const item = (result as { link_item: { short_url: string; referrer_staff_id: number | null } }).link_item;
              toast(t('referral.created', { url: item.short_url }), 'success');
              go(item.referrer_staff_id === null ? 'generation' : 'referral');
            }}
          />
          <Button className="mt-2" variant="text" onClick={() => setCreating(false)}>{t('referral.cancel')}</Button>
        </Card>
      )}
      <section className="rounded-lg bg-white shadow-card">
        <div className="flex flex-wrap items-center justify-between gap-x-6 border-b border-line px-4">
          <div role="tablist" aria-label={t('route.referral')} className="flex gap-6" onKeyDown={onTabKey}>
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
                  aria-selected={selected}
                  tabIndex={selected ? 0 : -1}
                  data-testid={`referral-tab-${id}`}
                  onClick={() => go(id)}
                  className={`-mb-px flex h-12 items-center border-b-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-primary ${
                    selected ? 'border-primary font-medium text-primary' : 'border-transparent text-ink-soft hover:text-primary'
                  }`}
                >
                  {t(`referral.tab.${id}`)}
                </button>
              );
            })}
          </div>
          {tab === 'members' && (
            <SelectInput value={link ?? ''} aria-label={t('referral.pickLink')} data-testid="referral-link-filter" onChange={(e) => go('members', e.target.value ? { link: e.target.value } : {})}>
              <option value="">{t('referral.allLinks')}</option>
              {links?.list.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
              {link && !links?.list.some((l) => l.id === link) && <option value={link}>#{link}</option>}
            </SelectInput>
          )}
        </div>
        <div role="tabpanel" data-testid={`referral-panel-${tab}`}>
          <CommandList key={`${tab}-${link ?? ''}`} spec={LISTS[tab]} label={t(`referral.tab.${tab}`)} fixedArgs={tab === 'members' && link ? { link_id: link } : {}} />
        </div>
      </section>
    </div>
  );
}
