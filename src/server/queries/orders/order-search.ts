// Orders as the palette's record search finds them (issue 22 §5): by number ('1234', '#1234', 'order
// 1234') or by the facility's or provider's name, the latest shifts first. Titles name the order and
// where it is; subtitles the provider, when (on the facility's clock) and its status in words.
import { desc, eq, ilike, or } from 'drizzle-orm';
import { shiftOrderStatus } from '../../../domain/enums/shift-order';
import { stateTimeZone } from '../../../domain/state-time-zones';
import type { Queryable } from '../../db/open';
import { facilities, providers, shifts } from '../../db/schema';
import { shiftStatusSql } from '../shift-status';
import { orderFrom, shiftWhen } from './order-rows';

/** The order number in what was typed, if it is one. */
export function orderNumber(q: string): number | null {
  const match = /^(?:order\s*|ord-?\s*)?#?\s*(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
}

export async function searchOrders(db: Queryable, q: string, pattern: string, limit: number, now: Date) {
  const id = orderNumber(q);
  const rows = await orderFrom(db, {
    id: shifts.id, facility_name: facilities.name, provider_name: providers.name, state: facilities.state,
    starts_at: shifts.startsAt, ends_at: shifts.endsAt, status: shiftStatusSql(now),
  })
    .where(id !== null ? eq(shifts.id, id) : or(ilike(facilities.name, pattern), ilike(providers.name, pattern)))
    .orderBy(desc(shifts.startsAt), desc(shifts.id))
    .limit(limit);
  return (rows as { id: number; facility_name: string; provider_name: string; state: string; starts_at: string; ends_at: string; status: string }[]).map((r) => {
    const when = shiftWhen(r.starts_at, r.ends_at, stateTimeZone(r.state));
    return { id: r.id, title: `Order #${r.id}: ${r.facility_name}`, subtitle: `${r.provider_name} · ${when} · ${shiftOrderStatus.label(r.status as never) ?? r.status}` };
  });
}
