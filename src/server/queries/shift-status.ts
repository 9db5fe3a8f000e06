// A shift's status, derived in SQL from its times and its workers (spec §3 shift orders), never stored:
// canceled once canceled_at is set; with nobody on it, available until it ends (a shift nobody worked
// did not happen, so an unfilled past shift counts as canceled); with a worker, upcoming → in progress →
// completed as the clock passes its start and end.
import { sql, type SQL } from 'drizzle-orm';
import { shifts, shiftWorkers } from '../db/schema';

/** `now` is the request's clock, passed in so one answer uses one instant throughout. */
export function shiftStatusSql(now: Date): SQL<'available' | 'upcoming' | 'in_progress' | 'completed' | 'canceled'> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`case
    when ${shifts.canceledAt} is not null then 'canceled'
    when not exists (select 1 from ${shiftWorkers} where ${shiftWorkers.shiftId} = ${shifts.id})
      then case when ${shifts.endsAt} <= ${at} then 'canceled' else 'available' end
    when ${shifts.endsAt} <= ${at} then 'completed'
    when ${shifts.startsAt} <= ${at} then 'in_progress'
    else 'upcoming' end`;
}
