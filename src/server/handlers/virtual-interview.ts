import { asc, count, eq, sql } from 'drizzle-orm';
import type { virtualInterviewCommands, ViConfig } from '../../../commands/virtual-interview';
import { conflict, invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { applications, jobAds, positionViConfigs, virtualInterviewAnswers } from '../db/schema';
import type { HandlersFor } from './types';
import { viInviteHandlers } from './virtual-interview-invites';

type StoredConfig = typeof positionViConfigs.$inferSelect;

const toConfig = (c: StoredConfig, jobCount: number): ViConfig => ({
  id: c.id, position: c.position, questions: c.questions, enabled: c.enabled, intro: c.intro, job_count: jobCount, updated_at: c.updatedAt, version: c.version,
});

/** Positions the job ads use, with how many ads use each. */
async function jobPositions(db: Queryable): Promise<Map<string, { position: string; jobs: number }>> {
  const rows = await db.select({ position: jobAds.position, jobs: count() }).from(jobAds).groupBy(jobAds.position);
  return new Map(rows.map((r) => [r.position.toLowerCase(), { position: r.position, jobs: Number(r.jobs) }]));
}

const configOf = async (db: Queryable, position: string) =>
  (await db.select().from(positionViConfigs).where(eq(sql`lower(${positionViConfigs.position})`, position.toLowerCase())))[0];

export const virtualInterviewHandlers: HandlersFor<typeof virtualInterviewCommands> = {
  ...viInviteHandlers,
  async 'interview.virtualRecord'({ application_id }, ctx) {
    const [app] = await ctx.db
      .select({ position: jobAds.position })
      .from(applications)
      .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
      .where(eq(applications.id, application_id));
    if (!app) throw notFound('Application', application_id);
    const answers = await ctx.db
      .select({
        position: virtualInterviewAnswers.position, question: virtualInterviewAnswers.question, answer_text: virtualInterviewAnswers.answerText,
        duration_seconds: virtualInterviewAnswers.durationSeconds, recorded_at: virtualInterviewAnswers.recordedAt,
      })
      .from(virtualInterviewAnswers)
      .where(eq(virtualInterviewAnswers.applicationId, application_id))
      .orderBy(asc(virtualInterviewAnswers.position));
    const last = answers.reduce<string | null>((latest, a) => (latest === null || Date.parse(a.recorded_at) > Date.parse(latest) ? a.recorded_at : latest), null);
    return {
      application_id,
      position: app.position,
      answers,
      total_seconds: answers.reduce((sum, a) => sum + a.duration_seconds, 0),
      completed_at: last,
    };
  },

  async 'interview.viConfigs'(_args, ctx) {
    const positions = await jobPositions(ctx.db);
    const saved = await ctx.db.select().from(positionViConfigs);
    const configs = saved.map((c) => toConfig(c, positions.get(c.position.toLowerCase())?.jobs ?? 0));
    const have = new Set(saved.map((c) => c.position.toLowerCase()));
    // Positions without a saved set show as version 0, so the screen can create theirs.
    for (const [key, p] of positions) {
      if (!have.has(key)) configs.push({ id: null, position: p.position, questions: [], enabled: false, intro: '', job_count: p.jobs, updated_at: null, version: 0 });
    }
    configs.sort((a, b) => a.position.localeCompare(b.position));
    return { configs };
  },

  async 'interview.setViConfig'({ position, questions, enabled, intro, version }, ctx) {
    const positions = await jobPositions(ctx.db);
    const before = await configOf(ctx.db, position);
    const known = positions.get(position.toLowerCase());
    if (!before && !known) throw invalidArguments([{ path: 'position', message: 'Position is not one the job ads use.' }]);
    const jobCount = known?.jobs ?? 0;
    const current = before?.version ?? 0;
    if (current !== version) {
      throw conflict(`The virtual interview questions for ${position} were changed by someone else (now version ${current}, you had ${version}). Reload and try again.`, {
        current_version: current,
      });
    }
    if (!before) {
      const [created] = await ctx.db
        .insert(positionViConfigs)
        .values({ position: known!.position, questions, enabled, intro })
        .onConflictDoNothing()
        .returning();
      if (!created) throw conflict(`The virtual interview questions for ${position} were saved by someone else just now. Reload and try again.`);
      const after = toConfig(created, jobCount);
      ctx.audit({ entity: 'position_vi_config', entityId: created.id, before: null, after });
      return after;
    }
    const [updated] = await ctx.db
      .update(positionViConfigs)
      .set({ questions, enabled, intro, version: before.version + 1, updatedAt: sql`now()` })
      .where(sql`${positionViConfigs.id} = ${before.id} and ${positionViConfigs.version} = ${before.version}`)
      .returning();
    if (!updated) throw conflict(`The virtual interview questions for ${position} were changed by someone else just now. Reload and try again.`);
    const after = toConfig(updated, jobCount);
    ctx.audit({ entity: 'position_vi_config', entityId: before.id, before: toConfig(before, jobCount), after });
    return after;
  },
};
