// Shifts for the seed: each enabled worker has a few regular facilities in their state and works patterns
// that suit their role (nurses' long days, carers' AM/PM/night, home care visits), from four months
// before the seed's epoch to two and a half months after. Times are the facility's local clock, daylight
// saving included, stored as UTC instants.
import { stateTimeZone } from '../../../domain/state-time-zones';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { Rng } from '../random';

export interface RosterFacility {
  id: number;
  providerId: number;
  state: string;
}

export interface PlannedShift {
  providerId: number;
  facilityId: number;
  position: string;
  startsAt: string;
  endsAt: string;
  breakMinutes: number;
  notes: string;
  canceledAt: string | null;
  cancelReason: string;
  assignedAt: string;
  checkedOutAt: string | null;
  hours: number | null;
}

interface Pattern {
  start: [number, number];
  lengthHours: number;
  breakMinutes: number;
  note: string;
}

const AM: Pattern = { start: [7, 0], lengthHours: 8, breakMinutes: 30, note: 'AM shift: handover at 6:50 in the nurses\u2019 station.' };
const PM: Pattern = { start: [15, 0], lengthHours: 8, breakMinutes: 30, note: 'PM shift: medication round at 17:00 and 21:00.' };
const NIGHT: Pattern = { start: [23, 0], lengthHours: 8, breakMinutes: 30, note: 'Night shift: two-hourly checks and continence rounds.' };
const LONG_DAY: Pattern = { start: [7, 0], lengthHours: 12, breakMinutes: 60, note: 'Long day: RN in charge of the east wing.' };
const VISITS: Pattern = { start: [8, 30], lengthHours: 4, breakMinutes: 0, note: 'Home visits: three clients, mileage claimable.' };
const KITCHEN: Pattern = { start: [6, 0], lengthHours: 7.5, breakMinutes: 30, note: 'Breakfast and lunch service; texture-modified meals on the list.' };

function patternsFor(position: string): readonly Pattern[] {
  if (position === 'Registered Nurse' || position === 'Clinical Care Coordinator') return [LONG_DAY, AM, PM, NIGHT];
  if (position === 'Home Care Worker' || position === 'Disability Support Worker') return [VISITS, AM, PM];
  if (position === 'Cook' || position === 'Kitchen Hand') return [KITCHEN];
  if (position === 'Cleaner' || position === 'Laundry Assistant') return [AM, KITCHEN];
  return [AM, PM, NIGHT];
}

const CANCEL_REASONS = [
  'The facility filled the shift with its own staff.',
  'Worker called in sick; the facility was told at 5:40.',
  'Resident numbers dropped for the week, so the facility cancelled.',
  'Duplicate booking: the shift was also on another order.',
];

const formats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(zone: string, at: number): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formats.set(zone, format);
  }
  const part = (type: string) => Number(format!.formatToParts(new Date(at)).find((p) => p.type === type)!.value);
  return (Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - Math.floor(at / 60_000) * 60_000) / 60_000;
}

/** The UTC instant of a wall-clock time in a zone (the offset checked twice, across a change of daylight saving). */
export function zonedInstant(zone: string, dayMs: number, hour: number, minute: number): number {
  const wall = dayMs + (hour * 60 + minute) * 60_000;
  let at = wall - offsetMinutes(zone, wall) * 60_000;
  at = wall - offsetMinutes(zone, at) * 60_000;
  return at;
}

const HOUR_MS = 3_600_000;

/** `count` shifts on distinct days at the worker's home facilities; those ended before the epoch were worked. */
export function planRoster(rng: Rng, position: string, home: readonly RosterFacility[], count: number): PlannedShift[] {
  const patterns = patternsFor(position);
  const days = new Set<number>();
  const out: PlannedShift[] = [];
  for (let tries = 0; out.length < count && tries < count * 4; tries++) {
    const dayOffset = rng.int(-120, 75);
    if (days.has(dayOffset)) continue;
    days.add(dayOffset);
    const facility = rng.pick(home);
    const zone = stateTimeZone(facility.state);
    const pattern = rng.pick(patterns);
    const day = Math.floor(EPOCH_MS / DAY_MS) * DAY_MS + dayOffset * DAY_MS;
    const start = zonedInstant(zone, day, pattern.start[0], pattern.start[1]);
    const end = start + pattern.lengthHours * HOUR_MS;
    const assigned = start - rng.int(1, 21) * DAY_MS - rng.int(0, 10) * HOUR_MS;
    const canceled = rng.chance(0.06) ? start - rng.int(1, 72) * HOUR_MS : null;
    // Worked shifts before the epoch are checked out, except a few recent ones still waiting.
    const worked = canceled === null && end < EPOCH_MS;
    const waiting = worked && end > EPOCH_MS - 10 * DAY_MS && rng.chance(0.3);
    const paid = pattern.lengthHours - pattern.breakMinutes / 60 + rng.pick([0, 0, 0, -0.25, 0.25, 0.5]);
    out.push({
      providerId: facility.providerId,
      facilityId: facility.id,
      position,
      startsAt: isoAt(start),
      endsAt: isoAt(end),
      breakMinutes: pattern.breakMinutes,
      notes: rng.chance(0.7) ? pattern.note : '',
      canceledAt: canceled === null ? null : isoAt(canceled),
      cancelReason: canceled === null ? '' : rng.pick(CANCEL_REASONS),
      assignedAt: isoAt(Math.min(assigned, canceled ?? assigned)),
      checkedOutAt: worked && !waiting ? isoAt(end + rng.int(5, 90) * 60_000) : null,
      hours: worked && !waiting ? Math.round(paid * 100) / 100 : null,
    });
  }
  return out.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
