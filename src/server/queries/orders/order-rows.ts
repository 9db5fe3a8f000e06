// Reading orders: the list row and the order's facts (order_data), each with its status derived in SQL
// (shift-status.ts) and times read on the facility's clock (its state's zone).
import { aliasedTable, eq, sql } from 'drizzle-orm';
import type { OrderData, OrderRow } from '../../../../commands/order-fields';
import { stateTimeZone } from '../../../domain/state-time-zones';
import type { Queryable } from '../../db/open';
import { accounts, facilities, providers, shifts } from '../../db/schema';
import { shiftStatusSql } from '../shift-status';

export const workersAssigned = sql<number>`(select count(*)::int from shift_workers w where w.shift_id = ${shifts.id})`;

export const orderRowColumns = (now: Date) => ({
  id: shifts.id, provider_id: shifts.providerId, provider_name: providers.name, facility_id: shifts.facilityId, facility_name: facilities.name,
  suburb: facilities.suburb, state: facilities.state, position: shifts.position, starts_at: shifts.startsAt, ends_at: shifts.endsAt,
  status: shiftStatusSql(now), workers_needed: shifts.workersNeeded, workers_assigned: workersAssigned, review_status: shifts.reviewStatus,
  created_on_behalf: shifts.createdOnBehalf, created_at: shifts.createdAt, version: shifts.version,
});

type StoredRow = Omit<OrderRow, 'time_zone' | 'when'>;

const formats = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();
/** 'Tue 24 Nov, 07:00–15:00' on the zone's clock. */
export function shiftWhen(startsAt: string, endsAt: string, zone: string): string {
  let f = formats.get(zone);
  if (!f) {
    f = [new Intl.DateTimeFormat('en-AU', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }), new Intl.DateTimeFormat('en-AU', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })];
    formats.set(zone, f);
  }
  return `${f[0].format(Date.parse(startsAt))}, ${f[1].format(Date.parse(startsAt))}–${f[1].format(Date.parse(endsAt))}`;
}

export const withZone = <R extends StoredRow>(row: R): R & { time_zone: string; when: string } => {
  const zone = stateTimeZone(row.state);
  return { ...row, time_zone: zone, when: shiftWhen(row.starts_at, row.ends_at, zone) };
};

/** shifts ⋈ facilities ⋈ providers, the joins every order read needs. */
export const orderFrom = <C extends Record<string, unknown>>(db: Queryable, columns: C) =>
  db.select(columns as never).from(shifts)
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .innerJoin(providers, eq(providers.id, shifts.providerId))
    .$dynamic();

const reviewer = aliasedTable(accounts, 'reviewer');
const creator = aliasedTable(accounts, 'creator');

export async function loadOrder(db: Queryable, id: number, now: Date): Promise<OrderData | undefined> {
  const [row] = await db
    .select({
      ...orderRowColumns(now),
      provider_email: providers.email, provider_phone: providers.phoneNumber, facility_address: facilities.address, postcode: facilities.postcode,
      break_minutes: shifts.breakMinutes, level_id: shifts.levelId, employment_type: shifts.employmentType, competencies: shifts.competencies,
      requirements: shifts.requirements, notes: shifts.notes, contact_name: shifts.contactName, contact_phone: shifts.contactPhone,
      contact_notes: shifts.contactNotes, review_note: shifts.reviewNote, reviewed_at: shifts.reviewedAt, reviewed_by: reviewer.name,
      requested_by: shifts.requestedBy, created_by: creator.name, canceled_at: shifts.canceledAt, cancel_reason: shifts.cancelReason,
      updated_at: shifts.updatedAt,
    })
    .from(shifts)
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .innerJoin(providers, eq(providers.id, shifts.providerId))
    .leftJoin(reviewer, eq(reviewer.id, shifts.reviewedBy))
    .leftJoin(creator, eq(creator.id, shifts.createdBy))
    .where(eq(shifts.id, id));
  return row ? withZone(row as Omit<OrderData, 'time_zone' | 'when'>) : undefined;
}

/** What the order's state allows; `reason` says why the time-bound steps are closed. */
export function orderAllows(order: Pick<OrderData, 'id' | 'status' | 'review_status' | 'workers_needed' | 'workers_assigned'>) {
  const open = order.status === 'available' || order.status === 'upcoming';
  const reason = open
    ? null
    : order.status === 'canceled'
      ? `Order ${order.id} is canceled.`
      : order.status === 'completed'
        ? `Order ${order.id} has finished.`
        : `Order ${order.id} has started.`;
  return {
    reason,
    allowed: {
      edit: open,
      edit_time: open,
      cancel: open,
      review: open && order.review_status === 'pending',
      notify: open && order.review_status !== 'rejected',
    },
  };
}
