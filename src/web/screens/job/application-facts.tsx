// The focused application's own fields (visibility, prescreen, resume, score, reviewed, role screening,
// where it came from) each with the command that changes it, and spec §3's staff action requests with
// their results, set in place. Buttons run the same commands as the keys and the palette.
import { useState } from 'react';
import type { z } from 'zod';
import { getCommand, type CommandContext, type CommandId } from '../../../../commands';
import type { staffJobApplicationDetail } from '../../../../commands/application-lists';
import type { ApplicationDetail } from '../../../../commands/application-workflow-fields';
import { applicationStatus } from '../../../domain/enums/application-status';
import { staffActionRequests } from '../../../domain/enums/candidate';
import { actionRequestResults, applicationSources, screenResults } from '../../../domain/enums/workflow-steps';
import { errorMessage } from '../../api/api-error';
import { commandTitle, run } from '../../commands/dispatcher';
import { triggerCommand } from '../../commands/trigger-command';
import { enumLabel, tMessage, useT } from '../../i18n/i18n';
import { SelectInput } from '../../ui/field';
import { Kbd } from '../../ui/kbd';

type Detail = z.infer<typeof staffJobApplicationDetail.result>;

/** One fact and, where it can change, the command that changes it (with its key, if it has one). */
function Fact({ label, value, command, testId }: { label: string; value: React.ReactNode; command?: CommandId; testId: string }) {
  const c = command && getCommand(command);
  return (
    <div className="flex items-start justify-between gap-3 py-1.5" data-testid={`fact-${testId}`}>
      <dt className="shrink-0 text-ink-muted">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2 text-right text-ink">
        <span className="min-w-0 truncate">{value}</span>
        {c && (
          <button type="button" className="inline-flex shrink-0 items-center gap-1 text-xs text-primary hover:text-primary-400" title={commandTitle(c)} aria-label={commandTitle(c)} onClick={() => triggerCommand(c, 'screen')} data-testid={`fact-${testId}-change`}>
            {c.kbd ? <Kbd kbd={c.kbd} /> : '✎'}
          </button>
        )}
      </dd>
    </div>
  );
}

export function ApplicationFacts({ application: a, detail, context }: { application: ApplicationDetail; detail: Detail; context: CommandContext }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const yes = (v: boolean) => (v ? t('workflow.facts.yes') : t('workflow.facts.no'));
  const setResult = async (action: string, result: string) => {
    setError(null);
    try {
      await run('application.changeActionResult', { application_id: a.id, version: a.version, action, result }, 'screen', { context });
    } catch (e) {
      setError(tMessage(errorMessage(e)));
    }
  };

  return (
    <div className="px-5 py-3 text-sm" data-testid="application-facts">
      <dl className="divide-y divide-line">
        <Fact testId="visible" label={t('workflow.facts.visible')} value={yes(a.visible)} command="application.changeVisible" />
        <Fact
          testId="prescreen"
          label={t('workflow.facts.prescreen')}
          value={a.status === 18 ? t('workflow.facts.prescreenFrom', { status: enumLabel(applicationStatus, a.prescreen_from ?? 1) }) : `${t('workflow.facts.notInPrescreen')} · ${enumLabel(screenResults, a.prescreen_result)}`}
          command="application.changePrescreen"
        />
        <Fact testId="showToProviders" label={t('workflow.facts.showToProviders')} value={yes(detail.is_show_inprescreen_to_providers)} command="application.showInprescreenSetting" />
        <Fact
          testId="resume"
          label={t('workflow.facts.resume')}
          value={a.resume_url ? <a href={a.resume_url} target="_blank" rel="noreferrer" className="text-primary hover:text-primary-400">{a.resume_name}</a> : t('workflow.facts.noResume')}
          command="application.updateResume"
        />
        <Fact testId="score" label={t('workflow.facts.score')} value={a.resume_score ?? t('workflow.facts.noScore')} command="application.updateResumeScore" />
        <Fact testId="reviewed" label={t('workflow.facts.reviewed')} value={yes(a.reviewed)} command="application.updateReviewed" />
        <Fact testId="roleScreen" label={t('workflow.facts.roleScreen')} value={enumLabel(screenResults, a.role_screen_result)} command="application.changeRoleScreen" />
        <Fact testId="job" label={t('workflow.facts.job')} value={<span title={a.job_title}>#{a.job_id} {a.job_title}</span>} command="application.relocate" />
        <Fact testId="source" label={t('workflow.facts.source')} value={enumLabel(applicationSources, a.source)} />
        {a.relocated_from_job_id && <Fact testId="relocated" label="" value={t('workflow.facts.relocatedFrom', { id: a.relocated_from_job_id })} />}
        {a.withdraw_reason && <Fact testId="withdrawn" label={t('workflow.facts.withdrawn')} value={<span title={a.withdraw_reason}>{a.withdraw_reason}</span>} />}
      </dl>
      <h3 className="mt-4 mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('workflow.facts.requests')}</h3>
      <ul className="divide-y divide-line" data-testid="application-requests">
        {detail.action_requests.map((r) => (
          <li key={r.action} className="flex items-center justify-between gap-2 py-1.5" data-action={r.action} data-result={r.result ?? ''}>
            <span className="min-w-0 truncate" title={r.note || r.label}>{enumLabel(staffActionRequests, r.action)}</span>
            <SelectInput
              className="h-7 w-36 text-xs"
              value={r.result ?? ''}
              aria-label={t('workflow.facts.setResult', { action: r.label })}
              onChange={(e) => e.target.value && void setResult(r.action, e.target.value)}
              data-testid={`request-${r.action}`}
            >
              {!r.result && <option value="">{t('workflow.facts.notRequested')}</option>}
              {actionRequestResults.entries.map((x) => (
                <option key={x.code} value={x.code} disabled={!r.result && x.code !== 'requested'}>
                  {enumLabel(actionRequestResults, x.code)}
                </option>
              ))}
            </SelectInput>
          </li>
        ))}
      </ul>
      {error && <p role="alert" className="mt-2 text-sm text-danger">{error}</p>}
    </div>
  );
}
