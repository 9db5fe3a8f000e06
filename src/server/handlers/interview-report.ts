import { eq } from 'drizzle-orm';
import type { interviewReportCommands, ReportRow } from '../../../commands/interview-report';
import { reportCriteria, reportQuestions } from '../../domain/interview-templates';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { interviewReports, jobAds, applications, interviews } from '../db/schema';
import { versionedUpdate } from '../kit/versioned-update';
import { loadInterviewRow } from '../queries/interview-rows';
import type { HandlersFor } from './types';

type StoredReport = typeof interviewReports.$inferSelect;

function toRow(r: StoredReport): ReportRow {
  const scores = r.scores;
  const average = scores.length ? scores.reduce((sum, s) => sum + s.score, 0) / scores.length : 0;
  return {
    id: r.id,
    interview_id: r.interviewId,
    answers: r.answers,
    scores,
    recommendation: r.recommendation,
    summary: r.summary,
    average_score: Math.round(average * 10) / 10,
    author_name: r.authorName,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    version: r.version,
  };
}

const loadReport = async (db: Queryable, id: number) => {
  const [r] = await db.select().from(interviewReports).where(eq(interviewReports.id, id));
  return r && toRow(r);
};

const reportOfInterview = async (db: Queryable, interviewId: number) => {
  const [r] = await db.select().from(interviewReports).where(eq(interviewReports.interviewId, interviewId));
  return r && toRow(r);
};

export const interviewReportHandlers: HandlersFor<typeof interviewReportCommands> = {
  async 'interview.reportData'({ interview_id }, ctx) {
    const interview = await loadInterviewRow(ctx.db, interview_id);
    if (!interview) throw notFound('Interview', interview_id);
    const [job] = await ctx.db
      .select({ position: jobAds.position })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
      .where(eq(interviews.id, interview_id));
    return {
      interview,
      report_data: (await reportOfInterview(ctx.db, interview_id)) ?? null,
      template: { questions: reportQuestions(job?.position ?? ''), criteria: [...reportCriteria] },
    };
  },

  async 'interview.addReport'({ interview_id, answers, scores, recommendation, summary }, ctx) {
    const interview = await loadInterviewRow(ctx.db, interview_id);
    if (!interview) throw notFound('Interview', interview_id);
    if (interview.report_id !== null) {
      throw conflict(`Interview ${interview_id} already has report ${interview.report_id}: edit that one.`, { report_id: interview.report_id });
    }
    // A report is about an interview that took place.
    if (interview.attendance !== 'interviewed') {
      throw conflict(`Interview ${interview_id} is ${interview.attendance}: mark it interviewed before writing its report.`);
    }
    const [inserted] = await ctx.db
      .insert(interviewReports)
      .values({ interviewId: interview_id, answers, scores, recommendation, summary, authorId: ctx.account?.id ?? null, authorName: ctx.account?.name ?? '' })
      .returning();
    const row = toRow(inserted);
    ctx.audit({ entity: 'interview_report', entityId: row.id, before: null, after: row });
    return row;
  },

  'interview.editReport': ({ report_id, version, answers, scores, recommendation, summary }, ctx) =>
    versionedUpdate(ctx, {
      noun: 'Interview report',
      id: report_id,
      seen: version,
      load: loadReport,
      table: interviewReports,
      entity: 'interview_report',
      change: () => ({ answers, scores, recommendation, summary }),
      after: (_before, updated) => toRow(updated),
    }),
};
