// The focused application's next steps: spec §4's ops and the workflow steps open from its status, the
// default marked with its key (a), all of them on o in the palette. Choosing one here opens its form in
// place: the details it needs (interview time and place, pay and start date…), then its preview or a
// confirm where it ends the candidate's chances, then it runs, through the same commands as the keys.
import { useState } from 'react';
import type { z } from 'zod';
import { getCommand, type CommandContext, type CommandId } from '../../../../commands';
import type { applicationAdminOps } from '../../../../commands/application';
import { applicationActionLabels } from '../../../domain/enums/application-actions';
import { applicationStatus } from '../../../domain/enums/application-status';
import { workflowSteps } from '../../../domain/enums/workflow-steps';
import { commandTitle, run } from '../../commands/dispatcher';
import { enumLabel, t, tMessage, useT } from '../../i18n/i18n';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../ui/button';
import { Kbd } from '../../ui/kbd';
import { CommandForm } from '../generic/command-form';

type Ops = z.infer<typeof applicationAdminOps.result>;

interface Entry {
  key: string;
  label: string;
  /** Target status; null for archive and restore. */
  to: number | null;
  isDefault: boolean;
  danger: boolean;
  candidate: boolean;
  command: CommandId;
  /** Arguments the op fixes besides the application and its version. */
  fixed: Record<string, unknown>;
}

/** A §4 op in the person's language: the table's verb, or the archived flag's word for archive and restore. */
function opLabel(key: string, english: string): string {
  if (key === 'restore') return t('value.archived.false');
  return applicationActionLabels.has(key) ? enumLabel(applicationActionLabels, key) : english;
}

/** Both tables' ops as one list, each with the command that runs it (the same choice `o` hands over to). */
function entries(ops: Ops): Entry[] {
  const section4 = ops.ops.map((o): Entry => ({
    key: o.key,
    label: opLabel(o.key, o.label),
    to: o.status,
    isDefault: o.default,
    danger: o.danger,
    candidate: false,
    command: o.command === 'application.changeStatus' ? 'application.workflowAction' : o.command,
    fixed: o.archive ? { archived: true } : o.restore ? { archived: false } : o.command === 'application.changeStatus' ? { op: o.key } : {},
  }));
  const workflow = ops.workflow.map((w): Entry => ({
    key: w.key,
    label: workflowSteps.has(w.key) ? enumLabel(workflowSteps, w.key) : w.label,
    to: w.status,
    isDefault: false,
    danger: w.danger,
    candidate: w.by === 'candidate',
    command: w.command as CommandId,
    fixed: w.command === 'application.workflowAction' ? { op: w.key } : {},
  }));
  return [...section4, ...workflow];
}

const advanceKbd = getCommand('application.advance').kbd!;
const opsKbd = getCommand('application.workflowAction').kbd!;

/** `workflowOnly`: where a status form beside it offers spec §4's ops already (the applicant's page). */
export function ApplicationOps({ application, ops, context, workflowOnly = false }: { application: { id: number; version: number }; ops: Ops; context: CommandContext; workflowOnly?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = entries(ops).filter((e) => !workflowOnly || (ops.workflow as { key: string }[]).some((w) => w.key === e.key));
  const chosen = list.find((e) => e.key === open);
  const base = { application_id: application.id, version: application.version };
  const command = chosen && getCommand(chosen.command);
  // A destructive op without a preview of its own (Archive) asks here; the others confirm on their preview.
  const confirmHere = Boolean(chosen?.danger && !command?.preview);

  const runNow = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      await run(chosen.command, { ...base, ...chosen.fixed }, 'screen', { context });
      setOpen(null);
    } catch (e) {
      setError(tMessage(errorMessage(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={workflowOnly ? '' : 'px-5 py-4'} data-testid="application-ops">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">{t('workflow.panel.ops')}</h3>
        <span className="inline-flex items-center gap-1 text-xs text-ink-muted" title={t('workflow.panel.opsHint')}>
          <Kbd kbd={opsKbd} /> {commandTitle(getCommand('application.workflowAction'))}
        </span>
      </div>
      {ops.reason && !workflowOnly && <p className="mb-2 rounded-md border border-[#ffe58f] bg-[#fffbe6] px-3 py-2 text-xs text-ink" data-testid="application-ops-reason">{ops.reason}</p>}
      {list.length === 0 && <p className="text-sm text-ink-muted">{t('workflow.panel.noOps')}</p>}
      <ul className="flex flex-wrap gap-1.5">
        {list.map((e) => (
          <li key={e.key}>
            <Button
              size="sm"
              variant={e.isDefault ? 'primary' : 'default'}
              aria-pressed={open === e.key}
              className={e.danger ? 'text-danger' : ''}
              onClick={() => {
                setError(null);
                setOpen(open === e.key ? null : e.key);
              }}
              title={e.to !== null ? `→ ${enumLabel(applicationStatus, e.to)}${e.candidate ? ` (${t('workflow.panel.candidate')})` : ''}` : undefined}
              data-testid="application-op"
              data-op={e.key}
              data-default={e.isDefault || undefined}
            >
              {e.label}
              {e.isDefault && e.to !== 20 && <Kbd kbd={advanceKbd} tone="dark" />}
            </Button>
          </li>
        ))}
      </ul>
      {chosen && command && (
        <div className="mt-3 rounded-md border border-line bg-[#fafafa] p-3" data-testid="application-op-form" data-op={chosen.key}>
          <p className="mb-2 text-xs font-semibold text-ink">
            {chosen.label}
            {chosen.to !== null && <span className="font-normal text-ink-muted"> → {enumLabel(applicationStatus, chosen.to)}</span>}
          </p>
          {confirmHere ? (
            <div className="flex gap-2">
              <Button variant="primary" className="border-danger bg-danger hover:border-danger hover:bg-danger" loading={busy} onClick={() => void runNow()} data-testid="application-op-confirm">
                {t('paletteFlow.form.confirm', { choice: chosen.label })}
              </Button>
              <Button onClick={() => setOpen(null)}>{t('workflow.panel.cancel')}</Button>
            </div>
          ) : (
            <CommandForm
              key={`${chosen.key}:${application.version}`}
              commandId={chosen.command}
              fixed={{ ...base, ...chosen.fixed }}
              testId="application-op"
              submitLabel={chosen.label}
              context={context}
              onDone={() => setOpen(null)}
            />
          )}
          {error && <p role="alert" className="mt-2 text-sm text-danger">{error}</p>}
        </div>
      )}
    </section>
  );
}
