// The estimated cost of an order: costShift (src/domain/pay) at the order's pay level, times the workers
// it asks for. The rate is the level's hourly rate (edit_position_level_hourly_rate), the position's
// lowest level when the order names none.
import { asc, eq, sql } from 'drizzle-orm';
import type { EstimatedCost } from '../../../../commands/order-fields';
import type { EmploymentTypeCode } from '../../../domain/enums/employment';
import { isAuState } from '../../../domain/pay/au-state';
import { costShift } from '../../../domain/pay/shift-cost';
import { stateTimeZone } from '../../../domain/state-time-zones';
import type { Queryable } from '../../db/open';
import { positionLevels, positions } from '../../db/schema';

export interface CostFacts {
  state: string;
  position: string;
  levelId: number | null;
  employmentType: EmploymentTypeCode;
  startsAt: string;
  endsAt: string;
  breakMinutes: number;
  workersNeeded: number;
}

export interface LevelRate { id: number; position: string; level: number; hourlyRate: number }

/** The level that prices the order, or a message saying what is wrong (for the field it names). */
export async function levelFor(db: Queryable, position: string, levelId: number | null): Promise<LevelRate | { field: string; message: string }> {
  const base = db.select({ id: positionLevels.id, position: positions.name, level: positionLevels.level, hourlyRate: positionLevels.hourlyRate })
    .from(positionLevels).innerJoin(positions, eq(positions.id, positionLevels.positionId)).$dynamic();
  if (levelId !== null) {
    const [level] = await base.where(eq(positionLevels.id, levelId));
    if (!level) return { field: 'level_id', message: `Level ${levelId} does not exist.` };
    if (level.position.toLowerCase() !== position.trim().toLowerCase()) return { field: 'level_id', message: `Level ${levelId} is a level of ${level.position}, not ${position}.` };
    return level;
  }
  const [lowest] = await base.where(eq(sql`lower(${positions.name})`, position.trim().toLowerCase())).orderBy(asc(positionLevels.level)).limit(1);
  if (!lowest) {
    const [known] = await db.select({ id: positions.id }).from(positions).where(eq(sql`lower(${positions.name})`, position.trim().toLowerCase()));
    return { field: 'position', message: known ? `Position ${position} has no pay levels yet; add one under /staff/level.` : `Position ${position} is not a position of the catalogue.` };
  }
  return lowest;
}

export function estimate(facts: CostFacts, level: LevelRate): EstimatedCost {
  if (!isAuState(facts.state)) throw new Error(`No award for state ${facts.state}`);
  const hourlyRateCents = Math.round(level.hourlyRate * 100);
  const cost = costShift({
    startsAt: facts.startsAt, endsAt: facts.endsAt, breakMinutes: facts.breakMinutes, state: facts.state,
    employmentType: facts.employmentType, baseRateCents: hourlyRateCents,
  });
  return {
    hourly_rate_cents: hourlyRateCents,
    level: { id: level.id, position: level.position, level: level.level },
    employment_type: facts.employmentType,
    state: facts.state,
    time_zone: stateTimeZone(facts.state),
    lines: cost.lines,
    minutes: cost.minutes,
    per_worker_cents: cost.totalCents,
    workers: facts.workersNeeded,
    total_cents: cost.totalCents * facts.workersNeeded,
  };
}

