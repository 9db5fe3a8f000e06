// Shapes the application workflow commands share: the focused-application context, text and date
// fields whose messages name the field, the application as these commands answer it (the list row plus
// what it carries beyond its status), and a workflow preview.
import { z } from 'zod';
import { applicationSources, screenResults } from '../src/domain/enums/workflow-steps';
import { URL_PATTERN } from '../src/domain/validation/url';
import { applicationRow } from './application';
import type { CommandContext } from './define';
import { codeOf, recordId } from './fields';

export const applicationId = recordId('Application id');
export const staffId = recordId('Staff id');
export const jobId = recordId('Job id');

export const onApplication = (ctx: CommandContext) => ctx.record?.kind === 'application';
/** Steps that change an application do not apply to an archived one (restore it first). */
export const onActiveApplication = (ctx: CommandContext) => onApplication(ctx) && ctx.record?.fields?.archived !== true;
export const fromApplication = (ctx: CommandContext) => (onApplication(ctx) ? { application_id: ctx.record!.id } : {});
/** Writes carry the version the user saw, so acting on a stale row is a conflict, never an overwrite. */
export const fromApplicationWithVersion = (ctx: CommandContext) => {
  if (!onApplication(ctx)) return {};
  const version = ctx.record!.fields?.version;
  return typeof version === 'number' ? { application_id: ctx.record!.id, version } : { application_id: ctx.record!.id };
};
export const onPerson = (ctx: CommandContext) => ctx.record?.kind === 'applicant' || ctx.record?.kind === 'staff';
/** The applicant of a focused person, or of a focused application (its row names the applicant). */
export const fromPersonOrApplication = (ctx: CommandContext) => {
  if (onPerson(ctx)) return { staff_id: ctx.record!.id };
  const staff = ctx.record?.fields?.staff_id;
  return onApplication(ctx) && typeof staff === 'number' ? { staff_id: staff } : {};
};

const max = (n: number) => n.toLocaleString('en-AU');

/** Text with a required message and a length limit, both naming the field. */
export const requiredText = (what: string, limit: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`) })
    .trim()
    .min(1, `${what} is required.`)
    .max(limit, `${what} is at most ${max(limit)} characters.`);

export const optionalText = (what: string, limit: number) =>
  z.string({ error: `${what} must be text.` }).trim().max(limit, `${what} is at most ${max(limit)} characters.`).optional();

export const isoDate = (what: string) =>
  z.iso
    .date({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be a date (YYYY-MM-DD).`) })
    .describe('ISO 8601 date');

const QUARTER_HOUR_MS = 15 * 60_000;

/** A moment on a 15-minute step (spec §9 time pickers), with its offset. */
export const quarterHour = (what: string) =>
  z.iso
    .datetime({ offset: true, error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be a date and time (ISO 8601).`) })
    .refine((v) => Date.parse(v) % QUARTER_HOUR_MS === 0, `${what} must be on a 15-minute step.`)
    .describe('ISO 8601 date-time');

export const url = (what: string) =>
  requiredText(what, 500).regex(URL_PATTERN, `${what} must be an http, https or ftp address.`);

/** One application as the workflow commands answer it: the list row and what it carries beyond its status. */
export const applicationDetail = applicationRow.extend({
  provider_id: z.number().int(),
  provider_name: z.string(),
  job_status: z.number().int(),
  visible: z.boolean(),
  prescreen_from: z.number().int().nullable(),
  prescreen_result: codeOf('Prescreen result', screenResults),
  prescreen_note: z.string(),
  resume_score: z.number().int().nullable(),
  reviewed: z.boolean(),
  reviewed_at: z.string().nullable(),
  resume_name: z.string(),
  resume_url: z.string(),
  role_screen_result: codeOf('Role screening result', screenResults),
  role_screen_note: z.string(),
  withdraw_reason: z.string(),
  withdrawn_at: z.string().nullable(),
  relocated_from_job_id: z.number().int().nullable(),
  source: codeOf('Source', applicationSources),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/** What a step would do, before the confirming Enter: nothing has changed yet. */
export const workflowPreview = z.object({
  application_id: z.number().int(),
  name: z.string(),
  job_title: z.string(),
  op: z.string(),
  label: z.string(),
  from_status: z.number().int(),
  to_status: z.number().int(),
  summary: z.string(),
  /** The applicant's address when the step emails them. */
  email_to: z.string().nullable(),
});
