// Staff › Configuration › Resume rules › Assessment rules (/staff/configuration/resume-assessment-rule/config):
// positions on the left (j/k move, Enter edits), the chosen one's rules, the CSV import, a place to try
// the rules on a pasted resume, and the SEEK role mapping.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { releaseActiveList, setActiveList } from '../../../state/active-list';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { ScrollRegion } from '../../../ui/scroll-region';
import { StatusTag } from '../../../ui/status-tag';
import { formatWhen } from '../interviews/when';
import { RulesEditor } from './rules-editor';
import { ImportCard, TryCard } from './rules-tools';
import { RulesTabs } from './rules-tabs';
import { SeekMappingCard } from './seek-mapping-card';

const OWNER = 'resume-rules';

export default function AssessmentRulesPage() {
  const t = useT();
  const { data, error } = useCommandQuery('assessment.positionList', {});
  const list = useMemo(() => data?.position_list ?? [], [data]);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const index = Math.max(0, list.findIndex((p) => p.id === chosenId));
  const current = list[index];
  const config = useCommandQuery('assessment.data', { position_id: current?.id ?? 0 }, { enabled: Boolean(current) });
  const editor = useRef<HTMLFormElement>(null);
  const latest = useRef({ list, index });
  latest.current = { list, index };

  useEffect(() => {
    const to = (i: number) => {
      const l = latest.current.list;
      if (l.length) setChosenId(l[Math.max(0, Math.min(l.length - 1, i))].id);
    };
    setActiveList(OWNER, {
      next: () => to(latest.current.index + 1),
      previous: () => to(latest.current.index - 1),
      first: () => to(0),
      last: () => to(latest.current.list.length - 1),
      toggleSelected: () => {},
      open: () => editor.current?.querySelector<HTMLElement>('input, textarea')?.focus(),
    });
    return () => releaseActiveList(OWNER);
  }, []);

  const cfg = config.data?.config;
  return (
    <div className="space-y-4" data-testid="assessment-rules-page">
      <PageHeader title={t('route.resumeAssessmentConfig')} count={data ? String(list.length) : null} hint={t('resumes.rules.hint')} />
      <RulesTabs active="config" />
      <div className="grid items-start gap-4 xl:grid-cols-[300px_minmax(0,1fr)_360px] lg:grid-cols-[300px_minmax(0,1fr)]">
        <Card title={t('resumes.rules.positions')} bodyClassName="p-0">
          {error && !data && <p className="p-4 text-sm text-danger">{error}</p>}
          {/* j/k move the choice from anywhere on the page; the box itself takes Tab so arrows can scroll it. */}
          <ScrollRegion label={t('resumes.rules.positions')} className="max-h-[calc(100vh-300px)]">
            <ul role="listbox" aria-label={t('resumes.rules.positions')} data-testid="rules-position-list">
              {list.map((p, i) => (
                <li key={p.id} role="option" aria-selected={i === index} onClick={() => setChosenId(p.id)} data-testid="rules-position" data-position={p.name}
                  className={`flex cursor-default items-center justify-between gap-3 border-b border-line px-4 py-2.5 text-sm ${i === index ? 'row-focused' : 'hover:bg-[#fafafa]'}`}>
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{p.name}</span>
                    <span className="text-xs text-ink-muted">{t('resumes.rules.rowLine', { keywords: p.keyword_count, required: p.required_count })}</span>
                  </span>
                  {p.has_rules ? <StatusTag tone="green">{p.pass_score}</StatusTag> : <StatusTag tone="grey">{t('resumes.rules.noRules')}</StatusTag>}
                </li>
              ))}
            </ul>
          </ScrollRegion>
        </Card>
        <Card title={current?.name ?? t('table.loading')} extra={cfg?.updated_at && <span className="text-xs text-ink-muted">{t('resumes.rules.updated', { when: formatWhen(cfg.updated_at), who: cfg.updated_by_name ?? '' })}</span>}>
          {cfg && cfg.position_id === current?.id ? <RulesEditor ref={editor} key={`${cfg.position_id}:${cfg.version}`} config={cfg} /> : <p className="text-sm text-ink-muted">{t('table.loading')}</p>}
        </Card>
        <div className="space-y-4">
          {current && <TryCard positionId={current.id} />}
          <ImportCard />
          <SeekMappingCard />
        </div>
      </div>
    </div>
  );
}
