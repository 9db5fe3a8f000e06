// The time zone of each Australian state and territory, so a shift's times read as the facility's clock
// (daylight saving included: NSW, VIC, TAS, ACT and SA change; QLD, WA and NT do not).
const zones: Readonly<Record<string, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  NT: 'Australia/Darwin',
};

/** The IANA zone of a state code; Sydney's for anything else (the marketplace's home). */
export function stateTimeZone(state: string): string {
  return zones[state] ?? 'Australia/Sydney';
}
