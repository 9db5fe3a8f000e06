// Argument and row shapes the interview commands share (interview.ts, interview-report.ts).
import { z } from 'zod';
import { interviewAttendance } from '../src/domain/enums/candidate';
import { interviewModes } from '../src/domain/enums/interview';
import type { CommandContext } from './define';
import { codeOf, recordId } from './fields';

export const interviewId = recordId('Interview id');
export const applicationId = recordId('Application id');

/** Text with a required message and a length limit, both naming the field. */
export const requiredText = (what: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`) })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} is at most ${max.toLocaleString('en-AU')} characters.`);

export const optionalText = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, `${what} is at most ${max.toLocaleString('en-AU')} characters.`);

const QUARTER_HOUR_MS = 15 * 60_000;

/** An interview's start: an ISO instant on a 15-minute step (spec §9 time pickers). */
export const interviewTime = z.iso
  .datetime({ offset: true, error: (issue) => (issue.input === undefined ? 'Interview time is required.' : 'Interview time must be a date and time (ISO 8601).') })
  .refine((v) => Date.parse(v) % QUARTER_HOUR_MS === 0, 'Interview time must be on a 15-minute step.')
  .describe('ISO 8601 date-time');

/** One interview as lists and screens read it: the application it belongs to, when, how, with whom, who came. */
export const interviewRow = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  staff_id: z.number().int(),
  job_id: z.number().int(),
  name: z.string(),
  job_title: z.string(),
  provider_name: z.string(),
  scheduled_at: z.string(),
  duration_minutes: z.number().int(),
  mode: codeOf('Mode', interviewModes),
  location: z.string(),
  video_link: z.string(),
  interviewer: z.string(),
  message: z.string(),
  attendance: codeOf('Attendance', interviewAttendance),
  attendance_at: z.string().nullable(),
  application_status: z.number().int(),
  report_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type InterviewRow = z.infer<typeof interviewRow>;

export const onInterview = (ctx: CommandContext) => ctx.record?.kind === 'interview';

/** The focused interview's id and, where the screen showed it, the version it saw. */
export const fromInterview = (ctx: CommandContext) => {
  if (ctx.record?.kind !== 'interview') return {};
  const version = ctx.record.fields?.version;
  return typeof version === 'number' ? { interview_id: ctx.record.id, version } : { interview_id: ctx.record.id };
};
