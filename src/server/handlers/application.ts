import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { applicationStatus } from '../../domain/enums/application-status';
import { applicationActions, canTransition } from '../../domain/transitions';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { applications, staff } from '../db/schema';
import { applicationRows } from '../queries/application-rows';
import { staffKeywordFilter, staffName } from '../queries/staff-keyword';
import type { HandlerMap } from './types';

const name = staffName;

async function loadRow(db: Queryable, id: number) {
  const [row] = await applicationRows(db).where(eq(applications.id, id));
  if (!row) throw notFound('Application', id);
  return row;
}

const statusName = (code: number) => `${applicationStatus.label(code) ?? 'Unknown'} (${code})`;

/** Refuses a write when the caller saw an older version than the one stored. */
function checkVersion(id: number, stored: number, seen: number | undefined) {
  if (seen !== undefined && seen !== stored) {
    throw conflict(`Application ${id} was changed by someone else (now version ${stored}, you had ${seen}). Reload and try again.`, {
      current_version: stored,
    });
  }
}

/** Conditional on the version read, so two writers racing past checkVersion cannot both win. */
async function writeApplication(db: Queryable, id: number, version: number, set: Partial<typeof applications.$inferInsert>) {
  const updated = await db
    .update(applications)
    .set({ ...set, version: version + 1, updatedAt: sql`now()` })
    .where(and(eq(applications.id, id), eq(applications.version, version)))
    .returning({ id: applications.id });
  if (updated.length === 0) throw conflict(`Application ${id} was changed by someone else. Reload and try again.`);
  return loadRow(db, id);
}

const COMPLETED = 20;

/** The checks every status change shares: the version seen, not archived, and allowed by the table. */
async function plannedStatusChange(db: Queryable, id: number, to: number, seen: number | undefined) {
  const before = await loadRow(db, id);
  checkVersion(id, before.version, seen);
  if (before.archived) throw conflict(`Application ${id} is archived. Restore it before changing its status.`);
  if (!canTransition(before.status, to)) {
    const allowed = applicationActions(before.status).filter((a) => a.status !== null).map((a) => statusName(a.status!));
    throw conflict(
      `Cannot change application ${id} from ${statusName(before.status)} to ${statusName(to)}. ` +
        (allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'No status change is allowed from there.'),
    );
  }
  return before;
}

const sortColumns = {
  id: applications.id, name, status: applications.status, applied_at: applications.appliedAt, updated_at: applications.updatedAt,
} as const;

export const applicationHandlers: HandlerMap<
  | 'application.list' | 'application.adminOps' | 'application.changeStatus' | 'application.setArchived'
  | 'application.completeRecruitmentPreview' | 'application.completeRecruitment'
> = {
  async 'application.list'(args, ctx) {
    const where = and(
      args.job_id === undefined ? undefined : eq(applications.jobId, args.job_id),
      args.status === undefined ? undefined : eq(applications.status, args.status),
      args.archived === undefined ? undefined : eq(applications.archived, args.archived),
      args.keyword ? staffKeywordFilter(args.keyword) : undefined,
    );
    const order = args.sort_dir === 'desc' ? desc : asc;
    const [list, [{ total }]] = await Promise.all([
      applicationRows(ctx.db)
        .where(where)
        .orderBy(order(sortColumns[args.sort_by]), order(applications.id))
        .limit(args.page_size)
        .offset((args.page - 1) * args.page_size),
      ctx.db
        .select({ total: count() })
        .from(applications)
        .innerJoin(staff, eq(staff.id, applications.staffId))
        .where(where),
    ]);
    return { list, total };
  },

  async 'application.adminOps'({ application_id }, ctx) {
    const row = await loadRow(ctx.db, application_id);
    const ops = applicationActions(row.status).map((a) => ({ label: a.label, status: a.status, archive: a.archive, default: a.default }));
    return { status: row.status, archived: row.archived, ops };
  },

  async 'application.changeStatus'({ application_id, status, version }, ctx) {
    const before = await plannedStatusChange(ctx.db, application_id, status, version);
    const after = await writeApplication(ctx.db, application_id, before.version, { status });
    ctx.audit({ entity: 'application', entityId: application_id, before, after });
    return after;
  },

  async 'application.setArchived'({ application_id, archived, version }, ctx) {
    const before = await loadRow(ctx.db, application_id);
    checkVersion(application_id, before.version, version);
    if (before.archived === archived) return before;
    if (archived && !applicationActions(before.status).some((a) => a.archive)) {
      throw conflict(`Application ${application_id} cannot be archived while it is ${statusName(before.status)}.`);
    }
    const after = await writeApplication(ctx.db, application_id, before.version, { archived });
    ctx.audit({ entity: 'application', entityId: application_id, before, after });
    return after;
  },

  async 'application.completeRecruitmentPreview'({ application_id, version }, ctx) {
    const before = await plannedStatusChange(ctx.db, application_id, COMPLETED, version);
    return {
      application_id,
      name: before.name,
      job_title: before.job_title,
      from_status: before.status,
      to_status: COMPLETED,
      summary: `${before.name}'s application for ${before.job_title} moves from ${statusName(before.status)} to ${statusName(COMPLETED)}.`,
    };
  },

  async 'application.completeRecruitment'({ application_id, version }, ctx) {
    const before = await plannedStatusChange(ctx.db, application_id, COMPLETED, version);
    const after = await writeApplication(ctx.db, application_id, before.version, { status: COMPLETED });
    ctx.audit({ entity: 'application', entityId: application_id, before, after });
    return after;
  },
};
