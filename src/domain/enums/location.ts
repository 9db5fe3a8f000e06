// Spec §3 "Location and time". Time zones are keyed by their UTC offset in hours, as the wire sends
// them; the label is the abbreviation people read.
import { defineEnum, type EnumCode } from './define-enum';

export const australianStates = defineEnum('australianStates', [
  ['WA', 'Western Australia'],
  ['NSW', 'New South Wales'],
  ['VIC', 'Victoria'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['ACT', 'Australian Capital Territory'],
  ['NT', 'Northern Territory'],
  ['Overseas', 'Overseas'],
]);

export const timeZoneOffsets = defineEnum('timeZoneOffsets', [
  [8, 'AWST'],
  [11, 'AEDT'],
  [10, 'AEST'],
  [10.5, 'ACDT'],
  [9.5, 'ACST'],
  [8.75, 'ACWST'],
]);

export type AustralianStateCode = EnumCode<typeof australianStates>;
export type TimeZoneOffsetCode = EnumCode<typeof timeZoneOffsets>;
