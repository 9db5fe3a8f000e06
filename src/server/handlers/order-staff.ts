// Handlers of commands/order-staff.ts: finding, assigning, editing, removing and checking out the workers
// of a shift. Every assignment runs the assignment check; check-out makes the worker's timesheet.
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { getCommand, type ParsedArgsOf } from '../../../commands';
import type { orderStaffCommands, searchStaff, StaffCandidate } from '../../../commands/order-staff';
import { confirmMessage, refusalMessage, type Conflict } from '../../domain/assignment-check';
import { ENABLED_STAFF_STATUS } from '../../domain/assignment-rules';
import { stateTimeZone } from '../../domain/state-time-zones';
import { timesheetEditable } from '../../domain/timesheet-moves';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { shiftWorkers, staff, timesheets } from '../db/schema';
import { pagedList } from '../kit/paged-list';
import { loadVersioned, versionedUpdate } from '../kit/versioned-update';
import { checkPeople, loadPerson, loadShift, personColumns, type Person, type ShiftFacts } from '../queries/assignment-facts';
import { loadWorker, workerRows } from '../queries/shift-worker-rows';
import { staffKeywordFilter } from '../queries/staff-keyword';
import { costWorkedTime } from '../queries/timesheet-cost';
import { checkOutPreviewOf } from './check-out-preview';
import type { HandlerContext, HandlersFor } from './types';

const HOUR_MS = 3_600_000;
/** Removing a worker this close to the start (or later) leaves the facility short: it needs confirming. */
const LATE_REMOVAL_HOURS = 24;

type Handlers = HandlersFor<typeof orderStaffCommands>;

/** Those nearest the shift first (same state, then same position), then by name. */
function nearestFirst(shift: ShiftFacts | null): SQL[] {
  const near: SQL[] = shift
    ? [desc(sql`${staff.state} = ${shift.state}`), desc(sql`lower(${staff.position}) = ${shift.position.toLowerCase()}`)]
    : [];
  return [...near, asc(staff.firstName), asc(staff.surname), asc(staff.id)];
}

/** A page of enabled staff matching the keyword, nearest the shift first: the shared paged list. */
function candidatePage(db: Queryable, shift: ShiftFacts | null, args: ParsedArgsOf<typeof searchStaff>) {
  return pagedList<ParsedArgsOf<typeof searchStaff>, Person>(db, {
    name: 'search_staff',
    rows: (q) => q.select(personColumns).from(staff).$dynamic(),
    matching: (q, columns) => q.select(columns).from(staff).$dynamic(),
    filters: { keyword: staffKeywordFilter, shift_id: () => undefined, assignable_only: () => undefined },
    sorts: {},
    tieBreak: staff.id,
    order: nearestFirst(shift),
  }, args, eq(staff.status, ENABLED_STAFF_STATUS));
}

/** Up to `limit` enabled staff matching the keyword, nearest the shift first (checked, then filtered, by the caller). */
async function candidates(db: Queryable, shift: ShiftFacts | null, keyword: string | undefined, limit: number) {
  const where = and(eq(staff.status, ENABLED_STAFF_STATUS), keyword ? staffKeywordFilter(keyword) : undefined);
  return db.select(personColumns).from(staff).where(where).orderBy(...nearestFirst(shift)).limit(limit);
}

async function withConflicts(db: Queryable, shift: ShiftFacts | null, people: Person[]): Promise<StaffCandidate[]> {
  const checked = shift ? await checkPeople(db, shift, people) : new Map<number, Conflict[]>();
  return people.map((p) => {
    const conflicts = checked.get(p.id) ?? [];
    return { ...p, conflicts, assignable: !conflicts.some((c) => c.severity === 'hard') };
  });
}

/** A shift that can still take workers: not canceled, not over. */
function requireOpen(shift: ShiftFacts, now: Date) {
  if (shift.canceledAt) throw conflict(`Shift ${shift.id} is canceled: nobody can be assigned to it.`);
  if (Date.parse(shift.endsAt) <= now.getTime()) throw conflict(`Shift ${shift.id} has already ended: nobody can be assigned to it.`);
}

interface AssignCheck {
  shift: ShiftFacts;
  person: Person;
  conflicts: Conflict[];
  soft: Conflict[];
}

/** The checks of an assignment, shared by the preview and the action: refusals throw, soft ones are returned. */
async function checkAssign(db: Queryable, shiftId: number, staffId: number, now: Date): Promise<AssignCheck> {
  const shift = await loadShift(db, shiftId, now);
  requireOpen(shift, now);
  const person = await loadPerson(db, staffId);
  if (await loadWorker(db, now, shiftId, staffId)) throw conflict(`${person.name} is already on shift ${shiftId}.`);
  const [{ onShift }] = await db.select({ onShift: count() }).from(shiftWorkers).where(eq(shiftWorkers.shiftId, shiftId));
  if (onShift >= shift.workersNeeded) throw conflict(`Shift ${shiftId} is full: it needs ${shift.workersNeeded} worker${shift.workersNeeded === 1 ? '' : 's'} and has ${onShift}.`);
  const conflicts = (await checkPeople(db, shift, [person])).get(person.id) ?? [];
  if (conflicts.some((c) => c.severity === 'hard')) throw conflict(refusalMessage(conflicts), { conflicts });
  return { shift, person, conflicts, soft: conflicts.filter((c) => c.severity === 'soft') };
}

interface RemovalCheck {
  shift: ShiftFacts;
  worker: NonNullable<Awaited<ReturnType<typeof loadWorker>>>;
  needConfirm: boolean;
  reasons: string[];
  statusAfter: ShiftFacts['status'];
}

async function checkRemoval(db: Queryable, shiftId: number, staffId: number, seen: number | undefined, now: Date): Promise<RemovalCheck> {
  const shift = await loadShift(db, shiftId, now);
  const worker = await loadWorker(db, now, shiftId, staffId);
  if (!worker) throw notFound(`Worker ${staffId} on shift`, shiftId);
  if (seen !== undefined && worker.version !== seen) {
    throw conflict(`${worker.name} on shift ${shiftId} was changed by someone else (now version ${worker.version}, you had ${seen}). Reload and try again.`, { current_version: worker.version });
  }
  if (worker.checked_out_at) throw conflict(`${worker.name} has been checked out of shift ${shiftId}; their timesheet stands, so they cannot be removed.`);
  const reasons: string[] = [];
  let needConfirm = false;
  const untilStart = Date.parse(shift.startsAt) - now.getTime();
  if (!shift.canceledAt && untilStart <= 0) {
    needConfirm = true;
    reasons.push(`The shift has started: ${worker.name} may already be at ${shift.facilityName}.`);
  } else if (!shift.canceledAt && untilStart < LATE_REMOVAL_HOURS * HOUR_MS) {
    needConfirm = true;
    reasons.push(`Late removal: the shift starts in ${Math.max(1, Math.round(untilStart / HOUR_MS))} hours; ${shift.facilityName} may be left short.`);
  }
  const [{ others }] = await db.select({ others: count() }).from(shiftWorkers).where(and(eq(shiftWorkers.shiftId, shiftId), ne(shiftWorkers.staffId, staffId)));
  let statusAfter = shift.status;
  if (others === 0 && shift.status !== 'canceled') {
    statusAfter = Date.parse(shift.endsAt) <= now.getTime() ? 'canceled' : 'available';
    reasons.push(`Nobody else is on the shift: it becomes ${statusAfter === 'available' ? 'available again' : 'canceled (unfilled)'}.`);
  }
  return { shift, worker, needConfirm, reasons, statusAfter };
}

async function remove(ctx: HandlerContext, args: { shift_id: number; staff_id: number; version: number; reason: string }, confirmed: boolean, viaPreview: boolean) {
  // Lock the row first, so a check-out racing this removal waits and then finds it gone.
  await ctx.db.execute(sql`select 1 from ${shiftWorkers} where ${shiftWorkers.shiftId} = ${args.shift_id} and ${shiftWorkers.staffId} = ${args.staff_id} for update`);
  const check = await checkRemoval(ctx.db, args.shift_id, args.staff_id, args.version, ctx.now);
  if (check.needConfirm && !confirmed) {
    const how = viaPreview ? 'Confirm the removal to go ahead.' : `Choose ${getCommand('order.removeWorker').title} and confirm.`;
    throw conflict(`Removing ${check.worker.name} needs confirming: ${check.reasons.join(' ')} ${how}`, { need_confirm: true, reasons: check.reasons });
  }
  await ctx.db.delete(shiftWorkers).where(and(eq(shiftWorkers.id, check.worker.id), eq(shiftWorkers.version, check.worker.version)));
  ctx.audit({ entity: 'shift_worker', entityId: check.worker.id, before: { ...check.worker, removal_reason: args.reason }, after: null });
  return { removed: check.worker, shift_status: check.statusAfter };
}

/** A worker's time: what was given, else what is stored, else the shift's own. */
function workedTime(shift: ShiftFacts, stored: { worked_starts_at: string | null; worked_ends_at: string | null; worked_break_minutes: number | null }, given: { worked_starts_at?: string; worked_ends_at?: string; worked_break_minutes?: number }) {
  const startsAt = new Date(given.worked_starts_at ?? stored.worked_starts_at ?? shift.startsAt).toISOString();
  const endsAt = new Date(given.worked_ends_at ?? stored.worked_ends_at ?? shift.endsAt).toISOString();
  const breakMinutes = given.worked_break_minutes ?? stored.worked_break_minutes ?? shift.breakMinutes;
  if (Date.parse(endsAt) <= Date.parse(startsAt)) throw conflict('The worked end must be after the worked start.');
  if (Date.parse(endsAt) - Date.parse(startsAt) > 16 * HOUR_MS) throw conflict('A worked time longer than 16 hours is not one shift: check the times.');
  return { startsAt, endsAt, breakMinutes };
}

/** What a check-out would record, shared by its preview and the action: refusals throw. */
async function checkOutFacts(ctx: HandlerContext, shiftId: number, staffId: number, version: number | undefined, given: Parameters<typeof workedTime>[2]) {
  const shift = await loadShift(ctx.db, shiftId, ctx.now);
  if (shift.canceledAt) throw conflict(`Shift ${shiftId} is canceled: there is nothing to check out.`);
  const current = await loadWorker(ctx.db, ctx.now, shiftId, staffId);
  if (!current) throw notFound(`Worker ${staffId} on shift`, shiftId);
  if (version !== undefined) await loadVersioned(ctx.db, { noun: `${current.name} on shift`, id: current.id, seen: version, load: async () => current });
  if (current.checked_out_at) throw conflict(`${current.name} was already checked out of shift ${shiftId}.`);
  if (Date.parse(shift.startsAt) > ctx.now.getTime()) throw conflict(`Shift ${shiftId} has not started yet: check ${current.name} out once it has.`);
  const worked = workedTime(shift, current, given);
  const cost = await costWorkedTime(ctx.db, { staffId, shift, ...worked });
  return { shift, current, worked, cost };
}

export const orderStaffHandlers: Handlers = {
  async 'order.searchStaff'({ shift_id, keyword, page, page_size, assignable_only }, ctx) {
    const shift = shift_id ? await loadShift(ctx.db, shift_id, ctx.now) : null;
    if (!assignable_only || !shift) {
      const { list, ...total } = await candidatePage(ctx.db, shift, { shift_id, keyword, page, page_size, assignable_only });
      return { list: await withConflicts(ctx.db, shift, list), ...total };
    }
    // Only the assignable: checked in pages of the nearest first, up to 1,000 people.
    const people = await candidates(ctx.db, shift, keyword, 1000);
    const all = (await withConflicts(ctx.db, shift, people)).filter((c) => c.assignable);
    return { list: all.slice((page - 1) * page_size, page * page_size), total: all.length, total_estimated: false };
  },

  async 'order.staffAutocomplete'({ shift_id, keyword, limit }, ctx) {
    const shift = shift_id ? await loadShift(ctx.db, shift_id, ctx.now) : null;
    // Read more than asked, so the assignable can come first without losing the nearest.
    const people = await candidates(ctx.db, shift, keyword, Math.min(limit * 3, 300));
    const checked = await withConflicts(ctx.db, shift, people);
    const rank = (c: StaffCandidate) => (c.assignable ? (c.conflicts.length ? 1 : 0) : 2);
    return { staff_list: checked.map((c, i) => ({ c, i })).sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i).slice(0, limit).map(({ c }) => c) };
  },

  async 'order.assignPreview'({ shift_id, staff_id, confirm }, ctx) {
    const { person, conflicts, soft } = await checkAssign(ctx.db, shift_id, staff_id, ctx.now);
    const needConfirm = soft.length > 0 && !confirm;
    const message = soft.length
      ? `${person.name} can be assigned once you confirm: ${soft.map((c) => c.message).join(' ')}`
      : `${person.name} can be assigned: no conflicts.`;
    return { staff_id, name: person.name, need_confirm: needConfirm, conflicts, message };
  },

  async 'order.assignStaff'({ shift_id, staff_id, confirm, note }, ctx) {
    // One assignment per worker at a time: a second assign of the same person waits and sees the first.
    await ctx.db.execute(sql`select 1 from ${staff} where ${staff.id} = ${staff_id} for update`);
    const { soft } = await checkAssign(ctx.db, shift_id, staff_id, ctx.now);
    if (soft.length && !confirm) throw conflict(confirmMessage(soft), { need_confirm: true, conflicts: soft });
    const [row] = await ctx.db
      .insert(shiftWorkers)
      .values({
        shiftId: shift_id, staffId: staff_id, assignedAt: ctx.now.toISOString(), assignedBy: ctx.account?.id ?? null, note: note ?? '',
        confirmedConflicts: soft.map((c) => ({ code: c.code, message: c.message })),
      })
      .onConflictDoNothing()
      .returning({ id: shiftWorkers.id });
    if (!row) throw conflict(`Staff ${staff_id} is already on shift ${shift_id}.`);
    const worker = (await loadWorker(ctx.db, ctx.now, shift_id, staff_id))!;
    ctx.audit({ entity: 'shift_worker', entityId: row.id, before: null, after: worker });
    return { worker, confirmed_conflicts: soft };
  },

  async 'order.editStaff'({ shift_id, staff_id, version, note, ...times }, ctx) {
    const shift = await loadShift(ctx.db, shift_id, ctx.now);
    const current = await loadWorker(ctx.db, ctx.now, shift_id, staff_id);
    if (!current) throw notFound(`Worker ${staff_id} on shift`, shift_id);
    const changesTimes = times.worked_starts_at !== undefined || times.worked_ends_at !== undefined || times.worked_break_minutes !== undefined;
    if (changesTimes && !current.checked_out_at) throw conflict(`${current.name} has not been checked out yet: worked times are set at check-out.`);
    if (changesTimes && current.timesheet && !timesheetEditable.includes(current.timesheet.status)) {
      throw conflict(`${current.name}'s timesheet #${current.timesheet.id} is ${current.timesheet.status}: its times no longer change.`);
    }
    const worked = changesTimes ? workedTime(shift, current, times) : null;
    const cost = worked ? await costWorkedTime(ctx.db, { staffId: staff_id, shift, ...worked }) : null;
    const after = await versionedUpdate(ctx, {
      noun: `Worker ${staff_id} on shift`, entity: 'shift_worker', id: current.id, seen: version, table: shiftWorkers,
      load: (db, id) => workerRows(db, ctx.now, eq(shiftWorkers.id, id)).then((r) => r[0]),
      change: (before) => {
        const set: Partial<typeof shiftWorkers.$inferInsert> = {};
        if (note !== undefined && note !== before.note) set.note = note;
        if (worked && cost) Object.assign(set, { workedStartsAt: worked.startsAt, workedEndsAt: worked.endsAt, workedBreakMinutes: worked.breakMinutes, hours: cost.hours });
        return Object.keys(set).length ? set : null;
      },
    });
    if (worked && cost && current.timesheet) {
      const [ts] = await ctx.db.select().from(timesheets).where(eq(timesheets.id, current.timesheet.id));
      const [updated] = await ctx.db
        .update(timesheets)
        .set({ startsAt: worked.startsAt, endsAt: worked.endsAt, breakMinutes: worked.breakMinutes, hours: cost.hours, hourlyRateCents: cost.hourlyRateCents, amountCents: cost.amountCents, lines: cost.lines, calculatedAt: ctx.now.toISOString(), version: sql`${timesheets.version} + 1`, updatedAt: sql`now()` })
        .where(eq(timesheets.id, current.timesheet.id))
        .returning();
      ctx.audit({ entity: 'timesheet', entityId: ts.id, before: ts, after: updated });
    }
    return { worker: (await loadWorker(ctx.db, ctx.now, shift_id, staff_id)) ?? after };
  },

  async 'order.removeWorkerPreview'({ shift_id, staff_id, version, confirm }, ctx) {
    const check = await checkRemoval(ctx.db, shift_id, staff_id, version, ctx.now);
    return { staff_id, name: check.worker.name, need_confirm: check.needConfirm && !confirm, reasons: check.reasons, shift_status_after: check.statusAfter };
  },

  'order.removeWorker': ({ confirm, ...args }, ctx) => remove(ctx, args, confirm, true),

  'order.removeStaff': (args, ctx) => remove(ctx, args, false, false),

  async 'order.assignedStaff'({ shift_id, staff_id }, ctx) {
    const shift = await loadShift(ctx.db, shift_id, ctx.now);
    const where = and(eq(shiftWorkers.shiftId, shift_id), staff_id ? eq(shiftWorkers.staffId, staff_id) : undefined);
    return {
      shift: {
        id: shift.id, status: shift.status, position: shift.position, starts_at: shift.startsAt, ends_at: shift.endsAt, break_minutes: shift.breakMinutes,
        time_zone: stateTimeZone(shift.state), provider_id: shift.providerId, facility_name: shift.facilityName, workers_needed: shift.workersNeeded,
      },
      staff_list: await workerRows(ctx.db, ctx.now, where),
    };
  },

  async 'order.checkOutPreview'({ shift_id, staff_id, version, note: _note, ...given }, ctx) {
    const { current, worked, cost, shift } = await checkOutFacts(ctx, shift_id, staff_id, version, given);
    return checkOutPreviewOf(current, shift, worked, cost);
  },

  async 'order.checkOut'({ shift_id, staff_id, version, note, ...given }, ctx) {
    const { current, worked, cost } = await checkOutFacts(ctx, shift_id, staff_id, version, given);
    const written = await ctx.db
      .update(shiftWorkers)
      .set({
        checkedOutAt: ctx.now.toISOString(), workedStartsAt: worked.startsAt, workedEndsAt: worked.endsAt, workedBreakMinutes: worked.breakMinutes, hours: cost.hours,
        ...(note !== undefined && { note }), version: current.version + 1, updatedAt: sql`now()`,
      })
      .where(and(eq(shiftWorkers.id, current.id), eq(shiftWorkers.version, current.version)))
      .returning({ id: shiftWorkers.id });
    if (!written.length) throw conflict(`${current.name} on shift ${shift_id} was changed by someone else just now. Reload and try again.`);
    const [timesheet] = await ctx.db
      .insert(timesheets)
      .values({
        shiftWorkerId: current.id, shiftId: shift_id, staffId: staff_id, startsAt: worked.startsAt, endsAt: worked.endsAt, breakMinutes: worked.breakMinutes,
        hours: cost.hours, hourlyRateCents: cost.hourlyRateCents, amountCents: cost.amountCents, lines: cost.lines, calculatedAt: ctx.now.toISOString(),
      })
      .returning();
    const worker = (await loadWorker(ctx.db, ctx.now, shift_id, staff_id))!;
    ctx.audit({ entity: 'shift_worker', entityId: current.id, before: current, after: worker });
    ctx.audit({ entity: 'timesheet', entityId: timesheet.id, before: null, after: timesheet });
    return { worker, timesheet_id: timesheet.id };
  },
};
