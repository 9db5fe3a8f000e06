// The virtual interview invitation list and its resend: applications whose job's position asks for a
// one-way interview (an enabled question set), with how far each applicant got.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { ViInviteRow, ViInviteState, virtualInterviewList } from '../../../commands/virtual-interview';
import { VI_RESEND_GAP_MINUTES, viInviteRefusal } from '../../domain/virtual-interview';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { applications, jobAds, positionViConfigs, staff, virtualInterviewInvites } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { containing, staffName } from '../queries/staff-keyword';
import { viInviteEmail } from './interview-emails';
import type { Handler, HandlerContext } from './types';

const questionCount = sql<number>`jsonb_array_length(${positionViConfigs.questions})`;
const answerCount = sql<number>`(select count(*)::int from virtual_interview_answers v where v.application_id = ${applications.id})`;
const answeredAt = sql<string | null>`(select max(v.recorded_at) from virtual_interview_answers v where v.application_id = ${applications.id})`;
const state = sql<ViInviteState>`case when ${questionCount} > 0 and ${answerCount} >= ${questionCount} then 'answered'
  when ${virtualInterviewInvites.id} is not null then 'invited' else 'not_invited' end`;

const columns = {
  id: applications.id, staff_id: applications.staffId, name: staffName, email: staff.email, position: jobAds.position, job_title: jobAds.title,
  state, questions: questionCount, answers: answerCount, invite_count: sql<number>`coalesce(${virtualInterviewInvites.sendCount}, 0)`,
  invited_at: virtualInterviewInvites.lastSentAt, answered_at: answeredAt, applied_at: applications.appliedAt,
};

/** The job's position has a question set that is switched on. */
const asksForInterview = and(eq(sql`lower(${positionViConfigs.position})`, sql`lower(${jobAds.position})`), eq(positionViConfigs.enabled, true));

/** Applications whose position asks for a virtual interview, with their invitation if one went out. */
const joined = <T extends ReturnType<Queryable['select']>>(select: T) =>
  select
    .from(applications)
    .innerJoin(staff, eq(staff.id, applications.staffId))
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .innerJoin(positionViConfigs, asksForInterview)
    .leftJoin(virtualInterviewInvites, eq(virtualInterviewInvites.applicationId, applications.id))
    .$dynamic();

const list: PagedListSpec<ParsedArgsOf<typeof virtualInterviewList>, ViInviteRow> = {
  name: 'virtual_interview_list',
  rows: (db) => joined(db.select(columns)),
  matching: (db, selected) => joined(db.select(selected)),
  filters: {
    keyword: (keyword): SQL | undefined => or(ilike(staffName, containing(keyword)), ilike(staff.email, containing(keyword)), ilike(jobAds.title, containing(keyword))),
    state: (value) => sql`${state} = ${value}`,
    position: (position) => eq(sql`lower(${jobAds.position})`, position.toLowerCase()),
  },
  sorts: { invited_at: virtualInterviewInvites.lastSentAt, applied_at: applications.appliedAt, name: staffName },
  tieBreak: applications.id,
};

/** The candidate's recording link: the token travels only in the email; the database keeps its hash. */
function recordingLink(ctx: HandlerContext, token: string): string {
  const base = ctx.config.publicUrl ?? `http://${ctx.config.host === '0.0.0.0' ? 'localhost' : ctx.config.host}:${ctx.config.port}`;
  return `${base.replace(/\/$/, '')}/virtual-interview/${token}`;
}

const resend: Handler<'interview.resendVirtual'> = async ({ application_id }, ctx) => {
  const [app] = await ctx.db
    .select({
      id: applications.id, status: applications.status, archived: applications.archived, email: staff.email, first_name: staff.firstName,
      job_title: jobAds.title, position: jobAds.position, questions: positionViConfigs.questions, answers: answerCount,
      invite_id: virtualInterviewInvites.id, last_sent_at: virtualInterviewInvites.lastSentAt, send_count: virtualInterviewInvites.sendCount,
    })
    .from(applications)
    .innerJoin(staff, eq(staff.id, applications.staffId))
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .innerJoin(positionViConfigs, asksForInterview)
    .leftJoin(virtualInterviewInvites, eq(virtualInterviewInvites.applicationId, applications.id))
    .where(eq(applications.id, application_id))
    // Two resends at once: the second waits here and then sees the first one's send time.
    .for('update', { of: applications });
  if (!app) {
    const [exists] = await ctx.db.select({ position: jobAds.position }).from(applications).innerJoin(jobAds, eq(jobAds.id, applications.jobId)).where(eq(applications.id, application_id));
    if (!exists) throw notFound('Application', application_id);
    throw conflict(`Application ${application_id} is for a ${exists.position}, which does not ask for a virtual interview; switch its questions on at /staff/configuration/virtual-interview first.`);
  }
  const refusal = viInviteRefusal(app);
  if (refusal) throw conflict(refusal);
  if (app.answers >= app.questions.length) throw conflict(`The applicant of application ${application_id} has already recorded all ${app.questions.length} answers; there is nothing to remind them of.`);
  if (app.last_sent_at) {
    const minutes = (ctx.now.getTime() - Date.parse(app.last_sent_at)) / 60_000;
    if (minutes < VI_RESEND_GAP_MINUTES) {
      const wait = Math.max(1, Math.ceil(VI_RESEND_GAP_MINUTES - minutes));
      throw conflict(`An invitation went to ${app.email} ${Math.floor(minutes)} minutes ago; wait ${wait} more minute${wait === 1 ? '' : 's'} before sending another.`);
    }
  }
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const now = ctx.now.toISOString();
  const by = ctx.account?.id ?? null;
  const before = app.invite_id ? { send_count: app.send_count, last_sent_at: app.last_sent_at } : null;
  const [saved] = await ctx.db
    .insert(virtualInterviewInvites)
    .values({ applicationId: application_id, firstSentAt: now, lastSentAt: now, sendCount: 1, tokenHash, lastSentBy: by })
    .onConflictDoUpdate({
      target: virtualInterviewInvites.applicationId,
      set: { lastSentAt: now, sendCount: sql`${virtualInterviewInvites.sendCount} + 1`, tokenHash, lastSentBy: by, updatedAt: now, version: sql`${virtualInterviewInvites.version} + 1` },
    })
    .returning({ sendCount: virtualInterviewInvites.sendCount, lastSentAt: virtualInterviewInvites.lastSentAt });
  const minutes = Math.max(1, Math.round(app.questions.reduce((sum, q) => sum + q.max_seconds, 0) / 60));
  await ctx.adapters.messenger.enqueue(ctx.db, viInviteEmail({
    to: app.email, firstName: app.first_name, jobTitle: app.job_title, position: app.position, questions: app.questions.length, minutes,
    link: recordingLink(ctx, token), token, reminder: before !== null,
  }));
  ctx.audit({ entity: 'virtual_interview_invite', entityId: application_id, before, after: { send_count: saved.sendCount, last_sent_at: saved.lastSentAt } });
  return { application_id, email: app.email, invite_count: saved.sendCount, invited_at: saved.lastSentAt };
};

export const viInviteHandlers = {
  'interview.virtualList': ((args, ctx) => pagedList(ctx.db, list, args)) as Handler<'interview.virtualList'>,
  'interview.resendVirtual': resend,
};
