// The workflow's moves: the generic op (`o`: spec §4's plain status moves and the candidate's answers,
// after a preview), the default next status (`a`), and the steps that need details with their previews.
// Every move is checked against its table and refused naming the status and what is allowed from it.
import { getCommand, type ServerCommandId } from '../../../../commands';
import { workflowStepCommands, type ApplicationOpKey } from '../../../../commands/application';
import type { ApplicationDetail } from '../../../../commands/application-workflow-fields';
import { stepOfCommand } from '../../../../commands/application-workflow-steps';
import { applicationActionLabels } from '../../../domain/enums/application-actions';
import { workflowSteps, type WorkflowStepKey } from '../../../domain/enums/workflow-steps';
import { applicationActions, defaultAction } from '../../../domain/transitions';
import { canRunStep, needsInWords, workflowStep, workflowStepsFrom, type WorkflowStep } from '../../../domain/workflow';
import { conflict, invalidArguments } from '../../app-error';
import { loadVersioned } from '../../kit/versioned-update';
import { insertInterview, placeOrLink } from '../interview-schedule';
import type { HandlerContext } from '../types';
import { detailsOf, listInWords, loadDetail, refuseArchived, statusName, writeApplication, type ApplicationChange } from './application-state';
import { stepEmail, stepSummary } from './step-messages';

const COMPLETED = 20;

/** Every op open from the application's status, in words: 'Allowed from Selected (7): Send an offer, Not fit, Archive.' */
export function allowedNow(status: number): string {
  const labels = [...applicationActions(status).map((a) => a.label), ...workflowStepsFrom(status).map((s) => s.label)];
  return labels.length ? `Allowed from ${statusName(status)}: ${labels.join(', ')}.` : `Nothing is allowed from ${statusName(status)}.`;
}

/** A command as a person knows it: by its title, never by its id (issue 22 §3). */
const titleOf = (id: string) => getCommand(id as ServerCommandId).title;

function refuseStep(before: ApplicationDetail, step: WorkflowStep): void {
  refuseArchived(before, `take the step ${step.label}`);
  if (!canRunStep(step.key, before.status)) {
    throw conflict(
      `Cannot take the step ${step.label} on application ${before.id}: it is ${statusName(before.status)}. ` +
        `${step.label} is allowed from ${listInWords(step.from.map(statusName), 'or')}. ${allowedNow(before.status)}`,
    );
  }
}

/** Where a generic op lands, or a refusal naming the command it needs instead. */
function opTarget(before: ApplicationDetail, op: ApplicationOpKey): { label: string; to: number; step?: WorkflowStep } {
  if (op === 'archive' || op === 'restore') throw conflict(`${op === 'archive' ? 'Archive' : 'Restore'} sets a flag, not a status: choose ${titleOf('application.setArchived')} for application ${before.id}.`);
  if (op === 'completeRecruitment') throw conflict(`Completing recruitment shows its preview first: choose Complete recruitment for application ${before.id}.`);
  refuseArchived(before, 'change its status');
  if (applicationActionLabels.has(op)) {
    const action = applicationActions(before.status).find((a) => a.key === op);
    if (!action || action.status === null) {
      throw conflict(`Cannot ${applicationActionLabels.label(op)} application ${before.id}: it is ${statusName(before.status)}. ${allowedNow(before.status)}`);
    }
    return { label: action.label, to: action.status };
  }
  const step = workflowStep(op as WorkflowStepKey);
  if (step.needs.length) throw conflict(`${step.label} needs ${needsInWords(step)}: choose ${titleOf(workflowStepCommands[step.key])} for application ${before.id}, which asks for them.`);
  refuseStep(before, step);
  return { label: step.label, to: step.to, step };
}

function opChange(op: string, to: number, note: string | undefined): ApplicationChange {
  return { application: { status: to }, event: { step: op, details: note ? { note } : {} } };
}

const previewOf = (before: ApplicationDetail, op: string, label: string, to: number, summary: string, emailTo: string | null) => ({
  application_id: before.id, name: before.name, job_title: before.job_title, op, label, from_status: before.status, to_status: to, summary, email_to: emailTo,
});

type Args = { application_id: number; version: number } & Record<string, unknown>;

/**
 * Steps that also write another area's rows, before the application moves (so their checks see it as it
 * was): scheduling puts the interview in the diary (job_interview_list), without its own invitation,
 * since the step emails the applicant itself.
 */
const alsoWrites: Partial<Record<WorkflowStep['key'], (ctx: HandlerContext, args: Args) => Promise<unknown>>> = {
  scheduleInterview: (ctx, a) =>
    insertInterview(ctx, { application_id: a.application_id, scheduled_at: String(a.interview_at), ...placeOrLink(String(a.location)), message: a.note ? String(a.note) : undefined }, { invite: false }),
};

/** Times a step books must be ahead (the schema checks their form; only the server knows the time). */
const FUTURE: Partial<Record<WorkflowStep['key'], { field: string; what: string }>> = {
  scheduleInterview: { field: 'interview_at', what: 'Interview time' },
  startOnboarding: { field: 'induction_at', what: 'Induction time' },
};

function refuseThePast(step: WorkflowStep, args: Args, ctx: HandlerContext): void {
  const when = FUTURE[step.key];
  if (when && Date.parse(String(args[when.field])) <= ctx.now.getTime()) throw invalidArguments([{ path: when.field, message: `${when.what} must be in the future.` }]);
}

/** A step with details: its preview and its action, both checking the table the same way. */
function detailStep(commandId: keyof typeof stepOfCommand) {
  const step = workflowStep(stepOfCommand[commandId]);
  const preview = async (args: Args, ctx: HandlerContext) => {
    refuseThePast(step, args, ctx);
    const before = await loadVersioned(ctx.db, { noun: 'Application', id: args.application_id, seen: args.version, load: loadDetail });
    refuseStep(before, step);
    return previewOf(before, step.key, step.label, step.to, stepSummary(step, before, detailsOf(args)), step.emails ? before.email : null);
  };
  const action = (args: Args, ctx: HandlerContext) => {
    refuseThePast(step, args, ctx);
    return writeApplication(ctx, {
      id: args.application_id,
      seen: args.version,
      decide: async (before) => {
        refuseStep(before, step);
        await alsoWrites[step.key]?.(ctx, args);
        const details = detailsOf(args);
        return { application: { status: step.to }, event: { step: step.key, details }, email: stepEmail(step, before, details) };
      },
    });
  };
  return { preview, action };
}

const interview = detailStep('application.scheduleInterview');
const offer = detailStep('application.sendOffer');
const contract = detailStep('application.sendContract');
const sign = detailStep('application.signContract');
const offline = detailStep('application.completeContractOffline');
const onboarding = detailStep('application.startOnboarding');
const supplement = detailStep('application.requestAdditionalInformation');

export const stepHandlers = {
  async 'application.workflowActionPreview'({ application_id, op, version, note }: { application_id: number; op: ApplicationOpKey; version: number; note?: string }, ctx: HandlerContext) {
    const before = await loadVersioned(ctx.db, { noun: 'Application', id: application_id, seen: version, load: loadDetail });
    const { label, to, step } = opTarget(before, op);
    const noteText = note ? ` Note: “${note}”.` : '';
    const summary = `${label}: ${before.name}'s application for ${before.job_title} moves from ${statusName(before.status)} to ${statusName(to)}.${noteText}`;
    return previewOf(before, op, label, to, summary, step?.emails ? before.email : null);
  },

  'application.workflowAction': ({ application_id, op, version, note }: { application_id: number; op: ApplicationOpKey; version: number; note?: string }, ctx: HandlerContext) =>
    writeApplication(ctx, { id: application_id, seen: version, decide: (before) => opChange(op, opTarget(before, op).to, note) }),

  'application.advance': ({ application_id, version }: { application_id: number; version: number }, ctx: HandlerContext) =>
    writeApplication(ctx, {
      id: application_id,
      seen: version,
      decide: (before) => {
        refuseArchived(before, 'advance it');
        const next = defaultAction(before.status);
        if (!next || next.status === null) {
          throw conflict(`Application ${application_id} is ${statusName(before.status)}: it has no default next status, so choose an op. ${allowedNow(before.status)}`);
        }
        if (next.status === COMPLETED) {
          throw conflict(`Application ${application_id} is ${statusName(before.status)}: its default, Complete recruitment, shows its preview first: choose Complete recruitment.`);
        }
        return opChange(next.key, next.status, undefined);
      },
    }),

  'application.scheduleInterviewPreview': interview.preview,
  'application.scheduleInterview': interview.action,
  'application.sendOfferPreview': offer.preview,
  'application.sendOffer': offer.action,
  'application.sendContractPreview': contract.preview,
  'application.sendContract': contract.action,
  'application.signContractPreview': sign.preview,
  'application.signContract': sign.action,
  'application.completeContractOfflinePreview': offline.preview,
  'application.completeContractOffline': offline.action,
  'application.startOnboardingPreview': onboarding.preview,
  'application.startOnboarding': onboarding.action,
  'application.requestAdditionalInformationPreview': supplement.preview,
  'application.requestAdditionalInformation': supplement.action,
};

/** The label of a history entry's step, whichever table it comes from. */
export function stepLabel(step: string): string | undefined {
  return workflowSteps.label(step) ?? applicationActionLabels.label(step);
}
