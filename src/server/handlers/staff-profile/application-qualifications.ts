// Per application: the qualifications its job's position asks for, whether each is met, and the
// applicant's own record of it as evidence. Never checked, an item reads as met when the evidence is
// verified and current; saving records the recruiter's call (versioned, 0 before the first save).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ResultOf } from '../../../../commands';
import type { getApplicationQualifications, staffQualificationCommands } from '../../../../commands/staff-qualifications';
import { conflict, invalidArguments, notFound } from '../../app-error';
import type { Queryable } from '../../db/open';
import { applicationQualificationChecks, applications, jobAds, positionQualifications, positions, qualifications, staffQualifications } from '../../db/schema';
import type { HandlersFor } from '../types';
import { todayIn } from './person';

type Answer = ResultOf<typeof getApplicationQualifications>;
type SavedItem = { qualification_id: number; met: boolean; note?: string | null };

async function load(db: Queryable, applicationId: number, today: string) {
  const [app] = await db
    .select({ id: applications.id, staffId: applications.staffId, jobTitle: jobAds.title, position: jobAds.position, positionId: positions.id })
    .from(applications)
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .leftJoin(positions, eq(sql`lower(${positions.name})`, sql`lower(${jobAds.position})`))
    .where(eq(applications.id, applicationId));
  if (!app) throw notFound('Application', applicationId);
  const asked = app.positionId === null ? [] : await db
    .select({ id: qualifications.id, name: qualifications.name, category: qualifications.category, required: positionQualifications.required })
    .from(positionQualifications)
    .innerJoin(qualifications, eq(qualifications.id, positionQualifications.qualificationId))
    .where(eq(positionQualifications.positionId, app.positionId))
    .orderBy(sql`${positionQualifications.required} desc`, asc(qualifications.name));
  const [saved] = await db.select().from(applicationQualificationChecks).where(eq(applicationQualificationChecks.applicationId, applicationId));
  const evidence = asked.length === 0 ? [] : await db
    .select({
      id: staffQualifications.id, qualificationId: staffQualifications.qualificationId, reference_number: staffQualifications.referenceNumber,
      verification: staffQualifications.verification, expires_on: staffQualifications.expiresOn,
      expired: sql<boolean>`coalesce(${staffQualifications.expiresOn} < ${today}::date, false)`,
    })
    .from(staffQualifications)
    .where(and(eq(staffQualifications.staffId, app.staffId), inArray(staffQualifications.qualificationId, asked.map((q) => q.id))));
  return { app, asked, saved, evidence };
}

function answer({ app, asked, saved, evidence }: Awaited<ReturnType<typeof load>>): Answer {
  const checks = new Map(((saved?.items ?? []) as SavedItem[]).map((i) => [i.qualification_id, i]));
  const held = new Map(evidence.map(({ qualificationId, ...e }) => [qualificationId, e]));
  return {
    application_id: app.id,
    staff_id: app.staffId,
    job_title: app.jobTitle,
    position_name: app.position,
    version: saved?.version ?? 0,
    updated_at: saved?.updatedAt ?? null,
    items: asked.map((q) => {
      const proof = held.get(q.id) ?? null;
      const check = checks.get(q.id);
      return {
        qualification_id: q.id, name: q.name, category: q.category, required: q.required,
        met: check ? check.met : Boolean(proof && proof.verification === 'verified' && !proof.expired),
        note: check?.note ?? null,
        evidence: proof,
      };
    }),
  };
}

export const applicationQualificationHandlers: Pick<HandlersFor<typeof staffQualificationCommands>, 'qualification.forApplication' | 'qualification.saveForApplication'> = {
  async 'qualification.forApplication'({ application_id }, ctx) {
    return answer(await load(ctx.db, application_id, todayIn(ctx.now)));
  },

  async 'qualification.saveForApplication'({ application_id, version, items }, ctx) {
    const today = todayIn(ctx.now);
    const before = await load(ctx.db, application_id, today);
    const current = before.saved?.version ?? 0;
    if (current !== version) {
      throw conflict(`The qualification checks of application ${application_id} were changed by someone else (now version ${current}, you had ${version}). Reload and try again.`, {
        current_version: current,
      });
    }
    const asked = new Set(before.asked.map((q) => q.id));
    const stray = items.flatMap((item, index) => (asked.has(item.qualification_id) ? [] : [{
      path: `items.${index}.qualification_id`,
      message: `Qualification ${item.qualification_id} is not one that ${before.app.position} jobs ask for.`,
    }]));
    if (stray.length) throw invalidArguments(stray);
    const stored: SavedItem[] = items.map((i) => ({ qualification_id: i.qualification_id, met: i.met, note: i.note ?? null }));
    const written = before.saved
      ? await ctx.db
          .update(applicationQualificationChecks)
          .set({ items: stored, version: current + 1, updatedAt: sql`now()` })
          .where(and(eq(applicationQualificationChecks.id, before.saved.id), eq(applicationQualificationChecks.version, current)))
          .returning()
      : await ctx.db.insert(applicationQualificationChecks).values({ applicationId: application_id, items: stored, version: 1 }).onConflictDoNothing().returning();
    if (!written.length) throw conflict(`The qualification checks of application ${application_id} were changed by someone else just now. Reload and try again.`);
    const after = answer({ ...before, saved: written[0] });
    ctx.audit({ entity: 'application_qualifications', entityId: application_id, before: answer(before), after });
    return after;
  },
};
