// Shared by the interview and reference check API suites: rows as stored, fresh applications to act on,
// audit and outbox rows written after a point.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { applications, auditLog, interviews, jobReferees, outbox } from '../../src/server/db/schema';
import type { TestServer } from '../support/server';

const QUARTER_HOUR_MS = 15 * 60_000;
export const DAY_MS = 86_400_000;

/** A start on a 15-minute step `days` from now (negative: in the past). */
export const quarterHourFromNow = (days: number) => new Date(Math.ceil((Date.now() + days * DAY_MS) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS).toISOString();

export const db = (server: TestServer) => server.database.db;

/** Unarchived applications in `status`, with no interview and no referee yet, `count` of them. */
export async function freshApplications(server: TestServer, count: number, status = 2): Promise<(typeof applications.$inferSelect)[]> {
  const rows = await db(server)
    .select()
    .from(applications)
    .where(sql`${applications.archived} = false
      and not exists (select 1 from ${interviews} where ${interviews.applicationId} = ${applications.id})
      and not exists (select 1 from ${jobReferees} where ${jobReferees.applicationId} = ${applications.id})`)
    .orderBy(desc(applications.id))
    .limit(count);
  if (rows.length < count) throw new Error('the seed has too few applications without interviews');
  await db(server).update(applications).set({ status }).where(inArray(applications.id, rows.map((r) => r.id)));
  return rows.map((r) => ({ ...r, status }));
}

export const lastAuditId = async (server: TestServer) => (await db(server).select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog))[0].id;
export const lastOutboxId = async (server: TestServer) => (await db(server).select({ id: sql<number>`coalesce(max(${outbox.id}), 0)::int` }).from(outbox))[0].id;

export const auditsSince = (server: TestServer, id: number, entity?: string) =>
  db(server).select().from(auditLog).where(and(gt(auditLog.id, id), entity ? eq(auditLog.entity, entity) : undefined)).orderBy(auditLog.id);

export const outboxSince = (server: TestServer, id: number) => db(server).select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);

export const interviewRow = async (server: TestServer, id: number) => (await db(server).select().from(interviews).where(eq(interviews.id, id)))[0];
export const refereeRow = async (server: TestServer, id: number) => (await db(server).select().from(jobReferees).where(eq(jobReferees.id, id)))[0];
