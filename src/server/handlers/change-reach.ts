// change_reach (commands/confirm-reach.ts): what disabling a provider, facility, operator, admin user or
// staff member, cancelling an order or archiving a job ad reaches beyond the record, counted from the
// database for the confirm (issue 22 §4). Every count is over a set of records, so a bulk run's dry run
// gives the total over its rows with the same queries (reachOver), each record counted once.
// Upcoming shifts are those not cancelled that start after now; their booked workers are counted once each.
import { and, countDistinct, count, eq, gt, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { confirmReachCommands, ReachCount, ReachSubject } from '../../../commands/confirm-reach';
import type { RecordKind } from '../../../commands';
import { notFound } from '../app-error';
import { ENDED_APPLICATION_STATUSES } from '../../domain/enums/application-status';
import { applications, facilities, jobAds, providerDisableRequests, providerOperators, providers, sessions, shifts, shiftWorkers } from '../db/schema';
import { recordNames } from '../kit/record-names';
import { assignedPeople } from '../queries/orders/order-notify';
import type { HandlerContext, HandlersFor } from './types';

type Counts = { what: ReachCount; count: number }[];

const isOpen = (ctx: HandlerContext) => and(isNull(shifts.canceledAt), gt(shifts.startsAt, ctx.now.toISOString()));

/** Upcoming shifts matching `where` and the distinct workers booked on them. */
async function upcoming(ctx: HandlerContext, where: SQL | undefined): Promise<Counts> {
  const open = and(where, isOpen(ctx));
  const [shiftCount] = await ctx.db.select({ n: count() }).from(shifts).where(open);
  const [booked] = await ctx.db.select({ n: countDistinct(shiftWorkers.staffId) }).from(shiftWorkers).innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId)).where(open);
  return [{ what: 'upcoming_shifts', count: shiftCount!.n }, { what: 'booked_workers', count: booked!.n }];
}

const activeOperators = async (ctx: HandlerContext, where: SQL | undefined) =>
  (await ctx.db.select({ n: count() }).from(providerOperators).where(and(where, eq(providerOperators.status, 'active'))))[0]!.n;

async function providersReach(ctx: HandlerContext, ids: number[]): Promise<Counts> {
  const [active] = await ctx.db.select({ n: count() }).from(facilities).where(and(inArray(facilities.providerId, ids), eq(facilities.active, true)));
  return [
    { what: 'active_facilities', count: active!.n },
    ...(await upcoming(ctx, inArray(shifts.providerId, ids))),
    // A disabled provider's operators cannot sign in.
    { what: 'active_operators', count: await activeOperators(ctx, inArray(providerOperators.providerId, ids)) },
  ];
}

/** What a change to each of these records reaches, all told. */
const counts: Record<ReachSubject, (ctx: HandlerContext, ids: number[]) => Promise<Counts>> = {
  provider: providersReach,

  async disableRequest(ctx, ids) {
    const rows = await ctx.db.select({ providerId: providerDisableRequests.providerId }).from(providerDisableRequests).where(inArray(providerDisableRequests.id, ids));
    return providersReach(ctx, [...new Set(rows.map((r) => r.providerId))]);
  },

  facility: async (ctx, ids) => [
    ...(await upcoming(ctx, inArray(shifts.facilityId, ids))),
    { what: 'active_operators', count: await activeOperators(ctx, inArray(providerOperators.facilityId, ids)) },
  ],

  async shift(ctx, ids) {
    // The same people cancel_order texts: every assigned worker with a phone number, once per order.
    let assigned = 0;
    let texted = 0;
    for (const id of ids) {
      const people = await assignedPeople(ctx, id);
      assigned += people.length;
      texted += people.filter((p) => p.phone).length;
    }
    return [
      { what: 'assigned_workers', count: assigned },
      { what: 'workers_texted', count: texted },
      { what: 'workers_without_phone', count: assigned - texted },
    ];
  },

  async operator(ctx, ids) {
    // The active colleagues at the same providers, not counting those disabled with them.
    const rows = await ctx.db.select({ providerId: providerOperators.providerId }).from(providerOperators).where(inArray(providerOperators.id, ids));
    const providerIds = [...new Set(rows.map((r) => r.providerId))];
    const others = providerIds.length ? await activeOperators(ctx, and(inArray(providerOperators.providerId, providerIds), notInArray(providerOperators.id, ids))) : 0;
    return [{ what: 'other_active_operators', count: others }];
  },

  async jobAd(ctx, ids) {
    const [open] = await ctx.db.select({ n: count() }).from(applications)
      .where(and(inArray(applications.jobId, ids), eq(applications.archived, false), notInArray(applications.status, [...ENDED_APPLICATION_STATUSES])));
    return [{ what: 'open_applications', count: open!.n }];
  },

  async adminUser(ctx, ids) {
    // set_admin_user_status ends every session of the user; those not yet expired are the ones signed in.
    const [signedIn] = await ctx.db.select({ n: count() }).from(sessions).where(and(inArray(sessions.accountId, ids), gt(sessions.expiresAt, ctx.now)));
    return [{ what: 'sessions_ended', count: signedIn!.n }];
  },

  async staff(ctx, ids) {
    // Disabling leaves their bookings in place: the shifts still to come that someone must re-staff.
    const [booked] = await ctx.db.select({ n: count() }).from(shiftWorkers).innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId))
      .where(and(inArray(shiftWorkers.staffId, ids), isOpen(ctx)));
    return [{ what: 'booked_upcoming_shifts', count: booked!.n }];
  },
};

/** The record kind each subject is named by (recordNames) and what a missing one is called. */
const named: Record<ReachSubject, { kind: RecordKind; noun: string }> = {
  provider: { kind: 'provider', noun: 'Provider' },
  disableRequest: { kind: 'disableRequest', noun: 'Disable request' },
  facility: { kind: 'facility', noun: 'Facility' },
  shift: { kind: 'shift', noun: 'Order' },
  operator: { kind: 'operator', noun: 'Operator' },
  jobAd: { kind: 'jobAd', noun: 'Job ad' },
  adminUser: { kind: 'adminUser', noun: 'Admin user' },
  staff: { kind: 'staff', noun: 'Staff member' },
};

/** The provider a record belongs to, where that is another record (a facility's, an operator's, an ad's). */
async function providerNameOf(ctx: HandlerContext, subject: ReachSubject, id: number): Promise<string | null> {
  const table = subject === 'facility' ? facilities : subject === 'operator' ? providerOperators : subject === 'jobAd' ? jobAds : undefined;
  if (!table) return null;
  const [row] = await ctx.db.select({ name: providers.name }).from(table).innerJoin(providers, eq(providers.id, table.providerId)).where(eq(table.id, id));
  return row?.name ?? null;
}

/** The total reach of one change over several records of `subject` (a bulk run's rows). */
export const reachOver = (ctx: HandlerContext, subject: ReachSubject, ids: number[]): Promise<Counts> => (ids.length ? counts[subject](ctx, ids) : Promise.resolve([]));

export const confirmReachHandlers: HandlersFor<typeof confirmReachCommands> = {
  async 'provider.changeReach'({ subject, id }, ctx) {
    const name = (await recordNames(ctx.db, named[subject].kind, [id])).get(id);
    if (name === undefined) throw notFound(named[subject].noun, id);
    return { name, provider_name: await providerNameOf(ctx, subject, id), counts: await counts[subject](ctx, [id]) };
  },
};
