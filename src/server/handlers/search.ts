import { eq, ilike, or, sql } from 'drizzle-orm';
import type { RecordHit } from '../../../commands/search';
import { applicationStatus } from '../../domain/enums/application-status';
import { jobAdStatus } from '../../domain/enums/job-ad-status';
import { staffStatus } from '../../domain/enums/staff-status';
import { applications, facilities, jobAds, providers, staff } from '../db/schema';
import { containing, staffKeywordFilter } from '../queries/staff-keyword';
import type { HandlerMap } from './types';

const numeric = (q: string) => (/^\d{1,9}$/.test(q) ? Number(q) : null);

/** The palette's Records group: a few hits per kind, by name, email, phone or id. */
export const searchHandlers: HandlerMap<'search.records'> = {
  async 'search.records'({ q, kinds, limit }, ctx) {
    const wanted = new Set(kinds ?? ['applicant', 'application', 'provider', 'facility', 'jobAd']);
    const id = numeric(q);
    const pattern = containing(q);
    const searches: Promise<RecordHit[]>[] = [];

    if (wanted.has('applicant')) {
      searches.push(
        ctx.db
          .select({ id: staff.id, first: staff.firstName, last: staff.surname, email: staff.email, status: staff.status })
          .from(staff).where(staffKeywordFilter(q)).orderBy(staff.id).limit(limit)
          .then((rows) => rows.map((r) => ({
            kind: 'applicant' as const, id: r.id, title: `${r.first} ${r.last}`,
            subtitle: `${r.email} · ${staffStatus.label(r.status) ?? r.status}`, path: `/staff/applicants/detail/${r.id}`,
          }))),
      );
    }
    if (wanted.has('application') && id !== null) {
      searches.push(
        ctx.db
          .select({ id: applications.id, status: applications.status, first: staff.firstName, last: staff.surname, title: jobAds.title })
          .from(applications).innerJoin(staff, eq(staff.id, applications.staffId)).innerJoin(jobAds, eq(jobAds.id, applications.jobId))
          .where(eq(applications.id, id)).limit(1)
          .then((rows) => rows.map((r) => ({
            kind: 'application' as const, id: r.id, title: `Application ${r.id}: ${r.first} ${r.last}`,
            subtitle: `${r.title} · ${applicationStatus.label(r.status) ?? r.status}`, path: `/job/applications?application=${r.id}`,
          }))),
      );
    }
    if (wanted.has('provider')) {
      searches.push(
        ctx.db.select().from(providers)
          .where(or(ilike(providers.name, pattern), ilike(providers.email, pattern), id === null ? undefined : eq(providers.id, id)))
          .orderBy(providers.name).limit(limit)
          .then((rows) => rows.map((r) => ({
            kind: 'provider' as const, id: r.id, title: r.name, subtitle: `${r.email} · ${r.state} · ${r.status}`,
            path: `/provider/manage/organisation-info?provider_id=${r.id}`,
          }))),
      );
    }
    if (wanted.has('facility')) {
      searches.push(
        ctx.db.select({ id: facilities.id, name: facilities.name, suburb: facilities.suburb, state: facilities.state, provider: providers.name, providerId: providers.id })
          .from(facilities).innerJoin(providers, eq(providers.id, facilities.providerId))
          .where(or(ilike(facilities.name, pattern), ilike(facilities.suburb, pattern), id === null ? undefined : eq(facilities.id, id)))
          .orderBy(facilities.name).limit(limit)
          .then((rows) => rows.map((r) => ({
            kind: 'facility' as const, id: r.id, title: r.name, subtitle: `${r.provider} · ${r.suburb} ${r.state}`,
            path: `/provider/manage/facility?provider_id=${r.providerId}&facility_id=${r.id}`,
          }))),
      );
    }
    if (wanted.has('jobAd')) {
      searches.push(
        ctx.db.select({ id: jobAds.id, title: jobAds.title, status: jobAds.status, suburb: jobAds.suburb, state: jobAds.state })
          .from(jobAds)
          .where(or(ilike(jobAds.title, pattern), ilike(sql`${jobAds.suburb}`, pattern), id === null ? undefined : eq(jobAds.id, id)))
          .orderBy(jobAds.id).limit(limit)
          .then((rows) => rows.map((r) => ({
            kind: 'jobAd' as const, id: r.id, title: r.title, subtitle: `${jobAdStatus.label(r.status) ?? r.status} · ${r.suburb} ${r.state}`,
            path: `/job/ads/view/${r.id}`,
          }))),
      );
    }
    return { hits: (await Promise.all(searches)).flat() };
  },
};
