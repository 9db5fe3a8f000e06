// Handlers of commands/timesheet.ts: the list, one timesheet with its cost lines, comments, status moves
// (as data: domain/timesheet-moves.ts), changing the times (recosted), and recalculating from the rate table.
import { and, asc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf, ResultOf } from '../../../commands';
import type { timesheetCommentList, timesheetCommands, timesheetList, TimesheetRow } from '../../../commands/timesheet';
import type { TimesheetStatusCode } from '../../domain/enums/shift-work';
import { formatCents } from '../../domain/format/cents';
import { canMoveTimesheet, timesheetEditable, timesheetMoves } from '../../domain/timesheet-moves';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { facilities, providers, shifts, shiftWorkers, staff, timesheetComments, timesheets } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { loadVersioned } from '../kit/versioned-update';
import { loadShift } from '../queries/assignment-facts';
import { containing, staffName } from '../queries/staff-keyword';
import { costWorkedTime } from '../queries/timesheet-cost';
import type { HandlerContext, HandlersFor } from './types';

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Australia/Sydney')`;
const commentCount = sql<number>`(select count(*)::int from timesheet_comments c where c.timesheet_id = ${timesheets.id})`;

const rowColumns = {
  id: timesheets.id, shift_id: timesheets.shiftId, staff_id: timesheets.staffId, name: staffName, position: shifts.position, provider_name: providers.name,
  facility_name: facilities.name, state: facilities.state, status: timesheets.status, starts_at: timesheets.startsAt, ends_at: timesheets.endsAt,
  break_minutes: timesheets.breakMinutes, hours: timesheets.hours, amount_cents: timesheets.amountCents, comment_count: commentCount,
  updated_at: timesheets.updatedAt, version: timesheets.version,
};

const joined = (db: Queryable, columns: Record<string, unknown>) =>
  db.select(columns as typeof rowColumns).from(timesheets)
    .innerJoin(staff, eq(staff.id, timesheets.staffId))
    .innerJoin(shifts, eq(shifts.id, timesheets.shiftId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .innerJoin(providers, eq(providers.id, shifts.providerId))
    .$dynamic();

type StoredRow = Omit<TimesheetRow, 'amount'>;
const withAmount = <R extends { amount_cents: number }>(row: R) => ({ ...row, amount: formatCents(row.amount_cents) });

const listSpec: PagedListSpec<ParsedArgsOf<typeof timesheetList>, StoredRow> = {
  name: 'time_sheet_list',
  rows: (db) => joined(db, rowColumns),
  matching: (db, columns) => joined(db, columns),
  filters: {
    keyword: (k) => or(ilike(staffName, containing(k)), ilike(facilities.name, containing(k)), ilike(providers.name, containing(k)), /^\d{1,9}$/.test(k) ? eq(timesheets.id, Number(k)) : undefined),
    status: (s) => eq(timesheets.status, s),
    staff_id: (id) => eq(timesheets.staffId, id),
    shift_id: (id) => eq(timesheets.shiftId, id),
    from: (day) => gte(timesheets.startsAt, dayStart(day)),
    to: (day) => sql`${timesheets.startsAt} < ${dayStart(day)} + interval '1 day'`,
  },
  sorts: { starts_at: timesheets.startsAt, amount_cents: timesheets.amountCents, id: timesheets.id },
  tieBreak: timesheets.id,
};

const commentColumns = {
  id: timesheetComments.id, timesheet_id: timesheetComments.timesheetId, worker_name: staffName, facility_name: facilities.name,
  author_name: timesheetComments.authorName, body: timesheetComments.body, created_at: timesheetComments.createdAt,
};
const commentsJoined = (db: Queryable, columns: Record<string, unknown>) =>
  db.select(columns as typeof commentColumns).from(timesheetComments)
    .innerJoin(timesheets, eq(timesheets.id, timesheetComments.timesheetId))
    .innerJoin(staff, eq(staff.id, timesheets.staffId))
    .innerJoin(shifts, eq(shifts.id, timesheets.shiftId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .$dynamic();

const commentListSpec: PagedListSpec<ParsedArgsOf<typeof timesheetCommentList>, ResultOf<typeof timesheetCommentList>['list'][number]> = {
  name: 'time_sheet_all_comment_list',
  rows: (db) => commentsJoined(db, commentColumns),
  // Every comment has its timesheet, worker and facility (not-null keys): only the keyword needs the joins.
  matching: (db, columns, used) => (used.keyword ? commentsJoined(db, columns) : db.select(columns).from(timesheetComments).$dynamic()),
  filters: {
    keyword: (k) => or(ilike(timesheetComments.body, containing(k)), ilike(timesheetComments.authorName, containing(k)), ilike(staffName, containing(k))),
    timesheet_id: (id) => eq(timesheetComments.timesheetId, id),
  },
  sorts: { created_at: timesheetComments.createdAt, id: timesheetComments.id },
  tieBreak: timesheetComments.id,
};

async function loadDetail(db: Queryable, id: number) {
  const [row] = await joined(db, {
    ...rowColumns, hourly_rate_cents: timesheets.hourlyRateCents, lines: timesheets.lines, calculated_at: timesheets.calculatedAt,
    approved_by: sql<string | null>`(select a.name from accounts a where a.id = ${timesheets.approvedBy})`, approved_at: timesheets.approvedAt,
  }).where(eq(timesheets.id, id));
  if (!row) return undefined;
  const detail = withAmount(row as unknown as StoredRow) as TimesheetRow & { hourly_rate_cents: number; lines: never[]; calculated_at: string; approved_by: string | null; approved_at: string | null };
  return { ...detail, next_statuses: [...timesheetMoves[detail.status]] };
}
type Detail = NonNullable<Awaited<ReturnType<typeof loadDetail>>>;

async function requireDetail(db: Queryable, id: number, seen: number): Promise<Detail> {
  return loadVersioned(db, { noun: 'Timesheet', id, seen, load: loadDetail });
}

async function addComment(ctx: HandlerContext, timesheetId: number, body: string) {
  const [row] = await ctx.db
    .insert(timesheetComments)
    .values({ timesheetId, accountId: ctx.account?.id ?? null, authorName: ctx.account?.name ?? 'Console', body })
    .returning();
  const comment = { id: row.id, timesheet_id: row.timesheetId, author_name: row.authorName, body: row.body, created_at: row.createdAt };
  ctx.audit({ entity: 'timesheet_comment', entityId: row.id, before: null, after: comment });
  return comment;
}

/** Writes the change with the version check, audits before/after, and answers the timesheet as it now is. */
async function write(ctx: HandlerContext, before: Detail, set: Partial<typeof timesheets.$inferInsert>): Promise<Detail> {
  const done = await ctx.db
    .update(timesheets)
    .set({ ...set, version: before.version + 1, updatedAt: sql`now()` })
    .where(and(eq(timesheets.id, before.id), eq(timesheets.version, before.version)))
    .returning({ id: timesheets.id });
  if (!done.length) throw conflict(`Timesheet ${before.id} was changed by someone else just now. Reload and try again.`);
  const after = (await loadDetail(ctx.db, before.id))!;
  ctx.audit({ entity: 'timesheet', entityId: before.id, before, after });
  return after;
}

function moveTo(before: Detail, to: TimesheetStatusCode, ctx: HandlerContext): Partial<typeof timesheets.$inferInsert> {
  if (!canMoveTimesheet(before.status, to)) {
    const allowed = timesheetMoves[before.status];
    throw conflict(`Timesheet ${before.id} is ${before.status}: it cannot become ${to}${allowed.length ? ` (only ${allowed.join(' or ')})` : ''}.`);
  }
  return to === 'approved' ? { status: to, approvedBy: ctx.account?.id ?? null, approvedAt: ctx.now.toISOString() } : { status: to, approvedBy: null, approvedAt: null };
}

/** New worked times or a fresh calculation: the cost again from the rate table, on the shift worker too. */
async function recost(ctx: HandlerContext, before: Detail, times: { startsAt: string; endsAt: string; breakMinutes: number }) {
  if (!timesheetEditable.includes(before.status)) throw conflict(`Timesheet ${before.id} is ${before.status}: its hours and amount no longer change.`);
  const shift = await loadShift(ctx.db, before.shift_id, ctx.now);
  const cost = await costWorkedTime(ctx.db, { staffId: before.staff_id, shift, ...times });
  await ctx.db
    .update(shiftWorkers)
    .set({ workedStartsAt: times.startsAt, workedEndsAt: times.endsAt, workedBreakMinutes: times.breakMinutes, hours: cost.hours, version: sql`${shiftWorkers.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(shiftWorkers.shiftId, before.shift_id), eq(shiftWorkers.staffId, before.staff_id)));
  return {
    startsAt: times.startsAt, endsAt: times.endsAt, breakMinutes: times.breakMinutes, hours: cost.hours, hourlyRateCents: cost.hourlyRateCents,
    amountCents: cost.amountCents, lines: cost.lines, calculatedAt: ctx.now.toISOString(),
  };
}

export const timesheetHandlers: HandlersFor<typeof timesheetCommands> = {
  async 'timesheet.list'(args, ctx) {
    const page = await pagedList(ctx.db, listSpec, args);
    return { ...page, list: page.list.map(withAmount) };
  },

  async 'timesheet.detail'({ timesheet_id }, ctx) {
    const detail = await loadDetail(ctx.db, timesheet_id);
    if (!detail) throw notFound('Timesheet', timesheet_id);
    return detail;
  },

  async 'timesheet.comments'({ timesheet_id }, ctx) {
    if (!(await loadDetail(ctx.db, timesheet_id))) throw notFound('Timesheet', timesheet_id);
    const rows = await ctx.db.select().from(timesheetComments).where(eq(timesheetComments.timesheetId, timesheet_id)).orderBy(asc(timesheetComments.id));
    return { list: rows.map((r) => ({ id: r.id, timesheet_id: r.timesheetId, author_name: r.authorName, body: r.body, created_at: r.createdAt })) };
  },

  async 'timesheet.commentList'(args, ctx) {
    return pagedList(ctx.db, commentListSpec, args);
  },

  async 'timesheet.comment'({ timesheet_id, body }, ctx) {
    if (!(await loadDetail(ctx.db, timesheet_id))) throw notFound('Timesheet', timesheet_id);
    return { comment: await addComment(ctx, timesheet_id, body) };
  },

  async 'timesheet.modify'({ timesheet_id, version, status, comment, ...times }, ctx) {
    const before = await requireDetail(ctx.db, timesheet_id, version);
    let set: Partial<typeof timesheets.$inferInsert> = {};
    if (times.starts_at !== undefined || times.ends_at !== undefined || times.break_minutes !== undefined) {
      const startsAt = new Date(times.starts_at ?? before.starts_at).toISOString();
      const endsAt = new Date(times.ends_at ?? before.ends_at).toISOString();
      if (Date.parse(endsAt) <= Date.parse(startsAt)) throw conflict('The end must be after the start.');
      if (Date.parse(endsAt) - Date.parse(startsAt) > 16 * 3_600_000) throw conflict('A timesheet longer than 16 hours is not one shift: check the times.');
      set = await recost(ctx, before, { startsAt, endsAt, breakMinutes: times.break_minutes ?? before.break_minutes });
    }
    if (status !== undefined && status !== before.status) Object.assign(set, moveTo(before, status, ctx));
    if (comment !== undefined) await addComment(ctx, timesheet_id, comment);
    return Object.keys(set).length ? write(ctx, before, set) : before;
  },

  async 'timesheet.approve'({ timesheet_id, version }, ctx) {
    const before = await requireDetail(ctx.db, timesheet_id, version);
    return write(ctx, before, moveTo(before, 'approved', ctx));
  },

  async 'timesheet.recalculate'({ timesheet_id, version }, ctx) {
    const before = await requireDetail(ctx.db, timesheet_id, version);
    const set = await recost(ctx, before, { startsAt: before.starts_at, endsAt: before.ends_at, breakMinutes: before.break_minutes });
    const after = await write(ctx, before, set);
    return { ...after, previous_amount_cents: before.amount_cents };
  },
};
