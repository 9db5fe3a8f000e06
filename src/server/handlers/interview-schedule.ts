// Putting an interview in the diary: the one function that inserts an interview row, with its checks, its
// audit entry and the invitation email, all in the caller's transaction. schedule_interview calls it, and
// so does the application workflow's 'schedule interview' step (application → Interview pending):
//   insertInterview(ctx, { application_id, scheduled_at: interview_at, ...placeOrLink(location), message: note }, { invite: false })
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { InterviewRow } from '../../../commands/interview-fields';
import type { InterviewModeCode } from '../../domain/enums/interview';
import { applicationStatusName as statusName } from '../../domain/enums/application-status';
import { canScheduleInterview, schedulableStatuses } from '../../domain/interview-schedule';
import { isValidUrl } from '../../domain/validation/url';
import { conflict, invalidArguments, notFound } from '../app-error';
import { applications, interviews, jobAds, providers, staff } from '../db/schema';
import { loadInterviewRow } from '../queries/interview-rows';
import { invitationEmail } from './interview-emails';
import type { HandlerContext } from './types';

/** What an interview needs: schedule_interview's arguments, as its schema parsed them. */
export interface InterviewInput {
  application_id: number;
  /** ISO instant on a 15-minute step. */
  scheduled_at: string;
  /** 30 when not given. */
  duration_minutes?: number;
  mode: InterviewModeCode;
  location?: string;
  video_link?: string;
  /** The signed-in account's name when not given. */
  interviewer?: string;
  message?: string;
}

/**
 * One 'place or video link' text (schedule_interview's and the workflow step's) as the interview's mode
 * and where: a link is a video call, anything else an address, or for a phone interview who calls whom.
 */
export function placeOrLink(place: string, mode?: InterviewModeCode): Pick<InterviewInput, 'mode' | 'location' | 'video_link'> {
  const text = place.trim();
  const chosen = mode ?? (isValidUrl(text) ? 'video' : 'in_person');
  return chosen === 'video' ? { mode: chosen, video_link: text } : { mode: chosen, location: text };
}

/** Attendance of an interview still waited for. */
const openAttendance = ['unconfirmed', 'accepted', 'going'] as const;

/**
 * Inserts the interview, writes its audit entry and queues the invitation to the applicant. Refuses an
 * archived application, a status that does not lead to an interview, a time in the past, and a second
 * interview while one is still to come. `invite: false` leaves the email out (the caller sends its own).
 */
export async function insertInterview(ctx: HandlerContext, input: InterviewInput, { invite = true } = {}): Promise<InterviewRow> {
  const [app] = await ctx.db
    .select({
      id: applications.id, status: applications.status, archived: applications.archived,
      email: staff.email, firstName: staff.firstName, jobTitle: jobAds.title, state: jobAds.state, providerName: providers.name,
    })
    .from(applications)
    .innerJoin(staff, eq(staff.id, applications.staffId))
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .innerJoin(providers, eq(providers.id, jobAds.providerId))
    .where(eq(applications.id, input.application_id));
  if (!app) throw notFound('Application', input.application_id);
  if (app.archived) throw conflict(`Application ${app.id} is archived. Restore it before scheduling an interview.`);
  if (!canScheduleInterview(app.status)) {
    throw conflict(
      `Application ${app.id} is ${statusName(app.status)}: interviews are scheduled from ${schedulableStatuses.map(statusName).join(', ')}.`,
    );
  }
  if (Date.parse(input.scheduled_at) <= ctx.now.getTime()) {
    throw invalidArguments([{ path: 'scheduled_at', message: 'Interview time must be in the future.' }]);
  }
  const [waiting] = await ctx.db
    .select({ id: interviews.id, scheduledAt: interviews.scheduledAt, attendance: interviews.attendance })
    .from(interviews)
    .where(and(eq(interviews.applicationId, app.id), inArray(interviews.attendance, [...openAttendance]), gt(interviews.scheduledAt, ctx.now.toISOString())))
    .limit(1);
  if (waiting) {
    throw conflict(`Application ${app.id} already has interview ${waiting.id} to come (${waiting.attendance}). Cancel it before scheduling another.`);
  }

  const mode = input.mode;
  const [inserted] = await ctx.db
    .insert(interviews)
    .values({
      applicationId: app.id,
      scheduledAt: new Date(input.scheduled_at).toISOString(),
      durationMinutes: input.duration_minutes ?? 30,
      mode,
      // Only what the mode uses is kept, so a row never shows a stale address beside a video link.
      location: mode === 'video' ? '' : (input.location ?? ''),
      videoLink: mode === 'video' ? (input.video_link ?? '') : '',
      interviewer: input.interviewer || ctx.account?.name || 'Recruitment team',
      message: input.message ?? '',
      createdBy: ctx.account?.id ?? null,
    })
    .returning({ id: interviews.id });
  const row = (await loadInterviewRow(ctx.db, inserted.id))!;
  ctx.audit({ entity: 'interview', entityId: row.id, before: null, after: row });
  if (invite) {
    await ctx.adapters.messenger.enqueue(ctx.db, invitationEmail({
      to: app.email, firstName: app.firstName, jobTitle: app.jobTitle, providerName: app.providerName, state: app.state,
      scheduledAt: row.scheduled_at, durationMinutes: row.duration_minutes, mode: row.mode, location: row.location,
      videoLink: row.video_link, interviewer: row.interviewer, message: row.message,
    }));
  }
  return row;
}
