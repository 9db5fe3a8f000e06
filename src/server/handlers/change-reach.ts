// change_reach (commands/confirm-reach.ts): what disabling a provider or facility, cancelling an order,
// disabling an operator or archiving a job ad reaches beyond the record, counted from the database for the confirm (issue 22 §4).
// Upcoming shifts are those not cancelled that start after now; their booked workers are counted once each.
import { and, countDistinct, count, eq, gt, isNull, ne, notInArray, type SQL } from 'drizzle-orm';
import type { confirmReachCommands, ReachCount, ReachSubject } from '../../../commands/confirm-reach';
import { notFound } from '../app-error';
import { ENDED_APPLICATION_STATUSES } from '../../domain/enums/application-status';
import { applications, facilities, jobAds, providerDisableRequests, providerOperators, providers, shifts, shiftWorkers } from '../db/schema';
import { recordNames } from '../kit/record-names';
import { assignedPeople } from '../queries/orders/order-notify';
import type { HandlerContext, HandlersFor } from './types';

type Counts = { what: ReachCount; count: number }[];

/** Upcoming shifts matching `where` and the distinct workers booked on them. */
async function upcoming(ctx: HandlerContext, where: SQL | undefined): Promise<Counts> {
  const open = and(where, isNull(shifts.canceledAt), gt(shifts.startsAt, ctx.now.toISOString()));
  const [shiftCount] = await ctx.db.select({ n: count() }).from(shifts).where(open);
  const [booked] = await ctx.db.select({ n: countDistinct(shiftWorkers.staffId) }).from(shiftWorkers).innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId)).where(open);
  return [{ what: 'upcoming_shifts', count: shiftCount!.n }, { what: 'booked_workers', count: booked!.n }];
}

const activeOperators = async (ctx: HandlerContext, where: SQL | undefined) =>
  (await ctx.db.select({ n: count() }).from(providerOperators).where(and(where, eq(providerOperators.status, 'active'))))[0]!.n;

async function providerReach(ctx: HandlerContext, providerId: number) {
  const [provider] = await ctx.db.select({ name: providers.name }).from(providers).where(eq(providers.id, providerId));
  if (!provider) throw notFound('Provider', providerId);
  const [active] = await ctx.db.select({ n: count() }).from(facilities).where(and(eq(facilities.providerId, providerId), eq(facilities.active, true)));
  const counts: Counts = [
    { what: 'active_facilities', count: active!.n },
    ...(await upcoming(ctx, eq(shifts.providerId, providerId))),
    // A disabled provider's operators cannot sign in.
    { what: 'active_operators', count: await activeOperators(ctx, eq(providerOperators.providerId, providerId)) },
  ];
  return { name: provider.name, provider_name: null, counts };
}

const reach: Record<ReachSubject, (ctx: HandlerContext, id: number) => Promise<{ name: string; provider_name: string | null; counts: Counts }>> = {
  provider: providerReach,

  async disableRequest(ctx, id) {
    const [request] = await ctx.db.select({ providerId: providerDisableRequests.providerId }).from(providerDisableRequests).where(eq(providerDisableRequests.id, id));
    if (!request) throw notFound('Disable request', id);
    return providerReach(ctx, request.providerId);
  },

  async facility(ctx, id) {
    const [facility] = await ctx.db.select({ name: facilities.name, provider: providers.name }).from(facilities)
      .innerJoin(providers, eq(providers.id, facilities.providerId)).where(eq(facilities.id, id));
    if (!facility) throw notFound('Facility', id);
    const counts: Counts = [
      ...(await upcoming(ctx, eq(shifts.facilityId, id))),
      { what: 'active_operators', count: await activeOperators(ctx, eq(providerOperators.facilityId, id)) },
    ];
    return { name: facility.name, provider_name: facility.provider, counts };
  },

  async shift(ctx, id) {
    const name = (await recordNames(ctx.db, 'shift', [id])).get(id);
    if (!name) throw notFound('Order', id);
    // The same people cancel_order texts: every assigned worker with a phone number.
    const people = await assignedPeople(ctx, id);
    const texted = people.filter((p) => p.phone).length;
    const counts: Counts = [
      { what: 'assigned_workers', count: people.length },
      { what: 'workers_texted', count: texted },
      { what: 'workers_without_phone', count: people.length - texted },
    ];
    return { name, provider_name: null, counts };
  },

  async operator(ctx, id) {
    const [operator] = await ctx.db.select({ providerId: providerOperators.providerId, provider: providers.name }).from(providerOperators)
      .innerJoin(providers, eq(providers.id, providerOperators.providerId)).where(eq(providerOperators.id, id));
    if (!operator) throw notFound('Operator', id);
    const others = await activeOperators(ctx, and(eq(providerOperators.providerId, operator.providerId), ne(providerOperators.id, id)));
    return { name: (await recordNames(ctx.db, 'operator', [id])).get(id) ?? '', provider_name: operator.provider, counts: [{ what: 'other_active_operators', count: others }] };
  },

  async jobAd(ctx, id) {
    const [ad] = await ctx.db.select({ title: jobAds.title, provider: providers.name }).from(jobAds).innerJoin(providers, eq(providers.id, jobAds.providerId)).where(eq(jobAds.id, id));
    if (!ad) throw notFound('Job ad', id);
    const [open] = await ctx.db.select({ n: count() }).from(applications)
      .where(and(eq(applications.jobId, id), eq(applications.archived, false), notInArray(applications.status, [...ENDED_APPLICATION_STATUSES])));
    return { name: ad.title, provider_name: ad.provider, counts: [{ what: 'open_applications', count: open!.n }] };
  },
};

export const confirmReachHandlers: HandlersFor<typeof confirmReachCommands> = {
  'provider.changeReach': ({ subject, id }, ctx) => reach[subject](ctx, id),
};
