// The checks an order's facts must pass, shared by help_create_order and its preview (and by edits):
// each problem names its field, so the preview lists them and the action refuses with them.
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { EstimatedCost } from '../../../../commands/order-fields';
import type { EmploymentTypeCode } from '../../../domain/enums/employment';
import { isAuState } from '../../../domain/pay/au-state';
import { localInstant, localTime } from '../../../domain/pay/local-clock';
import { publicHolidayOn } from '../../../domain/pay/public-holidays';
import { stateTimeZone } from '../../../domain/state-time-zones';
import type { Queryable } from '../../db/open';
import { facilities, providers, qualifications, shifts } from '../../db/schema';
import { estimate, levelFor } from './order-cost';

export interface Problem { field: string; message: string }

export interface LocalShift { date: string; start_time: string; end_time: string; break_minutes: number }

/** A shift by the facility's clock as UTC instants: an end at or before the start is on the next day. */
export function toInstants(t: LocalShift, state: string): { startsAt: string; endsAt: string } {
  const zone = stateTimeZone(state);
  const start = localInstant(t.date, t.start_time, zone);
  const end = localInstant(t.date, t.end_time, zone, t.end_time <= t.start_time ? 1 : 0);
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() };
}

/** Problems with times already converted: length 1–16 h, break shorter than the shift, not in the past. */
export function timeProblems(startsAt: string, endsAt: string, breakMinutes: number, now: Date): Problem[] {
  const problems: Problem[] = [];
  const minutes = (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000;
  if (minutes < 60 || minutes > 16 * 60) problems.push({ field: 'end_time', message: `The shift would be ${Math.round(minutes / 6) / 10} hours long; a shift is 1 to 16 hours.` });
  else if (breakMinutes >= minutes) problems.push({ field: 'break_minutes', message: 'Break must be shorter than the shift.' });
  if (Date.parse(startsAt) <= now.getTime()) problems.push({ field: 'date', message: 'The shift must start in the future.' });
  return problems;
}

export interface OrderFacts {
  provider_id: number;
  facility_id: number;
  position: string;
  level_id?: number | null | undefined;
  employment_type: EmploymentTypeCode;
  workers_needed: number;
  competencies: readonly string[];
}

export interface CheckedOrder {
  problems: Problem[];
  warnings: string[];
  provider: { id: number; name: string; status: string } | null;
  facility: { id: number; name: string; suburb: string; state: string; time_zone: string } | null;
  startsAt: string | null;
  endsAt: string | null;
  cost: EstimatedCost | null;
}

export async function checkOrder(db: Queryable, facts: OrderFacts & LocalShift, now: Date, exceptShiftId?: number): Promise<CheckedOrder> {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const [provider] = await db.select({ id: providers.id, name: providers.name, status: providers.status }).from(providers).where(eq(providers.id, facts.provider_id));
  if (!provider) problems.push({ field: 'provider_id', message: `Provider ${facts.provider_id} does not exist.` });
  else if (provider.status !== 'enabled') problems.push({ field: 'provider_id', message: `${provider.name} is disabled; enable it before ordering shifts for it.` });
  const [found] = await db.select({ id: facilities.id, name: facilities.name, suburb: facilities.suburb, state: facilities.state, providerId: facilities.providerId, active: facilities.active })
    .from(facilities).where(eq(facilities.id, facts.facility_id));
  let facility: CheckedOrder['facility'] = null;
  if (!found) problems.push({ field: 'facility_id', message: `Facility ${facts.facility_id} does not exist.` });
  else if (found.providerId !== facts.provider_id) problems.push({ field: 'facility_id', message: `${found.name} is not a facility of ${provider?.name ?? `provider ${facts.provider_id}`}.` });
  else if (!found.active) problems.push({ field: 'facility_id', message: `${found.name} is inactive.` });
  else if (!isAuState(found.state)) problems.push({ field: 'facility_id', message: `${found.name} is not in an Australian state, so no award prices it.` });
  if (found && isAuState(found.state)) facility = { id: found.id, name: found.name, suburb: found.suburb, state: found.state, time_zone: stateTimeZone(found.state) };

  const level = await levelFor(db, facts.position, facts.level_id ?? null);
  if ('field' in level) problems.push(level);
  if (facts.competencies.length) {
    const known = new Set((await db.select({ code: qualifications.code }).from(qualifications).where(inArray(qualifications.code, [...facts.competencies]))).map((q) => q.code));
    const unknown = facts.competencies.filter((c) => !known.has(c));
    if (unknown.length) problems.push({ field: 'competencies', message: `Unknown competency: ${unknown.join(', ')} (choose one of the competencies offered).` });
  }

  let startsAt: string | null = null;
  let endsAt: string | null = null;
  let cost: EstimatedCost | null = null;
  if (facility) {
    ({ startsAt, endsAt } = toInstants(facts, facility.state));
    const timing = timeProblems(startsAt, endsAt, facts.break_minutes, now);
    problems.push(...timing);
    if (!timing.some((p) => p.field !== 'date') && !('field' in level)) {
      cost = estimate({ state: facility.state, position: facts.position, levelId: level.id, employmentType: facts.employment_type, startsAt, endsAt, breakMinutes: facts.break_minutes, workersNeeded: facts.workers_needed }, level);
      const hoursAway = (Date.parse(startsAt) - now.getTime()) / 3_600_000;
      if (hoursAway > 0 && hoursAway < 24) warnings.push(`Starts in ${Math.max(1, Math.round(hoursAway))} hours: few workers may see it in time.`);
      for (const day of new Set(cost.lines.map((l) => l.date))) {
        const holiday = publicHolidayOn(facility.state as never, day);
        if (holiday) warnings.push(`${day} is ${holiday} in ${facility.state}: paid at public holiday rates.`);
      }
      const [overlap] = await db.select({ id: shifts.id }).from(shifts).where(and(
        eq(shifts.facilityId, facility.id), eq(sql`lower(${shifts.position})`, facts.position.trim().toLowerCase()), isNull(shifts.canceledAt),
        lt(shifts.startsAt, endsAt), gt(shifts.endsAt, startsAt), exceptShiftId ? ne(shifts.id, exceptShiftId) : undefined,
      )).limit(1);
      if (overlap) warnings.push(`Order ${overlap.id} at ${facility.name} is for the same position at overlapping times: is this a second order for the same need?`);
      const local = localTime(Date.parse(startsAt), facility.time_zone);
      if (local.date !== facts.date) warnings.push(`Starts on ${local.date} on the facility's clock.`);
    }
  }
  return { problems, warnings, provider: provider ?? null, facility, startsAt, endsAt, cost };
}
