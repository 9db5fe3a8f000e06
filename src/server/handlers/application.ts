import { eq } from 'drizzle-orm';
import { applicationCommands, type applicationList } from '../../../commands/application';
import type { ApplicationRow } from '../../../commands/application';
import type { ParsedArgsOf } from '../../../commands';
import { applicationStatus } from '../../domain/enums/application-status';
import { applicationActions, canTransition } from '../../domain/transitions';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { applications, staff } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { loadVersioned, versionedUpdate } from '../kit/versioned-update';
import { applicationRows } from '../queries/application-rows';
import { staffKeywordFilter, staffName } from '../queries/staff-keyword';
import type { HandlersFor } from './types';

const COMPLETED = 20;

const loadRow = async (db: Queryable, id: number): Promise<ApplicationRow | undefined> => (await applicationRows(db).where(eq(applications.id, id)))[0];

const statusName = (code: number) => `${applicationStatus.label(code) ?? 'Unknown'} (${code})`;

/** What a status change needs besides the version: not archived, allowed by the table, and the right command. */
function refuseStatusChange(before: ApplicationRow, to: number, via: 'change' | 'complete') {
  const id = before.id;
  if (before.archived) throw conflict(`Application ${id} is archived. Restore it before changing its status.`);
  if (!canTransition(before.status, to)) {
    const allowed = applicationActions(before.status).filter((a) => a.status !== null).map((a) => statusName(a.status!));
    throw conflict(
      `Cannot change application ${id} from ${statusName(before.status)} to ${statusName(to)}. ` +
        (allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'No status change is allowed from there.'),
    );
  }
  // Spec §4: recruitment completion has a preview step, so it never goes the short way.
  if (to === COMPLETED && via === 'change') {
    throw conflict(`Completing recruitment has a preview step: use complete_recruitment (after complete_recruitment_preview) for application ${id}.`);
  }
}

const versioned = (id: number, seen: number) => ({ noun: 'Application', id, seen, load: loadRow });

/** Only the application's own columns change; the applicant's and the job's stay as read. */
const afterUpdate = (before: ApplicationRow, u: typeof applications.$inferSelect): ApplicationRow => ({
  ...before, status: u.status, archived: u.archived, version: u.version, updated_at: u.updatedAt,
});

function statusWrite(id: number, seen: number, to: number, via: 'change' | 'complete') {
  return {
    ...versioned(id, seen),
    table: applications,
    entity: 'application',
    after: afterUpdate,
    change: (before: ApplicationRow) => {
      refuseStatusChange(before, to, via);
      return { status: to };
    },
  };
}

const list: PagedListSpec<ParsedArgsOf<typeof applicationList>, ApplicationRow> = {
  name: 'job_applicant_list_v2',
  rows: (db) => applicationRows(db).$dynamic(),
  matching: (db, columns) => db.select(columns).from(applications).innerJoin(staff, eq(staff.id, applications.staffId)).$dynamic(),
  filters: {
    job_id: (jobId) => eq(applications.jobId, jobId),
    status: (status) => eq(applications.status, status),
    archived: (archived) => eq(applications.archived, archived),
    keyword: staffKeywordFilter,
  },
  sorts: { id: applications.id, name: staffName, status: applications.status, applied_at: applications.appliedAt, updated_at: applications.updatedAt },
  tieBreak: applications.id,
};

export const applicationHandlers: HandlersFor<typeof applicationCommands> = {
  'application.list': (args, ctx) => pagedList(ctx.db, list, args),

  async 'application.adminOps'({ application_id }, ctx) {
    const row = await loadRow(ctx.db, application_id);
    if (!row) throw notFound('Application', application_id);
    if (row.archived) {
      return {
        status: row.status,
        archived: true,
        version: row.version,
        ops: [{ label: 'Restore', status: null, archive: false, restore: true, default: true, danger: false, command: 'application.setArchived' as const }],
        reason: `Application ${application_id} is archived: restore it before changing its status.`,
      };
    }
    const ops = applicationActions(row.status).map((a) => ({
      label: a.label,
      status: a.status,
      archive: a.archive,
      restore: false,
      // Nothing destructive is ever preselected.
      default: a.default && !a.danger,
      danger: a.danger,
      command: a.archive ? ('application.setArchived' as const) : a.status === COMPLETED ? ('application.completeRecruitment' as const) : ('application.changeStatus' as const),
    }));
    return { status: row.status, archived: false, version: row.version, ops, reason: ops.length ? null : `No action is allowed from ${statusName(row.status)}.` };
  },

  'application.changeStatus': ({ application_id, status, version }, ctx) => versionedUpdate(ctx, statusWrite(application_id, version, status, 'change')),

  'application.setArchived': ({ application_id, archived, version }, ctx) =>
    versionedUpdate(ctx, {
      ...versioned(application_id, version),
      table: applications,
      entity: 'application',
      after: afterUpdate,
      change: (before) => {
        if (before.archived === archived) return null;
        if (archived && !applicationActions(before.status).some((a) => a.archive)) {
          throw conflict(`Application ${application_id} cannot be archived while it is ${statusName(before.status)}.`);
        }
        return { archived };
      },
    }),

  async 'application.completeRecruitmentPreview'({ application_id, version }, ctx) {
    const before = await loadVersioned(ctx.db, versioned(application_id, version));
    refuseStatusChange(before, COMPLETED, 'complete');
    return {
      application_id,
      name: before.name,
      job_title: before.job_title,
      from_status: before.status,
      to_status: COMPLETED,
      summary: `${before.name}'s application for ${before.job_title} moves from ${statusName(before.status)} to ${statusName(COMPLETED)}.`,
    };
  },

  'application.completeRecruitment': ({ application_id, version }, ctx) => versionedUpdate(ctx, statusWrite(application_id, version, COMPLETED, 'complete')),
};
