// The read side of shift orders: list, facts, detail, notes, files, history, previews, cost, options,
// push records. Writes are order-write.ts; both make up orderHandlers (order.ts).
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { orderList } from '../../../commands/order';
import type { OrderRow, pushRecord } from '../../../commands/order-fields';
import type { z } from 'zod';
import { notFound } from '../app-error';
import type { Queryable } from '../db/open';
import {
  accounts, auditLog, libraryFiles, orderFiles, orderNotes, orderPushRecords, positionQualifications, positions, providerBlockedStaff,
  providers, qualifications, shiftRecipients, shifts, staff, facilities,
} from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { estimate, levelFor } from '../queries/orders/order-cost';
import { checkOrder } from '../queries/orders/order-checks';
import { loadOrder, orderAllows, orderFrom, orderRowColumns, withZone } from '../queries/orders/order-rows';
import { shiftStatusSql } from '../queries/shift-status';
import { containing, staffName } from '../queries/staff-keyword';
import { stateTimeZone } from '../../domain/state-time-zones';
import type { HandlerContext } from './types';

type ListArgs = ParsedArgsOf<typeof orderList>;

export async function requireOrder(ctx: HandlerContext, id: number) {
  const order = await loadOrder(ctx.db, id, ctx.now);
  if (!order) throw notFound('Order', id);
  return order;
}

function keywordSql(keyword: string): SQL | undefined {
  const pattern = containing(keyword);
  const id = /^#?\d{1,9}$/.test(keyword) ? Number(keyword.replace('#', '')) : null;
  return or(
    ilike(providers.name, pattern), ilike(facilities.name, pattern), ilike(facilities.suburb, pattern), ilike(shifts.position, pattern),
    id !== null ? eq(shifts.id, id) : undefined,
  );
}

/** The day filter reads Sydney's calendar, as the staff shift list does (docs/ai-exports-shifts.md). */
const startsWithin = ([from, to]: [string, string]) => sql`(${shifts.startsAt} at time zone 'Australia/Sydney')::date between ${from}::date and ${to}::date`;

function listSpec(now: Date): PagedListSpec<ListArgs, Omit<OrderRow, 'time_zone' | 'when'>> {
  return {
    name: 'get_order_list',
    rows: (db) => orderFrom(db, orderRowColumns(now)),
    matching: (db, columns) => orderFrom(db, columns),
    filters: {
      keyword: keywordSql,
      filter_status: (s) => (s === 'all' ? undefined : sql`${shiftStatusSql(now)} = ${s}`),
      dateRange: startsWithin,
      provider_id: (id) => eq(shifts.providerId, id),
      review_status: (s) => eq(shifts.reviewStatus, s),
    },
    sorts: { starts_at: shifts.startsAt, created_at: shifts.createdAt, id: shifts.id },
    tieBreak: shifts.id,
  };
}

export async function listOrders(args: ListArgs, ctx: HandlerContext) {
  const page = await pagedList(ctx.db, listSpec(ctx.now), args);
  // Counts per status under the other filters, so the status filter can show what each choice holds.
  const others = [args.keyword ? keywordSql(args.keyword) : undefined, args.dateRange ? startsWithin(args.dateRange) : undefined,
    args.provider_id ? eq(shifts.providerId, args.provider_id) : undefined, args.review_status ? eq(shifts.reviewStatus, args.review_status) : undefined];
  const statusColumn = shiftStatusSql(ctx.now);
  const counted = await orderFrom(ctx.db, { status: statusColumn, n: count() }).where(and(...others)).groupBy(sql`1`) as unknown as { status: string; n: number }[];
  const status_counts: Record<string, number> = { all: 0 };
  for (const { status, n } of counted) {
    status_counts[status] = Number(n);
    status_counts.all! += Number(n);
  }
  return { ...page, list: page.list.map(withZone), status_counts };
}

export async function orderCost(ctx: HandlerContext, order: Awaited<ReturnType<typeof requireOrder>>) {
  const level = await levelFor(ctx.db, order.position, order.level_id);
  // An order whose level went away is priced at its position's lowest level rather than not at all.
  const rate = 'field' in level ? await levelFor(ctx.db, order.position, null) : level;
  if ('field' in rate) throw notFound(`Pay level for ${order.position}`);
  return estimate({ state: order.state, position: order.position, levelId: rate.id, employmentType: order.employment_type, startsAt: order.starts_at, endsAt: order.ends_at, breakMinutes: order.break_minutes, workersNeeded: order.workers_needed }, rate);
}

async function counts(db: Queryable, id: number) {
  const one = (table: typeof orderNotes | typeof orderPushRecords) => db.select({ n: count() }).from(table).where(eq(table.shiftId, id));
  const [[notes], [files], [pushes], [recipients]] = await Promise.all([
    one(orderNotes), db.select({ n: count() }).from(orderFiles).where(eq(orderFiles.shiftId, id)), one(orderPushRecords),
    db.select({ n: count() }).from(shiftRecipients).where(eq(shiftRecipients.shiftId, id)),
  ]);
  return { notes: Number(notes!.n), files: Number(files!.n), pushes: Number(pushes!.n), recipients: Number(recipients!.n) };
}

export async function orderDetail(id: number, ctx: HandlerContext) {
  const order = await requireOrder(ctx, id);
  const { allowed, reason } = orderAllows(order);
  return { order_detail: { order_data: order, estimated_cost: await orderCost(ctx, order), allowed, blocked_reason: reason, counts: await counts(ctx.db, id) } };
}

export async function orderNotesOf(id: number, ctx: HandlerContext) {
  const order = await requireOrder(ctx, id);
  const note_list = await ctx.db.select({ id: orderNotes.id, author_name: orderNotes.authorName, body: orderNotes.body, created_at: orderNotes.createdAt })
    .from(orderNotes).where(eq(orderNotes.shiftId, id)).orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
  return { note: order.notes, note_list };
}

export async function orderFilesOf(id: number, ctx: HandlerContext) {
  await requireOrder(ctx, id);
  const file_list = await ctx.db.select({
    file_id: libraryFiles.id, title: libraryFiles.title, file_name: libraryFiles.fileName, mime_type: libraryFiles.mimeType, size_bytes: libraryFiles.sizeBytes,
    attached_by: accounts.name, attached_at: orderFiles.attachedAt,
  }).from(orderFiles).innerJoin(libraryFiles, eq(libraryFiles.id, orderFiles.libraryFileId)).leftJoin(accounts, eq(accounts.id, orderFiles.attachedBy))
    .where(eq(orderFiles.shiftId, id)).orderBy(orderFiles.attachedAt, libraryFiles.id);
  return { file_list };
}

const HIDDEN_FIELDS = new Set(['version', 'updated_at', 'status', 'workers_assigned', 'time_zone']);

/** The order's audit rows and those of its workers, notes and pushes (their arguments name it), newest first. */
export async function orderHistory(id: number, ctx: HandlerContext) {
  await requireOrder(ctx, id);
  const key = String(id);
  const rows = await ctx.db.select({ id: auditLog.id, at: auditLog.at, who: accounts.name, command: auditLog.command, api: auditLog.api, source: auditLog.source, args: auditLog.args, before: auditLog.before, after: auditLog.after })
    .from(auditLog).leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .where(or(and(eq(auditLog.entity, 'shift'), eq(auditLog.entityId, key)), sql`${auditLog.args}->>'order_id' = ${key}`, sql`${auditLog.args}->>'shift_id' = ${key}`))
    .orderBy(desc(auditLog.at), desc(auditLog.id)).limit(200);
  const history_notes = rows.map((r) => {
    const before = (r.before ?? {}) as Record<string, unknown>;
    const after = (r.after ?? {}) as Record<string, unknown>;
    const images = r.before !== null || r.after !== null;
    const source = images ? after : (r.args as Record<string, unknown>);
    const fields = images ? new Set([...Object.keys(before), ...Object.keys(after)]) : new Set(Object.keys(source));
    const changes = [...fields]
      .filter((f) => !HIDDEN_FIELDS.has(f) && !(images && r.before !== null && JSON.stringify(before[f]) === JSON.stringify(after[f])) && !['order_id', 'shift_id'].includes(f))
      .map((f) => ({ field: f, before: images ? before[f] ?? null : null, after: source[f] ?? null }));
    return { id: r.id, at: r.at, who: r.who ?? 'system', command: r.command, api: r.api, source: r.source, changes: r.before === null && images ? changes.slice(0, 12) : changes };
  });
  return { history_notes };
}

export async function previewCreate(args: Parameters<typeof checkOrder>[1], ctx: HandlerContext) {
  const checked = await checkOrder(ctx.db, args, ctx.now);
  return {
    can_create: checked.problems.length === 0, problems: checked.problems, warnings: checked.warnings, provider: checked.provider,
    facility: checked.facility, starts_at: checked.startsAt, ends_at: checked.endsAt, estimated_cost: checked.cost,
  };
}

export async function providerPreview(providerId: number, ctx: HandlerContext) {
  const [provider] = await ctx.db.select({ id: providers.id, name: providers.name, email: providers.email, phone_number: providers.phoneNumber, state: providers.state, status: providers.status })
    .from(providers).where(eq(providers.id, providerId));
  if (!provider) throw notFound('Provider', providerId);
  const [places, used, [open], [pending], [blocked]] = await Promise.all([
    ctx.db.select({ id: facilities.id, name: facilities.name, suburb: facilities.suburb, state: facilities.state, active: facilities.active }).from(facilities).where(eq(facilities.providerId, providerId)).orderBy(facilities.name),
    ctx.db.select({ position: shifts.position, orders: count() }).from(shifts).where(eq(shifts.providerId, providerId)).groupBy(shifts.position).orderBy(desc(count()), shifts.position).limit(10),
    ctx.db.select({ n: count() }).from(shifts).where(and(eq(shifts.providerId, providerId), inArray(shiftStatusSql(ctx.now), ['available', 'upcoming']))),
    ctx.db.select({ n: count() }).from(shifts).where(and(eq(shifts.providerId, providerId), eq(shifts.reviewStatus, 'pending'), sql`${shifts.canceledAt} is null`)),
    ctx.db.select({ n: count() }).from(providerBlockedStaff).where(eq(providerBlockedStaff.providerId, providerId)),
  ]);
  return {
    provider, facilities: places.map((f) => ({ ...f, time_zone: stateTimeZone(f.state) })), positions: used.map((u) => ({ position: u.position, orders: Number(u.orders) })),
    open_orders: Number(open!.n), pending_review: Number(pending!.n), blocked_workers: Number(blocked!.n),
  };
}

export async function competencyOptionList(position: string | undefined, ctx: HandlerContext) {
  const required = position
    ? new Set((await ctx.db.select({ id: positionQualifications.qualificationId }).from(positionQualifications).innerJoin(positions, eq(positions.id, positionQualifications.positionId))
      .where(and(eq(sql`lower(${positions.name})`, position.trim().toLowerCase()), eq(positionQualifications.required, true)))).map((r) => r.id))
    : new Set<number>();
  const all = await ctx.db.select().from(qualifications).orderBy(qualifications.category, qualifications.name);
  return { options: all.map((q) => ({ value: q.code, label: q.name, category: q.category, expires: q.expires, required_by_position: required.has(q.id) })) };
}

type PushRecordArgs = { order_id: number; page: number; page_size: number };

// The newest push first; the command takes no sort.
const pushRecordSpec: PagedListSpec<PushRecordArgs, z.infer<typeof pushRecord>> = {
  name: 'order_push_record_list',
  rows: (db) => db.select({
    id: orderPushRecords.id, shift_id: orderPushRecords.shiftId, staff_id: orderPushRecords.staffId, staff_name: staffName, kind: orderPushRecords.kind,
    channel: orderPushRecords.channel, recipient: orderPushRecords.recipient, body: orderPushRecords.body, trigger: orderPushRecords.trigger,
    sent_by: accounts.name, sent_at: orderPushRecords.sentAt,
  }).from(orderPushRecords).innerJoin(staff, eq(staff.id, orderPushRecords.staffId)).leftJoin(accounts, eq(accounts.id, orderPushRecords.sentBy)).$dynamic(),
  matching: (db, columns) => db.select(columns).from(orderPushRecords).$dynamic(),
  filters: { order_id: (id) => eq(orderPushRecords.shiftId, id) },
  sorts: {},
  tieBreak: orderPushRecords.id,
  order: [desc(orderPushRecords.sentAt), desc(orderPushRecords.id)],
};

export async function pushRecordList(args: PushRecordArgs, ctx: HandlerContext) {
  await requireOrder(ctx, args.order_id);
  return pagedList(ctx.db, pushRecordSpec, args);
}
