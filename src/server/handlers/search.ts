import { eq, ilike, or, sql } from 'drizzle-orm';
import { searchCommands } from '../../../commands/search';
import { generalSearchKinds, recordKinds, type SearchableKind } from '../../../commands/record-kinds';
import { referenceCheckStates } from '../../domain/enums/interview';
import type { RecordHit } from '../../../commands/search';
import type { Queryable } from '../db/open';
import { applications, facilities, jobAds, jobReferees, providers, staff } from '../db/schema';
import { checkState } from '../queries/referee-rows';
import { searchOrders } from '../queries/orders/order-search';
import { containing, staffKeywordFilter, staffName } from '../queries/staff-keyword';
import type { HandlersFor } from './types';

const numeric = (q: string) => (/^\d{1,9}$/.test(q) ? Number(q) : null);

type Hit = Omit<RecordHit, 'kind' | 'path'>;
interface Query {
  q: string;
  id: number | null;
  pattern: string;
  limit: number;
}

/** How each searchable kind of commands/record-kinds.ts is found; a new searchable kind without one does not compile. */
const searchers: Record<SearchableKind, (db: Queryable, query: Query, now: Date) => Promise<Hit[]>> = {
  applicant: async (db, { q, limit }) =>
    (await db.select({ id: staff.id, first: staff.firstName, last: staff.surname, email: staff.email, status: staff.status })
      .from(staff).where(staffKeywordFilter(q)).orderBy(staff.id).limit(limit))
      .map((r) => ({ id: r.id, title: `${r.first} ${r.last}`, subtitle: `${r.email} · ${recordKinds.applicant.status.label(r.status) ?? r.status}` })),

  application: async (db, { id }) =>
    id === null ? [] : (await db.select({ id: applications.id, status: applications.status, first: staff.firstName, last: staff.surname, title: jobAds.title })
      .from(applications).innerJoin(staff, eq(staff.id, applications.staffId)).innerJoin(jobAds, eq(jobAds.id, applications.jobId))
      .where(eq(applications.id, id)).limit(1))
      .map((r) => ({ id: r.id, title: `Application ${r.id}: ${r.first} ${r.last}`, subtitle: `${r.title} · ${recordKinds.application.status.label(r.status) ?? r.status}` })),

  provider: async (db, { id, pattern, limit }) =>
    (await db.select().from(providers)
      .where(or(ilike(providers.name, pattern), ilike(providers.email, pattern), id === null ? undefined : eq(providers.id, id)))
      .orderBy(providers.name).limit(limit))
      .map((r) => ({ id: r.id, title: r.name, subtitle: `${r.email} · ${r.state} · ${r.status}` })),

  facility: async (db, { id, pattern, limit }) =>
    (await db.select({ id: facilities.id, name: facilities.name, suburb: facilities.suburb, state: facilities.state, provider: providers.name })
      .from(facilities).innerJoin(providers, eq(providers.id, facilities.providerId))
      .where(or(ilike(facilities.name, pattern), ilike(facilities.suburb, pattern), id === null ? undefined : eq(facilities.id, id)))
      .orderBy(facilities.name).limit(limit))
      .map((r) => ({ id: r.id, title: r.name, subtitle: `${r.provider} · ${r.suburb} ${r.state}` })),

  jobAd: async (db, { id, pattern, limit }) =>
    (await db.select({ id: jobAds.id, title: jobAds.title, status: jobAds.status, suburb: jobAds.suburb, state: jobAds.state })
      .from(jobAds)
      .where(or(ilike(jobAds.title, pattern), ilike(sql`${jobAds.suburb}`, pattern), id === null ? undefined : eq(jobAds.id, id)))
      .orderBy(jobAds.id).limit(limit))
      .map((r) => ({ id: r.id, title: r.title, subtitle: `${recordKinds.jobAd.status.label(r.status) ?? r.status} · ${r.suburb} ${r.state}` })),

  shift: (db, { q, pattern, limit }, now) => searchOrders(db, q, pattern, limit, now),

  // By the referee's name or email, or the applicant they speak for (a name, email, phone).
  referee: async (db, { id, pattern, q, limit }) =>
    (await db.select({ id: jobReferees.id, name: jobReferees.name, applicant: staffName, job: jobAds.title, state: checkState })
      .from(jobReferees)
      .innerJoin(applications, eq(applications.id, jobReferees.applicationId))
      .innerJoin(staff, eq(staff.id, applications.staffId))
      .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
      .where(or(ilike(jobReferees.name, pattern), ilike(jobReferees.email, pattern), staffKeywordFilter(q), id === null ? undefined : eq(jobReferees.id, id)))
      .orderBy(jobReferees.name, jobReferees.id).limit(limit))
      .map((r) => ({ id: r.id, title: r.name, subtitle: `Referee of ${r.applicant} · ${r.job} · ${referenceCheckStates.label(r.state) ?? r.state}` })),
};

/** The palette's Records group: a few hits per kind, by name, email, phone or id, each with its page. */
export const searchHandlers: HandlersFor<typeof searchCommands> = {
  async 'search.records'({ q, kinds, limit }, ctx) {
    const query: Query = { q, id: numeric(q), pattern: containing(q), limit };
    const wanted = kinds ?? generalSearchKinds;
    const found = await Promise.all(
      wanted.map(async (kind) =>
        (await searchers[kind](ctx.db, query, ctx.now)).map((hit): RecordHit => ({ ...hit, kind, path: recordKinds[kind].detailPath(hit.id) })),
      ),
    );
    return { hits: found.flat() };
  },
};
