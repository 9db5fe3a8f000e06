import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { staffShiftCommands, staffShiftList, StaffShiftRow } from '../../../commands/staff-shift';
import { stateTimeZone } from '../../domain/state-time-zones';
import { notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { facilities, providers, shifts, shiftWorkers, staff } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { shiftStatusSql } from '../queries/shift-status';
import { staffName } from '../queries/staff-keyword';
import type { HandlersFor } from './types';

/** Day boundaries of the date filters, on the console's reference clock (Sydney). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Australia/Sydney')`;

type ListArgs = ParsedArgsOf<typeof staffShiftList>;

function listSpec(now: Date): PagedListSpec<ListArgs, StaffShiftRow> {
  const status = shiftStatusSql(now);
  return {
    name: 'get_staff_shift_list',
    rows: (db) =>
      db
        .select({
          id: shifts.id,
          provider_id: shifts.providerId,
          provider_name: providers.name,
          facility_id: shifts.facilityId,
          facility_name: facilities.name,
          suburb: facilities.suburb,
          state: facilities.state,
          position: shifts.position,
          starts_at: shifts.startsAt,
          ends_at: shifts.endsAt,
          status,
          hours: shiftWorkers.hours,
          assigned_at: shiftWorkers.assignedAt,
          checked_out_at: shiftWorkers.checkedOutAt,
        })
        .from(shiftWorkers)
        .innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId))
        .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
        .innerJoin(providers, eq(providers.id, shifts.providerId))
        .$dynamic(),
    matching: (db, columns) => db.select(columns).from(shiftWorkers).innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId)).$dynamic(),
    filters: {
      staff_id: (id) => eq(shiftWorkers.staffId, id),
      status: (code) => sql`${status} = ${code}`,
      from: (day) => gte(shifts.startsAt, dayStart(day)),
      // Through the end of that day.
      to: (day) => sql`${shifts.startsAt} < ${dayStart(day)} + interval '1 day'`,
    },
    sorts: { starts_at: shifts.startsAt, id: shifts.id },
    tieBreak: shifts.id,
  };
}

/** Counts per status and hours worked over all of one person's shifts (the tab's summary line). */
async function shiftSummary(db: Queryable, staffId: number, now: Date) {
  const rows = await db
    .select({
      status: shiftStatusSql(now),
      n: sql<number>`count(*)::int`,
      hours: sql<number>`coalesce(sum(${shiftWorkers.hours}), 0)::float8`,
      awaiting: sql<number>`(count(*) filter (where ${shiftWorkers.checkedOutAt} is null))::int`,
    })
    .from(shiftWorkers)
    .innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId))
    .where(eq(shiftWorkers.staffId, staffId))
    .groupBy(sql`1`);
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    upcoming: of('upcoming')?.n ?? 0,
    in_progress: of('in_progress')?.n ?? 0,
    completed: of('completed')?.n ?? 0,
    canceled: of('canceled')?.n ?? 0,
    hours_worked: Math.round(Number(of('completed')?.hours ?? 0) * 100) / 100,
    awaiting_check_out: of('completed')?.awaiting ?? 0,
  };
}

export const staffShiftHandlers: HandlersFor<typeof staffShiftCommands> = {
  async 'shift.staffList'(args, ctx) {
    const [person] = await ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.id, args.staff_id));
    if (!person) throw notFound('Staff member', args.staff_id);
    const [page, summary] = await Promise.all([pagedList(ctx.db, listSpec(ctx.now), args), shiftSummary(ctx.db, args.staff_id, ctx.now)]);
    return { ...page, list: page.list.map((r) => ({ ...r, hours: r.hours === null ? null : Number(r.hours) })), summary };
  },

  async 'shift.detail'({ shift_id }, ctx) {
    const [row] = await ctx.db
      .select({ shift: shifts, status: shiftStatusSql(ctx.now), facility: facilities, provider: providers })
      .from(shifts)
      .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
      .innerJoin(providers, eq(providers.id, shifts.providerId))
      .where(eq(shifts.id, shift_id));
    if (!row) throw notFound('Shift', shift_id);
    const workers = await ctx.db
      .select({
        staff_id: shiftWorkers.staffId,
        name: staffName,
        email: staff.email,
        phone: staff.phone,
        assigned_at: shiftWorkers.assignedAt,
        checked_out_at: shiftWorkers.checkedOutAt,
        hours: shiftWorkers.hours,
      })
      .from(shiftWorkers)
      .innerJoin(staff, eq(staff.id, shiftWorkers.staffId))
      .where(and(eq(shiftWorkers.shiftId, shift_id)))
      .orderBy(shiftWorkers.assignedAt, shiftWorkers.id);
    const { shift, facility, provider } = row;
    const lengthHours = (Date.parse(shift.endsAt) - Date.parse(shift.startsAt)) / 3_600_000;
    return {
      shift_detail: {
        id: shift.id,
        status: row.status,
        position: shift.position,
        starts_at: shift.startsAt,
        ends_at: shift.endsAt,
        time_zone: stateTimeZone(facility.state),
        break_minutes: shift.breakMinutes,
        scheduled_hours: Math.round((lengthHours - shift.breakMinutes / 60) * 100) / 100,
        notes: shift.notes,
        canceled_at: shift.canceledAt,
        cancel_reason: shift.cancelReason,
        provider: { id: provider.id, name: provider.name, email: provider.email, phone_number: provider.phoneNumber },
        facility: { id: facility.id, name: facility.name, address: facility.address, suburb: facility.suburb, state: facility.state, postcode: facility.postcode, phone: facility.phone },
        workers: workers.map((w) => ({ ...w, hours: w.hours === null ? null : Number(w.hours) })),
        created_at: shift.createdAt,
        updated_at: shift.updatedAt,
        version: shift.version,
      },
    };
  },
};
