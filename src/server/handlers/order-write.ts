// The write side of shift orders: create on behalf, review, edit, edit shift time, cancel, contact
// notes, notes, files, recipients and notifications. Every write is audited (entity 'shift' for the
// order's own row) and versioned where people edit the order.
import { and, eq } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { createOrder, editOrder, editShiftTime, reviewShiftOrder } from '../../../commands/order';
import type { OrderData } from '../../../commands/order-fields';
import { conflict, invalidArguments, notFound } from '../app-error';
import { libraryFiles, orderFiles, orderNotes, shifts } from '../db/schema';
import { versionedUpdate, loadVersioned } from '../kit/versioned-update';
import { checkOrder, timeProblems, toInstants } from '../queries/orders/order-checks';
import { checkPeople, loadPerson, loadShift } from '../queries/assignment-facts';
import { assignedPeople, push, recipientsOf, setRecipients } from '../queries/orders/order-notify';
import { loadOrder, orderAllows } from '../queries/orders/order-rows';
import { orderCost, requireOrder } from './order-read';
import type { HandlerContext } from './types';

const loader = (ctx: HandlerContext) => (db: HandlerContext['db'], id: number) => loadOrder(db, id, ctx.now);

function requireOpen(order: OrderData, step: string) {
  const { reason } = orderAllows(order);
  if (reason) throw conflict(`${reason} It can no longer be ${step}.`);
}

export async function create(args: ParsedArgsOf<typeof createOrder>, ctx: HandlerContext) {
  const checked = await checkOrder(ctx.db, args, ctx.now);
  if (checked.problems.length) throw invalidArguments(checked.problems.map((p) => ({ path: p.field, message: p.message })));
  const [made] = await ctx.db.insert(shifts).values({
    providerId: args.provider_id, facilityId: args.facility_id, position: args.position.trim(), startsAt: checked.startsAt!, endsAt: checked.endsAt!,
    breakMinutes: args.break_minutes, notes: args.notes ?? '', workersNeeded: args.workers_needed, levelId: checked.cost!.level!.id,
    employmentType: args.employment_type, competencies: [...args.competencies], requirements: args.requirements ?? '', contactName: args.contact_name ?? '',
    contactPhone: args.contact_phone ?? '', reviewStatus: 'approved', reviewedBy: ctx.account?.id ?? null, reviewedAt: ctx.now.toISOString(),
    reviewNote: 'Made on the provider’s behalf.', createdOnBehalf: true, requestedBy: args.requested_by, createdBy: ctx.account?.id ?? null,
  }).returning({ id: shifts.id });
  const order = (await loadOrder(ctx.db, made!.id, ctx.now))!;
  ctx.audit({ entity: 'shift', entityId: order.id, before: null, after: order });
  let notified = 0;
  if (args.notify) {
    const people = await setRecipients(ctx, order, undefined, 50);
    notified = (await push(ctx, order, people, 'new_shift', 'sms', 'automatic')).length;
  }
  return { order_data: order, estimated_cost: checked.cost!, notified };
}

/** What a review would do, with the reason it cannot when it cannot; the preview and the action share it. */
export async function reviewOutcome(args: ParsedArgsOf<typeof reviewShiftOrder>, ctx: HandlerContext) {
  const order = await loadVersioned(ctx.db, { noun: 'Order', id: args.order_id, seen: args.version, load: loader(ctx) });
  const { allowed, reason } = orderAllows(order);
  const why = order.review_status !== 'pending'
    ? `Order ${order.id} is already ${order.review_status === 'approved' ? 'approved' : 'rejected'}.`
    : !allowed.review ? `${reason} Only an order that has not started can be reviewed.` : null;
  const warnings: string[] = [];
  if (args.decision === 'approve' && order.workers_assigned === 0) warnings.push('Nobody is assigned yet: approving lets you notify workers.');
  if (args.decision === 'reject' && order.workers_assigned > 0) warnings.push(`${order.workers_assigned} assigned worker(s) will be told the shift is canceled.`);
  return {
    order, why, warnings,
    after: args.decision === 'approve' ? { review_status_after: 'approved' as const, status_after: order.status } : { review_status_after: 'rejected' as const, status_after: 'canceled' as const },
  };
}

export async function review(args: ParsedArgsOf<typeof reviewShiftOrder>, ctx: HandlerContext) {
  const { why } = await reviewOutcome(args, ctx);
  if (why) throw conflict(why);
  const reject = args.decision === 'reject';
  const after = await versionedUpdate(ctx, {
    table: shifts, entity: 'shift', noun: 'Order', id: args.order_id, seen: args.version, load: loader(ctx),
    change: () => ({
      reviewStatus: reject ? ('rejected' as const) : ('approved' as const), reviewedBy: ctx.account?.id ?? null, reviewedAt: ctx.now.toISOString(), reviewNote: args.note ?? '',
      ...(reject ? { canceledAt: ctx.now.toISOString(), cancelReason: `Rejected in review: ${args.note}`, canceledBy: ctx.account?.id ?? null } : {}),
    }),
  });
  if (reject) await push(ctx, after, await assignedPeople(ctx, after.id), 'canceled', 'sms', 'automatic');
  return { order_data: after };
}

export async function edit({ order_id, version, ...fields }: ParsedArgsOf<typeof editOrder>, ctx: HandlerContext) {
  const before = await loadVersioned(ctx.db, { noun: 'Order', id: order_id, seen: version, load: loader(ctx) });
  requireOpen(before, 'edited');
  const next = {
    position: fields.position ?? before.position, level_id: fields.level_id === undefined ? before.level_id : fields.level_id,
    employment_type: fields.employment_type ?? before.employment_type, workers_needed: fields.workers_needed ?? before.workers_needed,
    competencies: fields.competencies ?? before.competencies,
  };
  const problems: { path: string; message: string }[] = [];
  if (next.workers_needed < before.workers_assigned) problems.push({ path: 'workers_needed', message: `Workers must be at least the ${before.workers_assigned} already assigned; remove a worker first.` });
  if (next.position.toLowerCase() !== before.position.toLowerCase() && before.workers_assigned > 0) problems.push({ path: 'position', message: 'Position cannot change once workers are assigned.' });
  // The same checks as a new order (position, level, competencies), but not the time: that is edit_shift_time's.
  const checked = await checkOrder(ctx.db, { ...before, ...next, date: '2000-01-01', start_time: '00:00', end_time: '01:00' }, new Date(0), order_id);
  for (const p of checked.problems) if (['position', 'level_id', 'competencies'].includes(p.field)) problems.push({ path: p.field, message: p.message });
  if (problems.length) throw invalidArguments(problems);
  const after = await versionedUpdate(ctx, {
    table: shifts, entity: 'shift', noun: 'Order', id: order_id, seen: version, load: loader(ctx),
    change: () => {
      const set: Partial<typeof shifts.$inferInsert> = {};
      if (fields.position !== undefined && fields.position !== before.position) set.position = fields.position;
      if (fields.level_id !== undefined && fields.level_id !== before.level_id) set.levelId = fields.level_id;
      if (fields.employment_type !== undefined && fields.employment_type !== before.employment_type) set.employmentType = fields.employment_type;
      if (fields.workers_needed !== undefined && fields.workers_needed !== before.workers_needed) set.workersNeeded = fields.workers_needed;
      if (fields.competencies !== undefined && JSON.stringify(fields.competencies) !== JSON.stringify(before.competencies)) set.competencies = [...fields.competencies];
      if (fields.requirements !== undefined && fields.requirements !== before.requirements) set.requirements = fields.requirements;
      if (fields.notes !== undefined && fields.notes !== before.notes) set.notes = fields.notes;
      return Object.keys(set).length ? set : null;
    },
  });
  return { order_data: after };
}

export async function editTime({ order_id, version, notify, ...times }: ParsedArgsOf<typeof editShiftTime>, ctx: HandlerContext) {
  const before = await loadVersioned(ctx.db, { noun: 'Order', id: order_id, seen: version, load: loader(ctx) });
  requireOpen(before, 'rescheduled');
  const { startsAt, endsAt } = toInstants(times, before.state);
  const problems = timeProblems(startsAt, endsAt, times.break_minutes, ctx.now);
  if (problems.length) throw invalidArguments(problems.map((p) => ({ path: p.field, message: p.message })));
  await refuseNewClashes(ctx, order_id, startsAt, endsAt);
  const after = await versionedUpdate(ctx, {
    table: shifts, entity: 'shift', noun: 'Order', id: order_id, seen: version, load: loader(ctx),
    change: (row) => (Date.parse(row.starts_at) === Date.parse(startsAt) && Date.parse(row.ends_at) === Date.parse(endsAt) && row.break_minutes === times.break_minutes
      ? null
      : { startsAt, endsAt, breakMinutes: times.break_minutes }),
  });
  const moved = after.version !== before.version;
  const notified = moved && notify ? (await push(ctx, after, await assignedPeople(ctx, order_id), 'changed', 'sms', 'automatic')).length : 0;
  return { order_data: after, notified };
}

/**
 * Moving a shift must not put its assigned workers somewhere twice: the assignment check runs again for
 * everyone on the shift at the new times, and a hard conflict the move would create (an overlap with their
 * other shift, a credential lapsing before the new day) refuses the move, naming every worker and reason.
 * Conflicts they already had at the old times were accepted when they were assigned, so they don't count.
 */
async function refuseNewClashes(ctx: HandlerContext, orderId: number, startsAt: string, endsAt: string) {
  const people = await assignedPeople(ctx, orderId);
  if (!people.length) return;
  const shift = await loadShift(ctx.db, orderId, ctx.now);
  const persons = await Promise.all(people.map((p) => loadPerson(ctx.db, p.staff_id)));
  const [was, would] = await Promise.all([checkPeople(ctx.db, shift, persons), checkPeople(ctx.db, { ...shift, startsAt, endsAt }, persons)]);
  const clashes = persons.flatMap((p) => {
    const known = new Set((was.get(p.id) ?? []).map((c) => `${c.code}:${c.shift_id ?? ''}`));
    return (would.get(p.id) ?? []).filter((c) => c.severity === 'hard' && !known.has(`${c.code}:${c.shift_id ?? ''}`)).map((c) => ({ staff_id: p.id, ...c }));
  });
  if (clashes.length) throw conflict(`Cannot move shift ${orderId}: ${clashes.map((c) => c.message).join(' ')}`, { conflicts: clashes });
}

export async function cancel({ order_id, version, reason }: { order_id: number; version: number; reason: string }, ctx: HandlerContext) {
  const before = await loadVersioned(ctx.db, { noun: 'Order', id: order_id, seen: version, load: loader(ctx) });
  requireOpen(before, 'canceled');
  const after = await versionedUpdate(ctx, {
    table: shifts, entity: 'shift', noun: 'Order', id: order_id, seen: version, load: loader(ctx),
    change: () => ({ canceledAt: ctx.now.toISOString(), cancelReason: reason, canceledBy: ctx.account?.id ?? null }),
  });
  const notified = (await push(ctx, after, await assignedPeople(ctx, order_id), 'canceled', 'sms', 'automatic')).length;
  return { order_data: after, notified };
}

export async function editContact(args: { order_id: number; version: number; contact_notes: string; contact_name?: string | undefined; contact_phone?: string | undefined }, ctx: HandlerContext) {
  const after = await versionedUpdate(ctx, {
    table: shifts, entity: 'shift', noun: 'Order', id: args.order_id, seen: args.version, load: loader(ctx),
    change: (row) => {
      const set: Partial<typeof shifts.$inferInsert> = {};
      if (args.contact_notes !== row.contact_notes) set.contactNotes = args.contact_notes;
      if (args.contact_name !== undefined && args.contact_name !== row.contact_name) set.contactName = args.contact_name;
      if (args.contact_phone !== undefined && args.contact_phone !== row.contact_phone) set.contactPhone = args.contact_phone;
      return Object.keys(set).length ? set : null;
    },
  });
  return { order_data: after };
}

export async function addNote({ order_id, body }: { order_id: number; body: string }, ctx: HandlerContext) {
  await requireOrder(ctx, order_id);
  const [note] = await ctx.db.insert(orderNotes).values({ shiftId: order_id, accountId: ctx.account?.id ?? null, authorName: ctx.account?.name ?? 'system', body })
    .returning({ id: orderNotes.id, author_name: orderNotes.authorName, body: orderNotes.body, created_at: orderNotes.createdAt });
  ctx.audit({ entity: 'order_note', entityId: note!.id, before: null, after: note });
  return { note: note! };
}

export async function attachFile({ order_id, file_id, detach }: { order_id: number; file_id: number; detach: boolean }, ctx: HandlerContext) {
  await requireOrder(ctx, order_id);
  const [file] = await ctx.db.select({ id: libraryFiles.id, title: libraryFiles.title }).from(libraryFiles).where(eq(libraryFiles.id, file_id));
  if (!file) throw notFound('File', file_id);
  const where = and(eq(orderFiles.shiftId, order_id), eq(orderFiles.libraryFileId, file_id));
  const [present] = await ctx.db.select({ id: orderFiles.libraryFileId }).from(orderFiles).where(where);
  if (detach && present) await ctx.db.delete(orderFiles).where(where);
  if (!detach && !present) await ctx.db.insert(orderFiles).values({ shiftId: order_id, libraryFileId: file_id, attachedBy: ctx.account?.id ?? null, attachedAt: ctx.now.toISOString() });
  if (Boolean(present) === detach) ctx.audit({ entity: 'order_file', entityId: `${order_id}:${file_id}`, before: present ? { file: file.title } : null, after: detach ? null : { file: file.title } });
  return { order_id, file_id, attached: !detach };
}

export async function createRecipients({ order_id, staff_ids, limit }: { order_id: number; staff_ids?: number[] | undefined; limit: number }, ctx: HandlerContext) {
  const order = await requireOrder(ctx, order_id);
  requireOpen(order, 'sent to workers');
  const recipients = await setRecipients(ctx, order, staff_ids, limit);
  if (staff_ids && recipients.length < new Set(staff_ids).size) {
    const found = new Set(recipients.map((r) => r.staff_id));
    throw invalidArguments([{ path: 'staff_ids', message: `Not enabled staff: ${staff_ids.filter((id) => !found.has(id)).join(', ')}.` }]);
  }
  ctx.audit({ entity: 'shift_recipients', entityId: order_id, before: null, after: { count: recipients.length, staff_ids: recipients.map((r) => r.staff_id) } });
  return { order_id, recipients };
}

export async function notify({ order_id, kind, channel }: { order_id: number; kind: 'new_shift' | 'reminder'; channel: 'sms' | 'email' }, ctx: HandlerContext) {
  const order = await requireOrder(ctx, order_id);
  const { allowed, reason } = orderAllows(order);
  if (!allowed.notify) throw conflict(reason ?? `Order ${order_id} was rejected in review: nothing to notify.`);
  let people;
  if (kind === 'reminder') {
    people = await assignedPeople(ctx, order_id);
    if (!people.length) throw conflict(`Nobody is assigned to order ${order_id} yet: a reminder goes to assigned workers.`);
  } else {
    if (order.workers_assigned >= order.workers_needed) throw conflict(`Order ${order_id} is filled (${order.workers_assigned} of ${order.workers_needed}): no need to offer it.`);
    people = await recipientsOf(ctx, order_id);
    // Without a list yet, the workers who fit are chosen now (and kept, so the next push reaches the same people).
    if (!people.length) people = await setRecipients(ctx, order, undefined, 50);
    if (!people.length) throw conflict(`No enabled ${order.position} in ${order.state} is free then; choose recipients by hand.`);
  }
  const records = await push(ctx, order, people, kind, channel, 'manual');
  ctx.audit({ entity: 'order_push', entityId: order_id, before: null, after: { kind, channel, sent: records.length } });
  const names = new Map(people.map((p) => [p.staff_id, p.name]));
  return {
    order_id, sent: records.length,
    records: records.map((r) => ({
      id: r.id, shift_id: r.shiftId, staff_id: r.staffId, staff_name: names.get(r.staffId) ?? '', kind: r.kind, channel: r.channel, recipient: r.recipient,
      body: r.body, trigger: r.trigger, sent_by: ctx.account?.name ?? null, sent_at: r.sentAt,
    })),
  };
}

export { orderCost };
