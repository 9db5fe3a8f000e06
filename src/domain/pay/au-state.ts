// The Australian states and territories a facility can be in (spec §3 less Overseas, which has no award).
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

export function isAuState(value: unknown): value is AuState {
  return typeof value === 'string' && (AU_STATES as readonly string[]).includes(value);
}
