// The application workflow (workflow.ts beside spec §4's table): `o` opens every op open to the focused
// application (both tables) and runs the plain ones itself after a preview; ops with details, a preview
// of their own or a flag hand over to their command. `a` runs the row's default (§4) op, over the
// selection one row at a time. The step commands, settings, lists and screening live in the files below.
import { z } from 'zod';
import { applicationOpKeys, type applicationOp, type workflowOp } from './application';
import { applicationListCommands } from './application-lists';
import { applicationScreeningCommands } from './application-screening';
import { applicationSettingCommands } from './application-settings';
import { applicationStepCommands } from './application-workflow-steps';
import {
  applicationDetail, applicationId, fromApplicationWithVersion, onActiveApplication, optionalText, workflowPreview,
} from './application-workflow-fields';
import type { ArgOption } from './define';
import { defineCommand } from './define';
import { applicationStatusBack } from './inverse';
import { version } from './fields';
import { applicationActions, defaultAction } from '../src/domain/transitions';

const COMPLETED = 20;

type Ops = { ops: z.infer<typeof applicationOp>[]; workflow: z.infer<typeof workflowOp>[]; reason: string | null };

const op = z.enum(applicationOpKeys, { error: `Op must be one of ${applicationOpKeys.join(', ')}.` });

/** Every op as a choice: those with their own command hand over to it (with its details or preview). */
export function opChoices(r: Ops): ArgOption[] {
  const section4 = r.ops.map((o): ArgOption => ({
    value: o.key,
    label: o.label,
    default: o.default,
    danger: o.danger,
    command: o.command === 'application.changeStatus' ? undefined : o.command,
    args: o.archive ? { archived: true } : o.restore ? { archived: false } : undefined,
  }));
  const workflow = r.workflow.map((w): ArgOption => ({
    value: w.key,
    label: w.label,
    danger: w.danger,
    command: w.command === 'application.workflowAction' ? undefined : w.command,
  }));
  return [...section4, ...workflow];
}

const actionArgs = z.strictObject({
  application_id: applicationId,
  op,
  version,
  note: optionalText('Note', 2000),
});

export const workflowActionPreview = defineCommand({
  id: 'application.workflowActionPreview',
  api: 'application_workflow_action_preview',
  title: 'Preview an application op',
  area: 'application',
  kind: 'query',
  when: onActiveApplication,
  fill: fromApplicationWithVersion,
  recordArg: 'application_id',
  args: actionArgs,
  result: workflowPreview,
});

export const workflowAction = defineCommand({
  id: 'application.workflowAction',
  api: 'application_workflow_action',
  title: 'Run an application op',
  area: 'application',
  inverse: applicationStatusBack,
  kind: 'action',
  kbd: 'o',
  keywords: ['workflow', 'ops', 'actions', 'offer accepted', 'contract accepted', 'declined', 'next step'],
  preview: 'application.workflowActionPreview',
  when: onActiveApplication,
  fill: fromApplicationWithVersion,
  recordArg: 'application_id',
  args: actionArgs,
  argSources: {
    op: {
      command: 'application.adminOps',
      args: (known) => (known.application_id ? { application_id: known.application_id } : undefined),
      options: opChoices,
      reason: (r: Ops) => r.reason,
    },
  },
  result: applicationDetail,
});

export const advanceApplication = defineCommand({
  id: 'application.advance',
  api: 'advance_application',
  title: 'Advance application to its default next status',
  area: 'application',
  inverse: applicationStatusBack,
  kind: 'action',
  kbd: 'a',
  keywords: ['next', 'default', 'move on', 'progress'],
  when: onActiveApplication,
  // Spec §4: completing recruitment always shows its preview, so `a` there opens it instead; where the
  // status has no default move but has ops (Contract expired), `a` opens the op chooser rather than a refusal.
  handsOver: (ctx) => {
    const status = Number(ctx.record?.fields?.status);
    const next = defaultAction(status);
    if (next?.status === COMPLETED) return 'application.completeRecruitment';
    return !next && applicationActions(status).length > 0 ? 'application.workflowAction' : undefined;
  },
  fill: fromApplicationWithVersion,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId, version }),
  result: applicationDetail,
});

export const applicationWorkflowCommands = [
  workflowActionPreview, workflowAction, advanceApplication,
  ...applicationStepCommands, ...applicationSettingCommands, ...applicationListCommands, ...applicationScreeningCommands,
] as const;
