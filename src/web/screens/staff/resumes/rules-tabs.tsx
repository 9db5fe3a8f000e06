// The two pages of Resume rules, as tabs.
import { Link } from 'wouter';
import { useT } from '../../../i18n/i18n';

const TABS = [
  { id: 'config', href: '/staff/configuration/resume-assessment-rule/config' },
  { id: 'names', href: '/staff/configuration/resume-assessment-rule/provider-recognised-names' },
] as const;

export function RulesTabs({ active }: { active: 'config' | 'names' }) {
  const t = useT();
  return (
    <nav className="flex gap-4 border-b border-line text-sm" aria-label={t('route.resumeAssessmentRule')}>
      {TABS.map((tab) => (
        <Link key={tab.id} href={tab.href} aria-current={tab.id === active ? 'page' : undefined}
          className={`-mb-px border-b-2 px-1 pb-2 ${tab.id === active ? 'border-primary text-primary' : 'border-transparent text-ink-muted hover:text-ink'}`}>
          {t(`resumes.tabs.${tab.id}`)}
        </Link>
      ))}
    </nav>
  );
}
