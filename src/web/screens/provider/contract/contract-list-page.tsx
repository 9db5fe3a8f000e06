// /provider/manage/contract-configuration/list/:id (:id = provider): the provider's contract templates
// (kit list; Enter opens the template's page), its onboarding checklists and its onboarding files, as
// tabs (?tab=onboarding|files).
import { Link, useLocation, useSearch } from 'wouter';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { CommandList } from '../../generic/command-list';
import { defineList } from '../../generic/screen-spec';
import { OnboardingFilesPanel } from './onboarding-files-panel';
import { OnboardingTemplatesPanel } from './onboarding-templates-panel';

const TABS = ['contracts', 'onboarding', 'files'] as const;
type Tab = (typeof TABS)[number];

const templates = (providerId: number) => defineList({
  command: 'contract.templateList',
  kind: 'contractTemplate',
  testId: 'contract-templates',
  show: ['name', 'employment_type', 'active', 'word_count', 'updated_at'],
  columns: { word_count: { label: 'masterBoard.contract.words' }, active: { label: 'masterBoard.contract.active' } },
  open: (row) => `/provider/manage/contract-configuration/manage/${providerId}?template=${row.id}`,
  actions: [],
  search: 'masterBoard.contract.search',
  filters: { active: { label: 'masterBoard.contract.active', all: 'masterBoard.any', true: 'masterBoard.yes', false: 'masterBoard.no' } },
});

export default function ContractListPage() {
  const t = useT();
  const providerId = Number(useCurrentRoute()?.params.id);
  const [path, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'contracts';
  const { data } = useCommandQuery('masterboard.detail', { provider_id: providerId });
  return (
    <div className="space-y-4" data-testid="contract-configuration">
      <PageHeader
        title={t('route.contractConfiguration')}
        subtitle={data && <Link href={`/provider/manage/master-board/${providerId}`} className="text-primary hover:underline">{data.master_board.provider_name}</Link>}
        actions={tab === 'contracts' && <Link href={`/provider/manage/contract-configuration/manage/${providerId}`}><Button variant="primary" data-testid="contract-new">{t('masterBoard.contract.new')}</Button></Link>}
      />
      <section className="rounded-lg bg-white shadow-card">
        <div role="tablist" className="flex gap-6 border-b border-line px-4">
          {TABS.map((id) => (
            <button key={id} role="tab" type="button" aria-selected={tab === id} data-testid={`contract-tab-${id}`}
              onClick={() => navigate(id === 'contracts' ? path : `${path}?tab=${id}`, { replace: true })}
              className={`-mb-px h-12 border-b-2 text-sm ${tab === id ? 'border-primary font-medium text-primary' : 'border-transparent text-ink-soft hover:text-primary'}`}>
              {t(`masterBoard.contract.tab.${id}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {tab === 'contracts' && <CommandList spec={templates(providerId)} label={t('masterBoard.contract.tab.contracts')} fixedArgs={{ provider_id: providerId }} />}
          {tab === 'onboarding' && <OnboardingTemplatesPanel providerId={providerId} />}
          {tab === 'files' && <OnboardingFilesPanel providerId={providerId} />}
        </div>
      </section>
    </div>
  );
}
