// The focused application beside the list: who and what, its next steps (both tables, the default on
// `a`), and tabs for its details, history and the panels other parts of the console build (check notes,
// admin notes, interviews, referees, AI summary). It keeps its size from the first frame, and swaps a
// skeleton for the content in one go, so nothing on the page moves while it loads.
import { AlsoOpen } from '../../live/also-open';
import { Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { recordKinds, type CommandContext } from '../../../../commands';
import { applicationStatus } from '../../../domain/enums/application-status';
import { useCommandQuery } from '../../commands/use-command-query';
import { enumLabel, useT } from '../../i18n/i18n';
import { timeAgoLong } from '../../i18n/time-ago';
import { StatusTag } from '../../ui/status-tag';
import { toneTable } from '../../ui/status-tones';
import { formatPhoneDisplay } from '../../../domain/format/phone-display';
import { ApplicationFacts } from './application-facts';
import { ApplicationHistory } from './application-history';
import { ApplicationOps } from './application-ops';
import { panelTabs, type PanelTabId } from './panel-tabs';

const tone = toneTable('applicationStatus')!;
const BOX = 'rounded-lg bg-white shadow-card min-[1400px]:sticky min-[1400px]:top-4 min-[1400px]:h-[calc(100vh-190px)] min-[1400px]:min-h-[420px] min-[1400px]:overflow-y-auto';

export function ApplicationPanel({ applicationId, fields }: { applicationId?: number; fields?: Readonly<Record<string, unknown>> }) {
  const t = useT();
  const [tab, setTab] = useState<PanelTabId>('details');
  const enabled = applicationId !== undefined;
  const args = { application_id: applicationId ?? 0 };
  const context: CommandContext | undefined = enabled ? { path: location.pathname, record: { kind: 'application', id: applicationId, fields: fields ? { ...fields } : undefined } } : undefined;
  const detail = useCommandQuery('application.staffDetail', args, { enabled, context });
  const ops = useCommandQuery('application.adminOps', args, { enabled, context });
  // The last answers that agree (same application, same version) stay on screen while newer ones arrive.
  const last = useRef<{ detail: NonNullable<typeof detail.data>; ops: NonNullable<typeof ops.data> } | null>(null);
  if (detail.data && ops.data && detail.data.application.id === applicationId && ops.data.version === detail.data.application.version) {
    last.current = { detail: detail.data, ops: ops.data };
  }
  const shown = last.current?.detail.application.id === applicationId ? last.current : null;

  if (!enabled) {
    return (
      <aside className={BOX} data-testid="application-panel" aria-label={t('workflow.panel.label')}>
        <p className="p-5 text-sm text-ink-muted" data-testid="application-panel-empty">{t('workflow.panel.empty')}</p>
      </aside>
    );
  }
  if (!shown) {
    const error = detail.error ?? ops.error;
    return (
      <aside className={BOX} data-testid="application-panel" aria-label={t('workflow.panel.label')} aria-busy={!error}>
        <div className="space-y-3 p-5">
          {error ? <p className="text-sm text-danger" role="alert">{error}</p> : <p className="text-sm text-ink-muted">{t('workflow.panel.loading')}</p>}
          {[70, 45, 90, 60].map((w) => (
            <div key={w} className="h-4 animate-pulse rounded bg-black/5" style={{ width: `${w}%` }} />
          ))}
        </div>
      </aside>
    );
  }

  const app = shown.detail.application;
  const Panel = panelTabs.find((p) => p.id === tab)?.panel;
  const record: CommandContext = { path: location.pathname, record: { kind: 'application', id: app.id, fields: { ...app } } };
  return (
    <aside className={BOX} data-testid="application-panel" data-application-id={app.id} data-version={app.version} aria-label={t('workflow.panel.label')}>
      <header className="border-b border-line px-5 py-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 truncate text-base font-semibold text-ink" title={app.name} data-testid="application-panel-name">
            #{app.id} {app.name}
          </h2>
          <Link href={recordKinds.applicant.detailPath(app.staff_id)} className="shrink-0 text-sm text-primary hover:text-primary-400" data-testid="application-panel-applicant">
            {t('workflow.panel.openApplicant')}
          </Link>
        </div>
        <p className="mt-1 truncate text-sm text-ink-soft" title={`${app.job_title} · ${app.provider_name}`}>{t('workflow.panel.via', { job: app.job_title, provider: app.provider_name })}</p>
        <p className="truncate text-xs text-ink-muted" title={app.email}>
          {app.email} · {formatPhoneDisplay(app.phone)}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
          <StatusTag tone={tone(app.status)} testId="application-panel-status">{enumLabel(applicationStatus, app.status)}</StatusTag>
          {app.archived && <StatusTag tone="grey">{t('workflow.panel.archived')}</StatusTag>}
          <span>{t('workflow.panel.applied', { when: timeAgoLong(app.applied_at) })}</span>
          <span>· {t('workflow.panel.updated', { when: timeAgoLong(app.updated_at) })}</span>
          <span>· {t('workflow.panel.version', { version: app.version })}</span>
        </div>
        <AlsoOpen kind="application" id={app.id} />
      </header>
      <ApplicationOps application={app} ops={shown.ops} context={record} />
      <nav role="tablist" aria-label={t('workflow.panel.label')} className="flex flex-wrap gap-1 border-y border-line px-3 pt-2" data-testid="application-panel-tabs">
        {panelTabs.map((p) => (
          <button
            key={p.id}
            type="button"
            role="tab"
            aria-selected={p.id === tab}
            data-testid={`application-panel-tab-${p.id}`}
            onClick={() => setTab(p.id)}
            className={`-mb-px border-b-2 px-2 pb-1.5 text-xs ${p.id === tab ? 'border-primary text-primary' : 'border-transparent text-ink-soft hover:text-primary'}`}
          >
            {t(p.titleKey)}
          </button>
        ))}
      </nav>
      <div role="tabpanel" data-testid={`application-panel-${tab}`}>
        {tab === 'details' && <ApplicationFacts application={app} detail={shown.detail} context={record} />}
        {tab === 'history' && <ApplicationHistory events={shown.detail.events} />}
        {Panel && (
          <Suspense fallback={<p className="p-4 text-sm text-ink-muted">{t('table.loading')}</p>}>
            <Panel applicationId={app.id} staffId={app.staff_id} />
          </Suspense>
        )}
      </div>
    </aside>
  );
}
