// Answers on the staff forms that spec §3 does not enumerate: the days and times someone can work and
// uniform sizes. Kept out of the spec's enum list (enums/index.ts) on purpose; the profile screens
// translate them from their own dictionary.
import { defineEnum, type EnumCode } from '../enums/define-enum';

export const weekdays = defineEnum('weekdays', [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
]);

export const shiftTimes = defineEnum('shiftTimes', [
  ['am', 'Morning (7am–3pm)'],
  ['pm', 'Afternoon (3pm–11pm)'],
  ['night', 'Night (11pm–7am)'],
]);

export const uniformSizes = defineEnum('uniformSizes', [
  ['xs', 'XS'], ['s', 'S'], ['m', 'M'], ['l', 'L'], ['xl', 'XL'], ['2xl', '2XL'], ['3xl', '3XL'], ['4xl', '4XL'],
]);

/** The four staff forms (spec §3 'Staff form info'), in the order recruitment fills them. */
export const staffForms = defineEnum('staffForms', [
  ['application', 'Application'],
  ['materials', 'Materials'],
  ['contract', 'Contract'],
  ['onboarding', 'Onboarding'],
]);

export const qualificationCategories = defineEnum('qualificationCategories', [
  ['certificate', 'Certificate'],
  ['registration', 'Registration'],
  ['check', 'Check'],
  ['licence', 'Licence'],
  ['vaccination', 'Vaccination'],
]);

export type WeekdayCode = EnumCode<typeof weekdays>;
export type ShiftTimeCode = EnumCode<typeof shiftTimes>;
export type UniformSizeCode = EnumCode<typeof uniformSizes>;
export type StaffFormCode = EnumCode<typeof staffForms>;
export type QualificationCategoryCode = EnumCode<typeof qualificationCategories>;
