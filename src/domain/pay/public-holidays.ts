// Each state's gazetted public holidays, 2025–2027, as data: one row per date and name, with the states
// that keep it. Substitute ("observed") days are listed where the state moves a weekend holiday; regional
// days (Royal Queensland Show, Hobart Regatta, Recreation Day) and the part-day evenings of SA and NT
// (Christmas Eve and New Year's Eve from 19:00) are not here: a shift there is costed as an ordinary day.
import type { AuState } from './au-state';

type HolidayRow = readonly [date: string, name: string, states: string];

const ALL = 'NSW VIC QLD SA WA TAS ACT NT';
const NOT_SA = 'NSW VIC QLD WA TAS ACT NT';
const KINGS_JUNE = 'NSW VIC SA TAS ACT NT';
const EASTER_SATURDAY = 'NSW VIC QLD SA ACT NT';
const EASTER_SUNDAY = 'NSW VIC QLD SA WA ACT';

const rows: readonly HolidayRow[] = [
  ['2025-01-01', "New Year's Day", ALL],
  ['2025-01-27', 'Australia Day (observed)', ALL],
  ['2025-03-03', 'Labour Day', 'WA'],
  ['2025-03-10', 'Canberra Day', 'ACT'],
  ['2025-03-10', 'Labour Day', 'VIC'],
  ['2025-03-10', 'Adelaide Cup', 'SA'],
  ['2025-03-10', 'Eight Hours Day', 'TAS'],
  ['2025-04-18', 'Good Friday', ALL],
  ['2025-04-19', 'Easter Saturday', EASTER_SATURDAY],
  ['2025-04-20', 'Easter Sunday', EASTER_SUNDAY],
  ['2025-04-21', 'Easter Monday', ALL],
  ['2025-04-25', 'Anzac Day', ALL],
  ['2025-05-05', 'Labour Day', 'QLD'],
  ['2025-05-05', 'May Day', 'NT'],
  ['2025-06-02', 'Reconciliation Day', 'ACT'],
  ['2025-06-02', 'Western Australia Day', 'WA'],
  ['2025-06-09', "King's Birthday", KINGS_JUNE],
  ['2025-08-04', 'Picnic Day', 'NT'],
  ['2025-09-26', 'AFL Grand Final Friday', 'VIC'],
  ['2025-09-29', "King's Birthday", 'WA'],
  ['2025-10-06', 'Labour Day', 'NSW SA ACT'],
  ['2025-10-06', "King's Birthday", 'QLD'],
  ['2025-11-04', 'Melbourne Cup', 'VIC'],
  ['2025-12-25', 'Christmas Day', ALL],
  ['2025-12-26', 'Boxing Day', NOT_SA],
  ['2025-12-26', 'Proclamation Day', 'SA'],

  ['2026-01-01', "New Year's Day", ALL],
  ['2026-01-26', 'Australia Day', ALL],
  ['2026-03-02', 'Labour Day', 'WA'],
  ['2026-03-09', 'Canberra Day', 'ACT'],
  ['2026-03-09', 'Labour Day', 'VIC'],
  ['2026-03-09', 'Adelaide Cup', 'SA'],
  ['2026-03-09', 'Eight Hours Day', 'TAS'],
  ['2026-04-03', 'Good Friday', ALL],
  ['2026-04-04', 'Easter Saturday', EASTER_SATURDAY],
  ['2026-04-05', 'Easter Sunday', EASTER_SUNDAY],
  ['2026-04-06', 'Easter Monday', ALL],
  ['2026-04-25', 'Anzac Day', ALL],
  ['2026-04-27', 'Anzac Day (observed)', 'WA ACT'],
  ['2026-05-04', 'Labour Day', 'QLD'],
  ['2026-05-04', 'May Day', 'NT'],
  ['2026-06-01', 'Reconciliation Day', 'ACT'],
  ['2026-06-01', 'Western Australia Day', 'WA'],
  ['2026-06-08', "King's Birthday", KINGS_JUNE],
  ['2026-08-03', 'Picnic Day', 'NT'],
  ['2026-09-25', 'AFL Grand Final Friday', 'VIC'],
  ['2026-09-28', "King's Birthday", 'WA'],
  ['2026-10-05', 'Labour Day', 'NSW SA ACT'],
  ['2026-10-05', "King's Birthday", 'QLD'],
  ['2026-11-03', 'Melbourne Cup', 'VIC'],
  ['2026-12-25', 'Christmas Day', ALL],
  ['2026-12-26', 'Boxing Day', NOT_SA],
  ['2026-12-26', 'Proclamation Day', 'SA'],
  ['2026-12-28', 'Boxing Day (observed)', NOT_SA],
  ['2026-12-28', 'Proclamation Day (observed)', 'SA'],

  ['2027-01-01', "New Year's Day", ALL],
  ['2027-01-26', 'Australia Day', ALL],
  ['2027-03-01', 'Labour Day', 'WA'],
  ['2027-03-08', 'Canberra Day', 'ACT'],
  ['2027-03-08', 'Labour Day', 'VIC'],
  ['2027-03-08', 'Adelaide Cup', 'SA'],
  ['2027-03-08', 'Eight Hours Day', 'TAS'],
  ['2027-03-26', 'Good Friday', ALL],
  ['2027-03-27', 'Easter Saturday', EASTER_SATURDAY],
  ['2027-03-28', 'Easter Sunday', EASTER_SUNDAY],
  ['2027-03-29', 'Easter Monday', ALL],
  ['2027-04-25', 'Anzac Day', ALL],
  ['2027-04-26', 'Anzac Day (observed)', 'WA ACT'],
  ['2027-05-03', 'Labour Day', 'QLD'],
  ['2027-05-03', 'May Day', 'NT'],
  ['2027-05-31', 'Reconciliation Day', 'ACT'],
  ['2027-06-07', 'Western Australia Day', 'WA'],
  ['2027-06-14', "King's Birthday", KINGS_JUNE],
  ['2027-08-02', 'Picnic Day', 'NT'],
  ['2027-09-24', 'AFL Grand Final Friday', 'VIC'],
  ['2027-09-27', "King's Birthday", 'WA'],
  ['2027-10-04', 'Labour Day', 'NSW SA ACT'],
  ['2027-10-04', "King's Birthday", 'QLD'],
  ['2027-11-02', 'Melbourne Cup', 'VIC'],
  ['2027-12-25', 'Christmas Day', ALL],
  ['2027-12-26', 'Boxing Day', NOT_SA],
  ['2027-12-26', 'Proclamation Day', 'SA'],
  ['2027-12-27', 'Christmas Day (observed)', ALL],
  ['2027-12-28', 'Boxing Day (observed)', NOT_SA],
  ['2027-12-28', 'Proclamation Day (observed)', 'SA'],
];

/** The years the table covers; a date outside them is costed without public holidays (and says so). */
export const PUBLIC_HOLIDAY_YEARS = [2025, 2026, 2027] as const;

// state → date → holiday name, built once from the rows.
const byState = new Map<string, Map<string, string>>();
for (const [date, name, states] of rows) {
  for (const state of states.split(' ')) {
    if (!byState.has(state)) byState.set(state, new Map());
    byState.get(state)!.set(date, name);
  }
}

/** The public holiday a state keeps on a local date (`YYYY-MM-DD`), or undefined. */
export function publicHolidayOn(state: AuState, date: string): string | undefined {
  return byState.get(state)?.get(date);
}

/** Every public holiday of a state, in date order (for screens and tests). */
export function publicHolidaysOf(state: AuState): { date: string; name: string }[] {
  return [...(byState.get(state) ?? new Map<string, string>())].map(([date, name]) => ({ date, name }));
}
