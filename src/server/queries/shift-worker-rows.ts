// The workers of a shift as get_assigned_staff_info answers them: who, where they stand (derived from the
// shift's times and the check-out, never stored), what was confirmed when they were assigned, and their
// timesheet once checked out.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AssignedWorker } from '../../../commands/order-staff';
import type { Queryable } from '../db/open';
import { accounts, shifts, shiftWorkers, staff, timesheets } from '../db/schema';
import { staffName } from './staff-keyword';

function workerStatusSql(now: Date): SQL<AssignedWorker['status']> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`case
    when ${shiftWorkers.checkedOutAt} is not null then 'checked_out'
    when ${shifts.startsAt} > ${at} then 'assigned'
    when ${shifts.endsAt} > ${at} then 'on_shift'
    else 'awaiting_check_out' end`;
}

const timesheetJson = sql<AssignedWorker['timesheet']>`case when ${timesheets.id} is null then null else
  json_build_object('id', ${timesheets.id}, 'status', ${timesheets.status}, 'amount_cents', ${timesheets.amountCents}, 'version', ${timesheets.version}) end`;

export async function workerRows(db: Queryable, now: Date, where: SQL | undefined): Promise<AssignedWorker[]> {
  return db
    .select({
      id: shiftWorkers.id, shift_id: shiftWorkers.shiftId, staff_id: shiftWorkers.staffId, name: staffName, phone: staff.phone, email: staff.email,
      position: staff.position, status: workerStatusSql(now), assigned_at: shiftWorkers.assignedAt, assigned_by: accounts.name, note: shiftWorkers.note,
      confirmed_conflicts: shiftWorkers.confirmedConflicts, checked_out_at: shiftWorkers.checkedOutAt, worked_starts_at: shiftWorkers.workedStartsAt,
      worked_ends_at: shiftWorkers.workedEndsAt, worked_break_minutes: shiftWorkers.workedBreakMinutes, hours: shiftWorkers.hours, timesheet: timesheetJson,
      version: shiftWorkers.version,
    })
    .from(shiftWorkers)
    .innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId))
    .innerJoin(staff, eq(staff.id, shiftWorkers.staffId))
    .leftJoin(accounts, eq(accounts.id, shiftWorkers.assignedBy))
    .leftJoin(timesheets, eq(timesheets.shiftWorkerId, shiftWorkers.id))
    .where(where)
    .orderBy(asc(shiftWorkers.assignedAt), asc(shiftWorkers.id));
}

export async function loadWorker(db: Queryable, now: Date, shiftId: number, staffId: number): Promise<AssignedWorker | undefined> {
  return (await workerRows(db, now, and(eq(shiftWorkers.shiftId, shiftId), eq(shiftWorkers.staffId, staffId))))[0];
}
