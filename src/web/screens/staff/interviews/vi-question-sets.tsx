// The question sets tab of /staff/configuration/virtual-interview: each position the job ads use, whether
// it asks applicants to record a one-way interview, and its questions. j/k choose a position, Enter goes
// to its first question, Ctrl/⌘+Enter saves.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ViConfig } from '../../../../../commands/virtual-interview';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { releaseActiveList, setActiveList } from '../../../state/active-list';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { ScrollRegion } from '../../../ui/scroll-region';
import { StatusTag } from '../../../ui/status-tag';
import { ViConfigEditor } from './vi-config-editor';
import { formatWhen } from './when';

const OWNER = 'vi-configs';

export function ViQuestionSets() {
  const t = useT();
  const { data, error } = useCommandQuery('interview.viConfigs', {});
  const configs = useMemo(() => data?.configs ?? [], [data]);
  const [position, setPosition] = useState<string | null>(null);
  const index = Math.max(0, configs.findIndex((c) => c.position === position));
  const current: ViConfig | undefined = configs[index];
  const editor = useRef<HTMLFormElement>(null);
  const latest = useRef({ configs, index });
  latest.current = { configs, index };

  // The positions are the page's list: j/k (and the arrows) move through them, Enter edits the focused one.
  useEffect(() => {
    const to = (i: number) => {
      const list = latest.current.configs;
      if (list.length) setPosition(list[Math.max(0, Math.min(list.length - 1, i))].position);
    };
    setActiveList(OWNER, {
      next: () => to(latest.current.index + 1),
      previous: () => to(latest.current.index - 1),
      first: () => to(0),
      last: () => to(latest.current.configs.length - 1),
      toggleSelected: () => {},
      open: () => editor.current?.querySelector<HTMLElement>('[data-testid="vi-editor-question-0"], [data-testid="vi-editor-intro"]')?.focus(),
    });
    return () => releaseActiveList(OWNER);
  }, []);
  useEffect(() => {
    document.querySelector(`[data-testid="vi-config-row"][data-position="${CSS.escape(current?.position ?? '')}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [current?.position]);

  const asking = configs.filter((c) => c.enabled).length;
  return (
    <div className="space-y-3" data-testid="vi-config-page">
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-ink-soft">
        {data && <span>{t('interviews.viConfig.summary', { asking, total: configs.length })}</span>}
        <span className="text-xs text-ink-muted"><Kbd kbd="j" /> <Kbd kbd="k" /> {t('interviews.viConfig.hintMove')} · <Kbd kbd="enter" /> {t('interviews.viConfig.hintEdit')} · <Kbd kbd="mod+enter" /> {t('interviews.viConfig.hintSave')}</span>
      </p>
      <div className="grid items-start gap-4 lg:grid-cols-[340px_minmax(0,1fr)]">
        <Card title={t('interviews.viConfig.positions')} bodyClassName="p-0">
          {error && !data && <p className="p-4 text-sm text-danger">{error}</p>}
          {/* j/k move the choice from anywhere on the page; the box itself takes Tab so arrows can scroll it. */}
          <ScrollRegion label={t('interviews.viConfig.positions')} className="max-h-[calc(100vh-300px)]">
            <ul role="listbox" aria-label={t('interviews.viConfig.positions')} data-testid="vi-config-list">
              {configs.map((c, i) => (
                <li
                  key={c.position}
                  role="option"
                  aria-selected={i === index}
                  onClick={() => setPosition(c.position)}
                  data-testid="vi-config-row"
                  data-position={c.position}
                  data-focused={i === index || undefined}
                  className={`flex cursor-default items-center justify-between gap-3 border-b border-line px-4 py-2.5 text-sm ${i === index ? 'row-focused' : 'hover:bg-[#fafafa]'}`}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{c.position}</span>
                    <span className="text-xs text-ink-muted">{t('interviews.viConfig.rowLine', { jobs: c.job_count, questions: c.questions.length })}</span>
                  </span>
                  <StatusTag tone={c.version === 0 ? 'grey' : c.enabled ? 'green' : 'gold'}>
                    {c.version === 0 ? t('interviews.viConfig.notSet') : c.enabled ? t('interviews.viConfig.on') : t('interviews.viConfig.off')}
                  </StatusTag>
                </li>
              ))}
            </ul>
          </ScrollRegion>
        </Card>
        <Card
          title={current ? current.position : t('table.loading')}
          extra={current?.updated_at && <span className="text-xs text-ink-muted">{t('interviews.viConfig.updated', { when: formatWhen(current.updated_at) })}</span>}
          data-testid="vi-config-editor-card"
        >
          {current ? <ViConfigEditor ref={editor} key={current.position} config={current} /> : <p className="text-sm text-ink-muted">{t('table.loading')}</p>}
        </Card>
      </div>
    </div>
  );
}
