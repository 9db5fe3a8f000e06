// One application as the workflow commands read and write it: the list row, its job ad's provider, and
// its screening row (defaults where it has none). `writeApplication` is the versioned update of this
// whole: it checks the version the caller saw, lets the command refuse or decide, bumps the
// application's version (whatever part changed), writes the screening row, the history event and any
// email in the same transaction, and hands before/after images to the audit row.
import { and, eq, sql } from 'drizzle-orm';
import type { ApplicationDetail } from '../../../../commands/application-workflow-fields';
import { applicationStatusName } from '../../../domain/enums/application-status';
import { conflict } from '../../app-error';
import type { Queryable } from '../../db/open';
import { applicationEvents, applications, applicationScreening, jobAds, providers, staff } from '../../db/schema';
import { loadVersioned, lockRow } from '../../kit/versioned-update';
import { applicationRowColumns } from '../../queries/application-rows';
import type { HandlerContext } from '../types';

const s = applicationScreening;

export const applicationDetailColumns = {
  ...applicationRowColumns,
  provider_id: jobAds.providerId,
  provider_name: providers.name,
  job_status: jobAds.status,
  visible: sql<boolean>`coalesce(${s.visible}, true)`,
  prescreen_from: s.prescreenFrom,
  prescreen_result: sql<string>`coalesce(${s.prescreenResult}, 'pending')`,
  prescreen_note: sql<string>`coalesce(${s.prescreenNote}, '')`,
  resume_score: s.resumeScore,
  reviewed: sql<boolean>`coalesce(${s.reviewed}, false)`,
  reviewed_at: s.reviewedAt,
  resume_name: sql<string>`coalesce(${s.resumeName}, '')`,
  resume_url: sql<string>`coalesce(${s.resumeUrl}, '')`,
  role_screen_result: sql<string>`coalesce(${s.roleScreenResult}, 'pending')`,
  role_screen_note: sql<string>`coalesce(${s.roleScreenNote}, '')`,
  withdraw_reason: sql<string>`coalesce(${s.withdrawReason}, '')`,
  withdrawn_at: s.withdrawnAt,
  relocated_from_job_id: s.relocatedFromJobId,
  source: sql<string>`coalesce(${s.source}, 'applied')`,
};

export const applicationDetails = (db: Queryable) =>
  db
    .select(applicationDetailColumns)
    .from(applications)
    .innerJoin(staff, eq(staff.id, applications.staffId))
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .innerJoin(providers, eq(providers.id, jobAds.providerId))
    .leftJoin(s, eq(s.applicationId, applications.id));

export async function loadDetail(db: Queryable, id: number): Promise<ApplicationDetail | undefined> {
  const [row] = await applicationDetails(db).where(eq(applications.id, id));
  return row as ApplicationDetail | undefined;
}

/** The status by its label ('Completed'), as summaries and refusals name it. */
export const statusName = applicationStatusName;

/** 'New (1), Shortlist (2) and Pre-Screen (3)' */
export function listInWords(items: readonly string[], joiner = 'and'): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

export function refuseArchived(before: ApplicationDetail, doing: string): void {
  if (before.archived) throw conflict(`Application ${before.id} is archived. Restore it before you ${doing}.`);
}

export interface ApplicationChange {
  /** Columns of the application row (status, job). */
  application?: Partial<Pick<typeof applications.$inferInsert, 'status' | 'jobId'>>;
  /** Columns of its screening row (created on first write). */
  screening?: Partial<Omit<typeof applicationScreening.$inferInsert, 'applicationId' | 'updatedAt'>>;
  /** The history entry: the op's key and what it needed. */
  event: { step: string; details?: Record<string, unknown> };
  /** Queued to the applicant in this transaction, so it exists exactly when the change commits. */
  email?: { subject: string; body: string };
  /** Other rows the change writes (each audits itself), after the application row is claimed. */
  also?: (db: Queryable) => Promise<void>;
}

export interface ApplicationWrite {
  id: number;
  /** The version the caller saw. */
  seen: number;
  /** The change given the current application, or null when nothing changes (no write, no version bump). Throws to refuse. */
  decide: (before: ApplicationDetail) => ApplicationChange | null | Promise<ApplicationChange | null>;
}

export async function writeApplication(ctx: HandlerContext, { id, seen, decide }: ApplicationWrite): Promise<ApplicationDetail> {
  await lockRow(ctx.db, applications, id);
  const before = await loadVersioned(ctx.db, { noun: 'Application', id, seen, load: loadDetail });
  const change = await decide(before);
  if (!change) return before;
  const claimed = await ctx.db
    .update(applications)
    .set({ ...change.application, version: before.version + 1, updatedAt: sql`now()` })
    .where(and(eq(applications.id, id), eq(applications.version, before.version)))
    .returning({ id: applications.id });
  if (claimed.length === 0) throw conflict(`Application ${id} was changed by someone else just now. Reload and try again.`);
  if (change.screening) {
    const set = { ...change.screening, updatedAt: sql`now()` };
    await ctx.db.insert(s).values({ applicationId: id, ...change.screening }).onConflictDoUpdate({ target: s.applicationId, set });
  }
  ctx.writeWithAudit(ctx.db.insert(applicationEvents).values({
    applicationId: id,
    step: change.event.step,
    fromStatus: before.status,
    toStatus: change.application?.status ?? before.status,
    details: change.event.details ?? {},
    accountId: ctx.account?.id ?? null,
  }));
  if (change.email) await ctx.adapters.messenger.enqueue(ctx.db, { channel: 'email', recipient: before.email, ...change.email });
  await change.also?.(ctx.db);
  const after = (await loadDetail(ctx.db, id))!;
  ctx.audit({ entity: 'application', entityId: id, before, after });
  return after;
}

/** The arguments a step keeps in its history: everything but the record and its version. */
export function detailsOf(args: Record<string, unknown>): Record<string, unknown> {
  const { application_id: _id, version: _version, ...rest } = args;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== ''));
}
