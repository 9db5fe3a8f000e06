// Prices worked shifts for payslips and invoices. A worked shift is a shift_workers row with
// checked_out_at, in the period whose Sydney dates hold the shift's start. Each is priced by
// src/domain/pay/shift-cost.ts at the worker's level hourly rate (commands/positions.ts) and their
// contract's employment type; the hours recorded at check-out are authoritative (docs/pay.md).
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { isAuState } from '../../domain/pay/au-state';
import { costShift, type ShiftCostLine } from '../../domain/pay/shift-cost';
import type { EmploymentTypeCode } from '../../domain/enums/employment';
import { chargeCents, dollarsToCents } from '../../domain/pay-documents-money';
import type { Queryable } from '../db/open';
import { facilities, payrollPeriods, shifts, shiftWorkers, staff, type PayLinePart } from '../db/schema';

/** The national minimum wage (1 July 2025), for a worker whose position has no level at all. */
const MINIMUM_RATE_CENTS = 2495;
const CASUAL: EmploymentTypeCode = 1;

export interface PricedShift {
  shiftWorkerId: number;
  shiftId: number;
  staffId: number;
  providerId: number;
  facilityId: number;
  startsAt: string;
  endsAt: string;
  breakMinutes: number;
  minutes: number;
  baseRateCents: number;
  amountCents: number;
  chargeCents: number;
  parts: PayLinePart[];
}

/** The shifts of a period, in the period's Sydney dates. */
export const inPeriod = (periodId: number): SQL =>
  sql`(${shifts.startsAt} at time zone 'Australia/Sydney')::date between (select p.starts_on from ${payrollPeriods} p where p.id = ${periodId}) and (select p.ends_on from ${payrollPeriods} p where p.id = ${periodId})`;

// The worker's own level; else the lowest level of the position the shift asks for.
const levelRate = sql<number | null>`coalesce(
  (select l.hourly_rate from position_levels l where l.id = ${staff.levelId}),
  (select min(l.hourly_rate) from position_levels l join positions p on p.id = l.position_id where lower(p.name) = lower(${shifts.position}))
)`;
const employment = sql<number | null>`(select (f.data->>'employment_type')::int from staff_forms f where f.staff_id = ${staff.id} and f.form = 'contract')`;

const partLabel = (l: ShiftCostLine): string =>
  `${l.date} ${l.loading === 'ordinary' ? 'Ordinary' : l.loading.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())}${l.casual && l.loading !== 'casual' ? ' + casual' : ''}${l.holiday ? ` (${l.holiday})` : ''} ×${l.multiplier}`;

/** Every worked shift of the period that matches `where` (one worker, one provider), priced, oldest first. */
export async function pricedShifts(db: Queryable, periodId: number, where: SQL): Promise<PricedShift[]> {
  const rows = await db
    .select({
      shiftWorkerId: shiftWorkers.id, shiftId: shifts.id, staffId: shiftWorkers.staffId, providerId: shifts.providerId, facilityId: shifts.facilityId,
      startsAt: shifts.startsAt, endsAt: shifts.endsAt, breakMinutes: shifts.breakMinutes, hours: shiftWorkers.hours, state: facilities.state,
      rate: levelRate, employment,
    })
    .from(shiftWorkers)
    .innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .innerJoin(staff, eq(staff.id, shiftWorkers.staffId))
    .where(and(isNotNull(shiftWorkers.checkedOutAt), sql`${shifts.canceledAt} is null`, inPeriod(periodId), where))
    .orderBy(shifts.startsAt, shiftWorkers.id);
  return rows.map((r) => priceOne(r));
}

interface WorkedRow {
  shiftWorkerId: number; shiftId: number; staffId: number; providerId: number; facilityId: number;
  startsAt: string; endsAt: string; breakMinutes: number; hours: number | null; state: string; rate: number | string | null; employment: number | null;
}

function priceOne(r: WorkedRow): PricedShift {
  const startsAt = new Date(r.startsAt).toISOString();
  const scheduledEnd = new Date(r.endsAt).toISOString();
  const scheduledMinutes = (Date.parse(scheduledEnd) - Date.parse(startsAt)) / 60_000 - r.breakMinutes;
  // Hours at check-out win: the shift ran that long past its start (plus the break) instead.
  const workedMinutes = r.hours != null && r.hours > 0 ? Math.round(Number(r.hours) * 60) : scheduledMinutes;
  const endsAt = workedMinutes === scheduledMinutes ? scheduledEnd : new Date(Date.parse(startsAt) + (workedMinutes + r.breakMinutes) * 60_000).toISOString();
  const employmentType = (r.employment && r.employment >= 1 && r.employment <= 5 ? r.employment : CASUAL) as EmploymentTypeCode;
  const baseRateCents = r.rate != null ? dollarsToCents(Number(r.rate)) : MINIMUM_RATE_CENTS;
  const cost = costShift({ startsAt, endsAt, breakMinutes: r.breakMinutes, state: isAuState(r.state) ? r.state : 'NSW', employmentType, baseRateCents });
  return {
    shiftWorkerId: r.shiftWorkerId, shiftId: r.shiftId, staffId: r.staffId, providerId: r.providerId, facilityId: r.facilityId,
    startsAt, endsAt, breakMinutes: r.breakMinutes, minutes: cost.minutes, baseRateCents, amountCents: cost.totalCents,
    chargeCents: chargeCents(cost.totalCents),
    parts: cost.lines.map((l) => ({ label: partLabel(l), minutes: l.minutes, rate_cents: Math.round(baseRateCents * l.multiplier), amount_cents: l.cents })),
  };
}

export const sumOf = (items: readonly PricedShift[], key: 'minutes' | 'amountCents' | 'chargeCents'): number => items.reduce((s, i) => s + i[key], 0);
