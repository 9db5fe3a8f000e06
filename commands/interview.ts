// Interviews of applications (spec §7 Jobs and applications, §3 Interview attendance): the list across
// jobs, scheduling one, its attendance, and reminding providers of interviews nobody has confirmed.
// Reports and one-way (virtual) interviews are in their own files; the list below holds them all.
import { z } from 'zod';
import { interviewAttendance } from '../src/domain/enums/candidate';
import { interviewModes } from '../src/domain/enums/interview';
import { isValidUrl } from '../src/domain/validation/url';
import { defineCommand, type CommandContext } from './define';
import { setBack } from './inverse';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';
import { applicationId, fromInterview, interviewId, interviewRow, interviewTime, onInterview, optionalText, requiredText } from './interview-fields';
import { interviewReportCommands } from './interview-report';
import { virtualInterviewCommands } from './virtual-interview';

const isoDate = (what: string) => z.iso.date({ error: `${what} must be a date (YYYY-MM-DD).` });

export const interviewList = defineCommand({
  id: 'interview.list',
  api: 'job_interview_list',
  title: 'List interviews',
  area: 'interview',
  kind: 'query',
  keywords: ['interviews', 'attendance', 'schedule', 'calendar'],
  args: z
    .strictObject({
      page,
      page_size: pageSize,
      attendance: codeOf('Attendance', interviewAttendance).optional(),
      job_id: recordId('Job id').optional(),
      application_id: recordId('Application id').optional(),
      staff_id: recordId('Staff id').optional(),
      date_from: isoDate('From date').optional(),
      date_to: isoDate('To date').optional(),
      keyword,
      sort_by: z.enum(['scheduled_at', 'created_at', 'id', 'name']).default('scheduled_at'),
      sort_dir: sortDir,
    })
    .refine((a) => !a.date_from || !a.date_to || a.date_from <= a.date_to, { path: ['date_to'], message: 'To date must not be before from date.' }),
  result: pagedResult(interviewRow),
});

/** One interview with the attendance moves open to it now (the attendance step's choices). */
export const interviewDetail = defineCommand({
  id: 'interview.detail',
  api: 'get_interview',
  title: 'Open interview',
  area: 'interview',
  kind: 'query',
  when: onInterview,
  fill: (ctx) => (ctx.record?.kind === 'interview' ? { interview_id: ctx.record.id } : {}),
  recordArg: 'interview_id',
  args: z.strictObject({ interview_id: interviewId }),
  result: interviewRow.extend({
    moves: z.array(z.object({ to: codeOf('Attendance', interviewAttendance), default: z.boolean() })),
    /** Why no move is open, when none is. */
    reason: z.string().nullable(),
  }),
});

const onOpenApplication = (ctx: CommandContext) => ctx.record?.kind === 'application' && ctx.record.fields?.archived !== true;
/**
 * Statuses where the application is already in its interview stage, so a further round is booked without
 * a status change; before that, 'Schedule interview for application' (key i) books it and moves the status.
 */
const ANOTHER_ROUND = [5, 6, 26];
const onInterviewStage = (ctx: CommandContext) => {
  const status = ctx.record?.fields?.status;
  return onOpenApplication(ctx) && (typeof status !== 'number' || ANOTHER_ROUND.includes(status));
};

export const scheduleInterview = defineCommand({
  id: 'interview.schedule',
  irreversible: { reason: 'it sends the interview invitation' },
  api: 'schedule_interview',
  title: 'Book another interview round',
  area: 'interview',
  kind: 'action',
  keywords: ['invite', 'interview', 'book', 'meeting', 'second interview', 'schedule'],
  when: onInterviewStage,
  fill: (ctx) => (ctx.record?.kind === 'application' ? { application_id: ctx.record.id } : {}),
  recordArg: 'application_id',
  args: z
    .strictObject({
      application_id: applicationId,
      scheduled_at: interviewTime,
      duration_minutes: z
        .number({ error: 'Duration must be a number of minutes.' })
        .int('Duration must be whole minutes.')
        .min(15, 'Duration is at least 15 minutes.')
        .max(240, 'Duration is at most 240 minutes.')
        .refine((m) => m % 15 === 0, 'Duration must be a multiple of 15 minutes.')
        .default(30),
      /** Where: an address, a video link, or for a phone interview who calls whom. */
      place: requiredText('Place or video link', 500),
      /** Read from the place when left out: a link is a video call, anything else is in person. */
      mode: codeOf('Mode', interviewModes).optional(),
      /** The signed-in account's name when left out. */
      interviewer: optionalText('Interviewer', 100).optional(),
      message: optionalText('Message', 2000).optional(),
    })
    .superRefine((a, ctx) => {
      const link = isValidUrl(a.place);
      if (a.mode === 'video' && !link) ctx.addIssue({ code: 'custom', path: ['place'], message: 'A video interview needs an http or https link as its place.' });
      if (a.mode === 'in_person' && link) ctx.addIssue({ code: 'custom', path: ['place'], message: 'An interview in person needs an address, not a link.' });
    }),
  result: interviewRow,
});

export const setInterviewAttendance = defineCommand({
  id: 'interview.setAttendance',
  inverse: setBack('interview.setAttendance', 'interview_id', 'attendance'),
  api: 'set_interview_confirm_status',
  title: 'Set interview attendance',
  area: 'interview',
  kind: 'action',
  keywords: ['confirm', 'attendance', 'going', 'not going', 'no show', 'interviewed', 'cancel interview'],
  reversible: true,
  when: onInterview,
  fill: fromInterview,
  recordArg: 'interview_id',
  args: z.strictObject({ interview_id: interviewId, attendance: codeOf('Attendance', interviewAttendance), version }),
  argSources: {
    attendance: {
      command: 'interview.detail',
      args: (known) => (known.interview_id ? { interview_id: known.interview_id } : undefined),
      options: (r: { moves: { to: string; default: boolean }[] }) =>
        r.moves.map((m) => ({ value: m.to, label: interviewAttendance.label(m.to) ?? m.to, default: m.default, danger: m.to === 'cancelled' })),
      reason: (r: { reason: string | null }) => r.reason,
    },
  },
  result: interviewRow,
});

export const notifyUnconfirmedAttendance = defineCommand({
  id: 'interview.notifyUnconfirmed',
  api: 'unconfirmed_attendance_notify_provider',
  title: 'Remind providers of unconfirmed interviews',
  area: 'interview',
  irreversible: { reason: 'it sends a message' },
  kind: 'action',
  keywords: ['remind', 'unconfirmed', 'attendance', 'email provider'],
  args: z.strictObject({
    days: z
      .number({ error: 'Days must be a number.' })
      .int('Days must be a whole number.')
      .min(1, 'Days is at least 1.')
      .max(30, 'Days is at most 30.')
      .default(3)
      .describe('Interviews starting within this many days'),
    job_id: recordId('Job id').optional(),
  }),
  result: z.object({
    /** Interviews listed in the emails sent. */
    notified: z.number().int(),
    /** Providers emailed (one email each). */
    providers: z.number().int(),
    /** Unconfirmed interviews left out because their provider was reminded of them in the last 12 hours. */
    skipped_recent: z.number().int(),
  }),
});

/** The interview commands of this file (handlers/interview.ts); the list below adds reports and virtual interviews. */
export const interviewCoreCommands = [interviewList, interviewDetail, scheduleInterview, setInterviewAttendance, notifyUnconfirmedAttendance] as const;

export const interviewCommands = [...interviewCoreCommands, ...interviewReportCommands, ...virtualInterviewCommands] as const;
