// Spec §3 "Employment and pay". Pay loadings and the last benefit are named in words in the spec;
// their codes here are the snake_case of those words, like the other string codes.
import { defineEnum, type EnumCode } from './define-enum';

export const employmentTypes = defineEnum('employmentTypes', [
  [1, 'Casual'],
  [2, 'Full time'],
  [3, 'Part time'],
  [4, 'Contract'],
  [5, 'Placement'],
]);

export const payBasis = defineEnum('payBasis', [
  [1, 'Annually'],
  [2, 'Hourly'],
]);

export const payLoadings = defineEnum('payLoadings', [
  ['casual', 'Casual'],
  ['afternoon_shift', 'Afternoon shift'],
  ['night_shift', 'Night shift'],
  ['saturday', 'Saturday'],
  ['sunday', 'Sunday'],
  ['public_holiday', 'Public holiday'],
  ['christmas_saturday', 'Christmas Saturday'],
  ['christmas_sunday', 'Christmas Sunday'],
]);

export const benefits = defineEnum('benefits', [
  ['signup_bonus', 'Sign-up bonus'],
  ['salary_packaging', 'Salary packaging'],
  ['covid_spread_loading', 'COVID spread loading'],
  ['laundry_loading', 'Laundry loading'],
  ['transport_loading', 'Transport loading'],
  ['free_uniform', 'Free uniform'],
  ['annual_leave', 'Annual leave'],
  ['free_onsite_parking', 'Free on-site parking'],
  ['staff_development_program', 'Staff development program'],
  ['health_and_financial_discounts', 'Health and financial discounts'],
  ['other', 'Other'],
]);

export type EmploymentTypeCode = EnumCode<typeof employmentTypes>;
export type PayBasisCode = EnumCode<typeof payBasis>;
export type PayLoadingCode = EnumCode<typeof payLoadings>;
export type BenefitCode = EnumCode<typeof benefits>;
