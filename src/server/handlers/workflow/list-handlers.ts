// Applications from the applicant's side and the ads to put one on: get_selected_job_list, one
// applicant's applications (paged, and the short candidate list), one application in full with its
// history and staff action requests, and a recruiter adding an application by hand.
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { staffApplicationRow, staffJobApplicationList } from '../../../../commands/application-lists';
import type { ParsedArgsOf } from '../../../../commands';
import type { ApplicationStatusCode } from '../../../domain/enums/application-status';
import { applicationEventKinds, workflowSteps } from '../../../domain/enums/workflow-steps';
import { workflowStep } from '../../../domain/workflow';
import { readableStaffStatus } from '../../../domain/staff-status-moves';
import { conflict, notFound } from '../../app-error';
import { accounts, applicationEvents, applications, applicationScreening, facilities, jobAds, providers, staff, staffPrescreenSettings } from '../../db/schema';
import type { Queryable } from '../../db/open';
import { pagedList, type PagedListSpec } from '../../kit/paged-list';
import { applicationRowColumns } from '../../queries/application-rows';
import { containing, staffName } from '../../queries/staff-keyword';
import type { HandlerContext } from '../types';
import { applicationDetailColumns, loadDetail, statusName } from './application-state';
import { actionResults } from './screening-handlers';
import { stepLabel } from './step-handlers';
import { detailsInWords } from './step-messages';

const PUBLISHED = 2;
/** People who cannot be put forward for a job: Rejected (11) and Disabled (12). */
const BARRED = [11, 12];

async function staffOf(db: Queryable, staffId: number) {
  const [row] = await db.select({ id: staff.id, name: staffName, status: staff.status, version: staff.version }).from(staff).where(eq(staff.id, staffId));
  if (!row) throw notFound('Applicant', staffId);
  return row;
}

type SelectedArgs = { application_id?: number; staff_id?: number; provider_id?: number; keyword?: string };

async function selectedJobs(db: Queryable, { application_id, staff_id, provider_id, keyword }: SelectedArgs) {
  const clauses: (SQL | undefined)[] = [eq(jobAds.status, PUBLISHED)];
  let applicant = staff_id;
  if (application_id !== undefined) {
    const app = await loadDetail(db, application_id);
    if (!app) throw notFound('Application', application_id);
    clauses.push(eq(jobAds.providerId, app.provider_id), ne(jobAds.id, app.job_id));
    applicant ??= app.staff_id;
  }
  if (provider_id !== undefined) clauses.push(eq(jobAds.providerId, provider_id));
  if (keyword) clauses.push(or(ilike(jobAds.title, containing(keyword)), ilike(jobAds.position, containing(keyword)), ilike(providers.name, containing(keyword))));
  const applied = applicant === undefined
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${applications} where ${applications.jobId} = ${jobAds.id} and ${applications.staffId} = ${applicant})`;
  const list = await db
    .select({
      id: jobAds.id, title: jobAds.title, position: jobAds.position, provider_id: jobAds.providerId, provider_name: providers.name,
      facility_name: sql<string>`coalesce(${facilities.name}, '')`, suburb: jobAds.suburb, state: jobAds.state, status: jobAds.status, applied,
    })
    .from(jobAds)
    .innerJoin(providers, eq(providers.id, jobAds.providerId))
    .leftJoin(facilities, eq(facilities.id, jobAds.facilityId))
    .where(and(...clauses))
    .orderBy(asc(providers.name), asc(jobAds.title), asc(jobAds.id))
    .limit(100);
  return { job_list: list as ((typeof list)[number] & { status: 2 })[] };
}

type StaffListArgs = ParsedArgsOf<typeof staffJobApplicationList>;
type StaffApplicationRow = z.infer<typeof staffApplicationRow>;

const staffList: PagedListSpec<StaffListArgs, StaffApplicationRow> = {
  name: 'get_staff_job_application_list',
  rows: (db) =>
    db
      .select({
        ...applicationRowColumns,
        provider_name: providers.name,
        visible: applicationDetailColumns.visible,
        reviewed: applicationDetailColumns.reviewed,
        resume_score: applicationScreening.resumeScore,
      })
      .from(applications)
      .innerJoin(staff, eq(staff.id, applications.staffId))
      .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
      .innerJoin(providers, eq(providers.id, jobAds.providerId))
      .leftJoin(applicationScreening, eq(applicationScreening.applicationId, applications.id))
      .$dynamic(),
  matching: (db, columns) => db.select(columns).from(applications).$dynamic(),
  filters: {
    staff_id: (id) => eq(applications.staffId, id),
    status: (status) => eq(applications.status, status),
    archived: (archived) => eq(applications.archived, archived),
  },
  sorts: { id: applications.id, status: applications.status, applied_at: applications.appliedAt, updated_at: applications.updatedAt },
  tieBreak: applications.id,
};

/** A workflow step's details with one line saying what they were (the history shows it). */
function withSummary(step: string, details: Record<string, unknown>): Record<string, unknown> {
  if (!workflowSteps.has(step) || Object.keys(details).length === 0) return details;
  const line = detailsInWords(workflowStep(step), details);
  return line ? { ...details, summary: line } : details;
}

const eventLabel = (step: string) => stepLabel(step) ?? applicationEventKinds.label(step) ?? step;

export const listHandlers = {
  'application.selectedJobs': (args: SelectedArgs, ctx: HandlerContext) => selectedJobs(ctx.db, args),

  async 'application.staffList'(args: StaffListArgs, ctx: HandlerContext) {
    await staffOf(ctx.db, args.staff_id);
    return pagedList(ctx.db, staffList, args);
  },

  async 'application.staffDetail'({ application_id }: { application_id: number }, ctx: HandlerContext) {
    const application = await loadDetail(ctx.db, application_id);
    if (!application) throw notFound('Application', application_id);
    const person = await staffOf(ctx.db, application.staff_id);
    const [setting] = await ctx.db.select().from(staffPrescreenSettings).where(eq(staffPrescreenSettings.staffId, application.staff_id));
    const events = await ctx.db
      .select({ id: applicationEvents.id, step: applicationEvents.step, from_status: applicationEvents.fromStatus, to_status: applicationEvents.toStatus, details: applicationEvents.details, account_name: accounts.name, created_at: applicationEvents.createdAt })
      .from(applicationEvents)
      .leftJoin(accounts, eq(accounts.id, applicationEvents.accountId))
      .where(eq(applicationEvents.applicationId, application_id))
      .orderBy(desc(applicationEvents.id))
      .limit(50);
    return {
      application,
      staff_version: person.version,
      is_show_inprescreen_to_providers: setting?.showToProviders ?? false,
      events: events.map((e) => ({ ...e, label: eventLabel(e.step), details: withSummary(e.step, (e.details ?? {}) as Record<string, unknown>) })),
      action_requests: (await actionResults(ctx.db, application_id)).list,
    };
  },

  async 'application.candidateApplications'({ staff_id, exclude_application_id }: { staff_id: number; exclude_application_id?: number }, ctx: HandlerContext) {
    const person = await staffOf(ctx.db, staff_id);
    const where = exclude_application_id === undefined ? eq(applications.staffId, staff_id) : and(eq(applications.staffId, staff_id), ne(applications.id, exclude_application_id));
    const list = await ctx.db
      .select({ id: applications.id, job_id: applications.jobId, job_title: jobAds.title, provider_name: providers.name, status: applications.status, archived: applications.archived, applied_at: applications.appliedAt })
      .from(applications)
      .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
      .innerJoin(providers, eq(providers.id, jobAds.providerId))
      .where(where)
      .orderBy(desc(applications.appliedAt), desc(applications.id))
      .limit(100);
    return { staff_id, name: person.name, staff_version: person.version, list: list as ((typeof list)[number] & { status: ApplicationStatusCode })[] };
  },

  async 'application.addLite'({ staff_id, job_id, status, note }: { staff_id: number; job_id: number; status: 1 | 2; note?: string }, ctx: HandlerContext) {
    const person = await staffOf(ctx.db, staff_id);
    if (BARRED.includes(person.status)) {
      throw conflict(`${person.name} is ${readableStaffStatus(person.status)}: a rejected or disabled person cannot be put forward for a job.`);
    }
    const [job] = await ctx.db.select({ id: jobAds.id, title: jobAds.title, status: jobAds.status }).from(jobAds).where(eq(jobAds.id, job_id));
    if (!job) throw notFound('Job ad', job_id);
    if (job.status !== PUBLISHED) throw conflict(`Job ad ${job_id} (${job.title}) is not published: only a Published ad takes applications.`);
    const [twin] = await ctx.db.select({ id: applications.id }).from(applications).where(and(eq(applications.staffId, staff_id), eq(applications.jobId, job_id)));
    if (twin) throw conflict(`${person.name} already has application ${twin.id} for job ad ${job_id} (${job.title}).`);
    const [created] = await ctx.db.insert(applications).values({ staffId: staff_id, jobId: job_id, status }).returning({ id: applications.id });
    await ctx.db.insert(applicationScreening).values({ applicationId: created.id, source: 'manual' });
    ctx.writeWithAudit(ctx.db.insert(applicationEvents).values({ applicationId: created.id, step: 'addedManually', fromStatus: status, toStatus: status, details: note ? { note, status: statusName(status) } : { status: statusName(status) }, accountId: ctx.account?.id ?? null }));
    const after = (await loadDetail(ctx.db, created.id))!;
    ctx.audit({ entity: 'application', entityId: created.id, before: null, after });
    return after;
  },
};
