// Who hears about a shift and the pushes sent to them: recipients are chosen from the workers who fit
// (enabled, the order's position, the facility's state, not blocked by the provider, not busy then, not
// already on it); each message goes through the messaging adapter and is recorded as a push.
import { and, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { OrderData } from '../../../../commands/order-fields';
import type { OrderPushKindCode } from '../../../domain/enums/order-review';
import type { HandlerContext } from '../../handlers/types';
import { orderPushRecords, providerBlockedStaff, shiftRecipients, shifts, shiftWorkers, staff } from '../../db/schema';
import { staffName } from '../staff-keyword';

const ENABLED = 10;

export interface RecipientRow { staff_id: number; name: string; phone: string; position: string; suburb: string; state: string; reason: string }

const recipientColumns = { staff_id: staff.id, name: staffName, phone: staff.phone, position: staff.position, suburb: staff.suburb, state: staff.state };

/** Workers who fit the order, nearest to a full match first (same suburb first, then by name). */
export async function fittingWorkers(ctx: HandlerContext, order: OrderData, limit: number) {
  const busy = ctx.db.select({ one: sql`1` }).from(shiftWorkers).innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId))
    .where(and(eq(shiftWorkers.staffId, staff.id), isNull(shifts.canceledAt), lt(shifts.startsAt, order.ends_at), gt(shifts.endsAt, order.starts_at)));
  const blocked = ctx.db.select({ one: sql`1` }).from(providerBlockedStaff).where(and(eq(providerBlockedStaff.staffId, staff.id), eq(providerBlockedStaff.providerId, order.provider_id)));
  return ctx.db.select(recipientColumns).from(staff)
    .where(and(eq(staff.status, ENABLED), eq(sql`lower(${staff.position})`, order.position.toLowerCase()), eq(staff.state, order.state), notExists(busy), notExists(blocked)))
    .orderBy(sql`(${staff.suburb} = ${order.suburb}) desc`, staff.firstName, staff.surname, staff.id)
    .limit(limit);
}

/** Replaces the order's recipients; `chosen` are staff ids picked by hand (any enabled worker). */
export async function setRecipients(ctx: HandlerContext, order: OrderData, chosen: readonly number[] | undefined, limit: number): Promise<RecipientRow[]> {
  const rows: RecipientRow[] = chosen
    ? (await ctx.db.select(recipientColumns).from(staff).where(and(inArray(staff.id, [...chosen]), eq(staff.status, ENABLED)))).map((r) => ({ ...r, reason: 'Chosen by hand' }))
    : (await fittingWorkers(ctx, order, limit)).map((r) => ({ ...r, reason: `${order.position} in ${order.state}${r.suburb === order.suburb ? `, lives in ${order.suburb}` : ''}` }));
  await ctx.db.delete(shiftRecipients).where(eq(shiftRecipients.shiftId, order.id));
  if (rows.length) await ctx.db.insert(shiftRecipients).values(rows.map((r) => ({ shiftId: order.id, staffId: r.staff_id, reason: r.reason })));
  return rows;
}

export async function recipientsOf(ctx: HandlerContext, orderId: number): Promise<RecipientRow[]> {
  return ctx.db.select({ ...recipientColumns, reason: shiftRecipients.reason }).from(shiftRecipients)
    .innerJoin(staff, eq(staff.id, shiftRecipients.staffId)).where(eq(shiftRecipients.shiftId, orderId)).orderBy(shiftRecipients.createdAt, staff.id);
}

export async function assignedPeople(ctx: HandlerContext, orderId: number): Promise<RecipientRow[]> {
  return ctx.db.select({ ...recipientColumns, reason: sql<string>`'Assigned'` }).from(shiftWorkers)
    .innerJoin(staff, eq(staff.id, shiftWorkers.staffId)).where(eq(shiftWorkers.shiftId, orderId)).orderBy(shiftWorkers.id);
}

/** The shift's times as the worker reads them: the facility's clock, with the day. */
export function shiftWhen(order: Pick<OrderData, 'starts_at' | 'ends_at' | 'time_zone'>): string {
  const day = new Intl.DateTimeFormat('en-AU', { timeZone: order.time_zone, weekday: 'short', day: 'numeric', month: 'short' });
  const time = new Intl.DateTimeFormat('en-AU', { timeZone: order.time_zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day.format(Date.parse(order.starts_at))} ${time.format(Date.parse(order.starts_at))}–${time.format(Date.parse(order.ends_at))}`;
}

const messages: Record<OrderPushKindCode, (o: OrderData) => string> = {
  new_shift: (o) => `New shift: ${o.position} at ${o.facility_name} (${o.suburb}), ${shiftWhen(o)}. Reply YES to take it.`,
  reminder: (o) => `Reminder: your shift as ${o.position} at ${o.facility_name}, ${o.facility_address}, ${shiftWhen(o)}.`,
  changed: (o) => `Your shift at ${o.facility_name} has changed: now ${shiftWhen(o)}.`,
  canceled: (o) => `Your shift at ${o.facility_name} on ${shiftWhen(o)} is canceled: ${o.cancel_reason}`,
};

/** Sends one message per person and records each push; people without the channel's address are skipped. */
export async function push(ctx: HandlerContext, order: OrderData, people: readonly RecipientRow[], kind: OrderPushKindCode, channel: 'sms' | 'email', trigger: 'manual' | 'automatic') {
  const emails = channel === 'email' && people.length
    ? new Map((await ctx.db.select({ id: staff.id, email: staff.email }).from(staff).where(inArray(staff.id, people.map((p) => p.staff_id)))).map((r) => [r.id, r.email]))
    : new Map<number, string>();
  const body = messages[kind](order);
  const sent: (typeof orderPushRecords.$inferSelect)[] = [];
  for (const person of people) {
    const recipient = channel === 'sms' ? person.phone : emails.get(person.staff_id) ?? '';
    if (!recipient) continue;
    await ctx.adapters.messenger.enqueue(ctx.db, { channel, recipient, subject: channel === 'email' ? `Shift ${order.id}: ${order.facility_name}` : undefined, body });
    const [row] = await ctx.db.insert(orderPushRecords).values({
      shiftId: order.id, staffId: person.staff_id, kind, channel, recipient, body, trigger, sentBy: ctx.account?.id ?? null, sentAt: ctx.now.toISOString(),
    }).returning();
    sent.push(row!);
  }
  return sent;
}
