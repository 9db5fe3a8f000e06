// The pay loadings of spec §3 as data, in percent of the base hourly rate (modelled on the Aged Care
// Award 2010's penalty rates). Changing a rate is an edit here; docs/shift-cost-examples.md holds the
// worked examples the tests check against.
import type { EmploymentTypeCode, PayLoadingCode } from '../enums/employment';

export type PayLoading = PayLoadingCode;

/** A day loading: what a local calendar day pays, whatever the shift. Highest applicable wins. */
export type DayLoading = Extract<PayLoading, 'saturday' | 'sunday' | 'public_holiday' | 'christmas_saturday' | 'christmas_sunday'>;
/** A shift loading: what the whole shift's times make it, paid on its weekday (ordinary) days only. */
export type ShiftLoading = Extract<PayLoading, 'afternoon_shift' | 'night_shift'>;

export const PAY_RATES = {
  /** Percent of base for an ordinary weekday hour. */
  ordinary: 100,
  /** Percentage points a casual adds to whatever percent the hour earns (so casual Saturday is 175). */
  casual: 25,
  afternoon_shift: 115,
  night_shift: 115,
  saturday: 150,
  sunday: 175,
  public_holiday: 250,
  // 25 and 26 December falling on a weekend: paid as a public holiday even where the state moves the
  // holiday itself to the Monday, and reported under their own name on payslips.
  christmas_saturday: 250,
  christmas_sunday: 250,
} as const satisfies Record<PayLoading | 'ordinary', number>;

/** Day loadings in the order they win a tie (the more specific name first). */
export const DAY_LOADING_PRECEDENCE: readonly DayLoading[] = [
  'christmas_saturday', 'christmas_sunday', 'public_holiday', 'sunday', 'saturday',
];

/** The days of December that count as Christmas when they fall on a weekend. */
export const CHRISTMAS_DAYS = ['12-25', '12-26'] as const;

/**
 * When a shift is an afternoon or a night shift, by its local start and end (minutes after midnight of
 * its start day; an end past midnight is above 1440). Night: it finishes after midnight or starts before
 * 06:00. Afternoon: otherwise, it finishes after 18:00.
 */
export const SHIFT_WINDOWS = {
  nightStartsBeforeMinute: 6 * 60,
  nightEndsAfterMinute: 24 * 60,
  afternoonEndsAfterMinute: 18 * 60,
} as const;

/** What each employment type (spec §3: 1 Casual … 5 Placement) is paid beyond the base rate. */
export const EMPLOYMENT_PAY_RULES: Readonly<Record<EmploymentTypeCode, { casualLoading: boolean; penalties: boolean }>> = {
  1: { casualLoading: true, penalties: true },
  2: { casualLoading: false, penalties: true },
  3: { casualLoading: false, penalties: true },
  // Contractors invoice a flat hourly rate; students on placement are costed at the level's flat rate.
  4: { casualLoading: false, penalties: false },
  5: { casualLoading: false, penalties: false },
};
