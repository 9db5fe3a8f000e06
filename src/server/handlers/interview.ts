import { and, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { interviewCommands, interviewCoreCommands, interviewList } from '../../../commands/interview';
import type { InterviewRow } from '../../../commands/interview-fields';
import { interviewAttendance } from '../../domain/enums/candidate';
import { attendanceMovesAt, refuseAttendanceMove } from '../../domain/interview-attendance';
import { conflict, notFound } from '../app-error';
import { applications, interviews, jobAds, providers, staff } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { interviewRows, loadInterviewRow } from '../queries/interview-rows';
import { containing, staffKeywordFilter, staffName } from '../queries/staff-keyword';
import { unconfirmedReminderEmail, type UnconfirmedLine } from './interview-emails';
import { interviewReportHandlers } from './interview-report';
import { insertInterview, placeOrLink } from './interview-schedule';
import type { HandlersFor } from './types';
import { virtualInterviewHandlers } from './virtual-interview';

const attendanceName = (code: string) => `${interviewAttendance.label(code) ?? code} (${code})`;
/** Whole days: 'to' includes that day. */
const dayAfter = (date: string) => sql`(${date}::date + 1)`;
/** A provider reminded of an interview is not reminded of it again within this long. */
const REMIND_AGAIN_AFTER_MS = 12 * 3_600_000;
const DAY_MS = 86_400_000;

const list: PagedListSpec<ParsedArgsOf<typeof interviewList>, InterviewRow> = {
  name: 'job_interview_list',
  rows: (db) => interviewRows(db).$dynamic(),
  matching: (db, columns) =>
    db.select(columns).from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(staff, eq(staff.id, applications.staffId))
      .$dynamic(),
  filters: {
    attendance: (attendance) => eq(interviews.attendance, attendance),
    job_id: (jobId) => eq(applications.jobId, jobId),
    application_id: (id) => eq(interviews.applicationId, id),
    staff_id: (id) => eq(applications.staffId, id),
    date_from: (from) => gte(interviews.scheduledAt, sql`${from}::date`),
    date_to: (to) => lt(interviews.scheduledAt, dayAfter(to)),
    // The applicant (name, email, phone, id) or the interviewer.
    keyword: (keyword) => or(staffKeywordFilter(keyword), ilike(interviews.interviewer, containing(keyword))),
  },
  sorts: { scheduled_at: interviews.scheduledAt, created_at: interviews.createdAt, id: interviews.id, name: staffName },
  tieBreak: interviews.id,
};

const coreHandlers: HandlersFor<typeof interviewCoreCommands> = {
  'interview.list': (args, ctx) => pagedList(ctx.db, list, args),

  async 'interview.detail'({ interview_id }, ctx) {
    const row = await loadInterviewRow(ctx.db, interview_id);
    if (!row) throw notFound('Interview', interview_id);
    const moves = attendanceMovesAt(row.attendance, new Date(row.scheduled_at), ctx.now).map((m) => ({ to: m.to, default: Boolean(m.default) }));
    // Every value but the final ones keeps a move open at any time, so no moves means final.
    const reason = moves.length ? null : `Interview ${row.id} is ${interviewAttendance.label(row.attendance) ?? row.attendance}: its attendance is final.`;
    return { ...row, moves, reason };
  },

  'interview.schedule': ({ place, mode, ...rest }, ctx) => insertInterview(ctx, { ...rest, ...placeOrLink(place, mode) }),

  'interview.setAttendance': ({ interview_id, attendance, version }, ctx) =>
    versionedUpdate(ctx, {
      noun: 'Interview',
      id: interview_id,
      seen: version,
      load: loadInterviewRow,
      table: interviews,
      entity: 'interview',
      change: (before) => {
        const refusal = refuseAttendanceMove(before.attendance, attendance, new Date(before.scheduled_at), ctx.now);
        if (refusal === 'same') return null;
        if (refusal === 'notStarted') {
          throw conflict(`Interview ${interview_id} starts ${before.scheduled_at}: it cannot be marked ${attendanceName(attendance)} before it starts.`);
        }
        if (refusal === 'notAllowed') {
          throw conflict(`Cannot change interview ${interview_id} from ${attendanceName(before.attendance)} to ${attendanceName(attendance)}.`);
        }
        return { attendance, attendanceAt: ctx.now.toISOString() };
      },
    }),

  async 'interview.notifyUnconfirmed'({ days, job_id }, ctx) {
    if (job_id !== undefined) {
      const [job] = await ctx.db.select({ id: jobAds.id }).from(jobAds).where(eq(jobAds.id, job_id));
      if (!job) throw notFound('Job', job_id);
    }
    const now = ctx.now.getTime();
    const rows = await ctx.db
      .select({
        id: interviews.id, notifiedAt: interviews.providerNotifiedAt, scheduledAt: interviews.scheduledAt, interviewer: interviews.interviewer,
        name: staffName, jobTitle: jobAds.title, state: jobAds.state, providerId: providers.id, providerName: providers.name, providerEmail: providers.email,
      })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(staff, eq(staff.id, applications.staffId))
      .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
      .innerJoin(providers, eq(providers.id, jobAds.providerId))
      .where(and(
        eq(interviews.attendance, 'unconfirmed'),
        eq(applications.archived, false),
        gte(interviews.scheduledAt, new Date(now).toISOString()),
        lt(interviews.scheduledAt, new Date(now + days * DAY_MS).toISOString()),
        job_id === undefined ? undefined : eq(applications.jobId, job_id),
      ))
      .orderBy(interviews.scheduledAt, interviews.id);
    const due = rows.filter((r) => !r.notifiedAt || now - Date.parse(r.notifiedAt) >= REMIND_AGAIN_AFTER_MS);
    const byProvider = new Map<number, typeof due>();
    for (const row of due) byProvider.set(row.providerId, [...(byProvider.get(row.providerId) ?? []), row]);
    for (const group of byProvider.values()) {
      const lines: UnconfirmedLine[] = group.map((r) => ({ name: r.name, jobTitle: r.jobTitle, state: r.state, scheduledAt: r.scheduledAt, interviewer: r.interviewer }));
      await ctx.adapters.messenger.enqueue(ctx.db, unconfirmedReminderEmail(group[0].providerEmail, group[0].providerName, days, lines));
    }
    if (due.length) {
      const at = ctx.now.toISOString();
      // A system mark, not an edit people make: the version stays, so nobody's open form goes stale.
      await ctx.db.update(interviews).set({ providerNotifiedAt: at }).where(inArray(interviews.id, due.map((r) => r.id)));
      for (const r of due) ctx.audit({ entity: 'interview', entityId: r.id, before: { provider_notified_at: r.notifiedAt }, after: { provider_notified_at: at } });
    }
    return { notified: due.length, providers: byProvider.size, skipped_recent: rows.length - due.length };
  },
};

export const interviewHandlers: HandlersFor<typeof interviewCommands> = {
  ...coreHandlers,
  ...interviewReportHandlers,
  ...virtualInterviewHandlers,
};
