// The cost of one worker on one shift: split at the facility's local midnights, each day's minutes paid at
// the base rate times the loading that day earns (spec §3 pay loadings, rates in pay-rates.ts, holidays in
// public-holidays.ts). Worked examples: docs/shift-cost-examples.md (parsed by the tests).
import { stateTimeZone } from '../state-time-zones';
import type { EmploymentTypeCode } from '../enums/employment';
import type { AuState } from './au-state';
import { CHRISTMAS_DAYS, DAY_LOADING_PRECEDENCE, EMPLOYMENT_PAY_RULES, PAY_RATES, SHIFT_WINDOWS, type DayLoading, type PayLoading, type ShiftLoading } from './pay-rates';
import { localMidnight, localTime, type LocalTime } from './local-clock';
import { publicHolidayOn } from './public-holidays';

export type { AuState } from './au-state';
export type { PayLoading } from './pay-rates';

export interface ShiftCostInput {
  startsAt: string; // ISO UTC
  endsAt: string;
  breakMinutes: number;
  state: AuState;
  employmentType: EmploymentTypeCode;
  baseRateCents: number;
}

export interface ShiftCostLine {
  /** The part of the shift on one local day, as ISO UTC instants. */
  from: string;
  to: string;
  /** Paid minutes of the part (its length less the share of the break that falls in it). */
  minutes: number;
  /** The loading that decided the rate; 'casual' alone on an ordinary weekday for a casual. */
  loading: PayLoading | 'ordinary';
  /** Times the base rate, casual loading included (1.75 for a casual Saturday). */
  multiplier: number;
  cents: number;
  /** The local date of the part, and the public holiday it falls on (if any). */
  date: string;
  holiday?: string;
  casual: boolean;
}

export interface ShiftCost {
  lines: ShiftCostLine[];
  totalCents: number;
  minutes: number;
}

const MINUTE = 60_000;

function dayLoadingOf(day: LocalTime, state: AuState): { loading: DayLoading; holiday?: string } | undefined {
  const holiday = publicHolidayOn(state, day.date);
  const weekend = day.weekday === 6 ? 'saturday' : day.weekday === 0 ? 'sunday' : undefined;
  const christmas = weekend && (CHRISTMAS_DAYS as readonly string[]).includes(day.date.slice(5)) ? (`christmas_${weekend}` as const) : undefined;
  const candidates = [christmas, holiday ? 'public_holiday' : undefined, weekend].filter((l): l is DayLoading => !!l);
  if (candidates.length === 0) return undefined;
  // The highest percent wins; a tie goes to the more specific name.
  const best = candidates.sort((a, b) => PAY_RATES[b] - PAY_RATES[a] || DAY_LOADING_PRECEDENCE.indexOf(a) - DAY_LOADING_PRECEDENCE.indexOf(b))[0]!;
  return holiday ? { loading: best, holiday } : { loading: best };
}

function shiftLoadingOf(start: LocalTime, startMs: number, endMs: number): ShiftLoading | undefined {
  const endMinute = start.minute + (endMs - startMs) / MINUTE;
  if (start.minute < SHIFT_WINDOWS.nightStartsBeforeMinute || endMinute > SHIFT_WINDOWS.nightEndsAfterMinute) return 'night_shift';
  if (endMinute > SHIFT_WINDOWS.afternoonEndsAfterMinute) return 'afternoon_shift';
  return undefined;
}

/** Throws RangeError on times that do not make a shift; handlers validate first and name the field. */
export function costShift(input: ShiftCostInput): ShiftCost {
  const startMs = Date.parse(input.startsAt);
  const endMs = Date.parse(input.endsAt);
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) throw new RangeError('startsAt and endsAt must be ISO times');
  if (endMs <= startMs) throw new RangeError('endsAt must be after startsAt');
  const shiftMinutes = (endMs - startMs) / MINUTE;
  if (!Number.isInteger(input.breakMinutes) || input.breakMinutes < 0 || input.breakMinutes >= shiftMinutes) {
    throw new RangeError('breakMinutes must be a whole number of minutes shorter than the shift');
  }
  const zone = stateTimeZone(input.state);
  const rules = EMPLOYMENT_PAY_RULES[input.employmentType];
  const start = localTime(startMs, zone);
  const shiftLoading = rules.penalties ? shiftLoadingOf(start, startMs, endMs) : undefined;
  // The unpaid break sits in the middle of the shift, so a break near midnight is shared by both days.
  const mid = (startMs + endMs) / 2;
  const breakFrom = mid - (input.breakMinutes * MINUTE) / 2;
  const breakTo = mid + (input.breakMinutes * MINUTE) / 2;
  // Paid minutes from the start to an instant, rounded there, so the lines always add up to the whole.
  const paidUpTo = (t: number) => Math.round((t - startMs - Math.max(0, Math.min(t, breakTo) - breakFrom)) / MINUTE);

  const lines: ShiftCostLine[] = [];
  for (let from = startMs; from < endMs;) {
    const day = localTime(from, zone);
    const to = Math.min(endMs, localMidnight(day.date, zone, 1));
    const minutes = paidUpTo(to) - paidUpTo(from);
    const dayLoading = rules.penalties ? dayLoadingOf(day, input.state) : undefined;
    const loading: PayLoading | 'ordinary' = dayLoading?.loading ?? shiftLoading ?? (rules.casualLoading ? 'casual' : 'ordinary');
    const basePercent = loading === 'casual' || loading === 'ordinary' ? PAY_RATES.ordinary : PAY_RATES[loading];
    const percent = basePercent + (rules.casualLoading ? PAY_RATES.casual : 0);
    if (minutes > 0) {
      lines.push({
        from: new Date(from).toISOString(), to: new Date(to).toISOString(), minutes, loading,
        multiplier: percent / 100,
        // Integer arithmetic to the last step; half a cent rounds up.
        cents: Math.round((input.baseRateCents * percent * minutes) / 6000),
        date: day.date,
        ...(dayLoading?.holiday ? { holiday: dayLoading.holiday } : {}),
        casual: rules.casualLoading,
      });
    }
    from = to;
  }
  return {
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.cents, 0),
    minutes: lines.reduce((sum, l) => sum + l.minutes, 0),
  };
}
