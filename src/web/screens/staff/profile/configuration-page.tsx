// Staff › Configuration (/staff/configuration): the settings that shape recruitment, one card each.
import { Link } from 'wouter';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';

const SECTIONS = [
  { key: 'jobRoles', path: '/staff/configuration/job-role-category' },
  { key: 'levels', path: '/staff/level' },
  { key: 'virtualInterview', path: '/staff/configuration/virtual-interview' },
  { key: 'resumeRules', path: '/staff/configuration/resume-assessment-rule' },
] as const;

export default function ConfigurationPage() {
  const t = useT();
  const { data } = useCommandQuery('position.list', {});
  const counts: Partial<Record<(typeof SECTIONS)[number]['key'], string>> = data
    ? { jobRoles: String(data.position_list.length), levels: String(data.position_list.reduce((n, p) => n + p.level_count, 0)) }
    : {};
  return (
    <div className="space-y-4" data-testid="configuration-page">
      <PageHeader title={t('profile.config.title')} subtitle={t('profile.config.intro')} />
      <div className="grid gap-4 md:grid-cols-2">
        {SECTIONS.map((s) => (
          <Card key={s.key} title={t(`profile.config.${s.key}`)} extra={counts[s.key] && <span className="rounded-full bg-black/5 px-2 text-xs leading-5 text-ink-muted tabular-nums">{counts[s.key]}</span>}>
            <p className="mb-3 text-sm text-ink-soft">{t(`profile.config.${s.key}Text`)}</p>
            <Link href={s.path} className="text-sm text-primary hover:text-primary-400 focus-visible:outline-2 focus-visible:outline-primary-300" data-testid={`configuration-link-${s.key}`}>
              {t('profile.config.open')} →
            </Link>
          </Card>
        ))}
      </div>
    </div>
  );
}
