// What a worker's time on a shift costs, through the rate table (domain/pay/shift-cost.ts): the order's
// pay level when it names one (it priced the order), else the worker's own level, else the position's
// first; at the order's employment type. Used at check-out, on modify and on recalculate, so all agree.
import { asc, eq, sql } from 'drizzle-orm';
import { isAuState } from '../../domain/pay/au-state';
import { costShift, type ShiftCostLine } from '../../domain/pay/shift-cost';
import type { EmploymentTypeCode } from '../../domain/enums/employment';
import { conflict } from '../app-error';
import type { Queryable } from '../db/open';
import { positionLevels, positions, staff } from '../db/schema';

export interface WorkedTime {
  staffId: number;
  shift: { position: string; state: string; levelId: number | null; employmentType: number };
  startsAt: string;
  endsAt: string;
  breakMinutes: number;
}

export interface TimesheetCost {
  hourlyRateCents: number;
  amountCents: number;
  hours: number;
  lines: ShiftCostLine[];
}

const cents = (rate: number) => Math.round(rate * 100);

async function baseRateCents(db: Queryable, staffId: number, shift: WorkedTime['shift']): Promise<number | undefined> {
  if (shift.levelId !== null) {
    const [level] = await db.select({ rate: positionLevels.hourlyRate }).from(positionLevels).where(eq(positionLevels.id, shift.levelId));
    if (level) return cents(level.rate);
  }
  const [own] = await db.select({ rate: positionLevels.hourlyRate }).from(staff).innerJoin(positionLevels, eq(positionLevels.id, staff.levelId)).where(eq(staff.id, staffId));
  if (own) return cents(own.rate);
  const [first] = await db
    .select({ rate: positionLevels.hourlyRate })
    .from(positionLevels)
    .innerJoin(positions, eq(positions.id, positionLevels.positionId))
    .where(eq(sql`lower(${positions.name})`, shift.position.toLowerCase()))
    .orderBy(asc(positionLevels.level))
    .limit(1);
  return first ? cents(first.rate) : undefined;
}

export async function costWorkedTime(db: Queryable, w: WorkedTime): Promise<TimesheetCost> {
  const rate = await baseRateCents(db, w.staffId, w.shift);
  if (rate === undefined) throw conflict(`No pay rate for a ${w.shift.position}: neither the order, the worker nor the position has a pay level.`);
  if (!isAuState(w.shift.state)) throw conflict(`The facility's state ${w.shift.state || '(none)'} has no award rates.`);
  const minutes = (Date.parse(w.endsAt) - Date.parse(w.startsAt)) / 60_000;
  if (w.breakMinutes >= minutes) throw conflict(`The break (${w.breakMinutes} minutes) must be shorter than the time worked (${minutes} minutes).`);
  const cost = costShift({
    startsAt: w.startsAt, endsAt: w.endsAt, breakMinutes: w.breakMinutes, state: w.shift.state,
    employmentType: w.shift.employmentType as EmploymentTypeCode, baseRateCents: rate,
  });
  return { hourlyRateCents: rate, amountCents: cost.totalCents, hours: Math.round((cost.minutes / 60) * 100) / 100, lines: cost.lines };
}
