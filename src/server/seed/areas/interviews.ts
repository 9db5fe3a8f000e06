import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/open';
import { interviewReports, interviews, jobReferees, positionViConfigs, virtualInterviewAnswers, virtualInterviewInvites } from '../../db/schema';
import { maxId, resetSequence } from '../bulk-insert';
import type { AreaSeedContext } from './area-seed';
import { planInterviews } from './interview-plan';
import { seedApplications } from './interview-seed-source';
import { planReferees } from './referee-plan';
import { planViAnswers, planViConfigs, planViInvites } from './virtual-interview-plan';

/** Rows per INSERT: a few hundred parameters' worth, well under PostgreSQL's limit for these widths. */
const CHUNK = 1_000;

async function insertChunked<T extends PgTable>(tx: Queryable, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (let from = 0; from < rows.length; from += CHUNK) await tx.insert(table).values(rows.slice(from, from + CHUNK) as T['$inferInsert'][]);
}

/**
 * Seeds interviews with their reports, referees with their reference checks, and one-way interview
 * question sets with recorded answers, from the applications already inserted (a tenth of them at the
 * 'large' scale); returns rows per table.
 */
export async function seedInterviews(ctx: AreaSeedContext): Promise<Record<string, number>> {
  const apps = await seedApplications(ctx.tx, ctx.scale);
  const interviewPlan = planInterviews(ctx.stream('interviews'), apps, (await maxId(ctx.tx, interviews)) + 1);
  const referees = planReferees(ctx.stream('referees'), apps);
  const configs = planViConfigs(ctx.stream('vi-configs'));
  const answers = planViAnswers(ctx.stream('vi-answers'), apps);
  const invites = planViInvites(ctx.stream('vi-invites'), apps, answers);

  await insertChunked(ctx.tx, interviews, interviewPlan.interviews);
  // Interview ids were given, so the console's own inserts must start after them.
  await resetSequence(ctx.tx, interviews);
  await insertChunked(ctx.tx, interviewReports, interviewPlan.reports);
  await insertChunked(ctx.tx, jobReferees, referees);
  await insertChunked(ctx.tx, positionViConfigs, configs);
  await insertChunked(ctx.tx, virtualInterviewAnswers, answers);
  await insertChunked(ctx.tx, virtualInterviewInvites, invites);
  return {
    interviews: interviewPlan.interviews.length,
    interview_reports: interviewPlan.reports.length,
    job_referees: referees.length,
    position_vi_configs: configs.length,
    virtual_interview_answers: answers.length,
    virtual_interview_invites: invites.length,
  };
}
