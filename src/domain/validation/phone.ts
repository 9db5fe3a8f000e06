// Spec §5 phone rules. Values are checked exactly as given (apart from the blank check): forms and
// command schemas trim before validating, so a stray space is a visible error rather than a silent fix.
import { isBlank } from './is-blank';
import { PHONE_INVALID, PHONE_REQUIRED, PHONE_TEN_DIGITS } from './messages';

/** National-part rule per country prefix; a prefix not listed here is invalid. */
export const intlPhoneRules = Object.freeze([
  { prefix: '+61', national: /^(?:0\d{9}|\d{9})$/ },
  { prefix: '+64', national: /^0?2\d{7,8}$/ },
  { prefix: '+44', national: /^0?7\d{9}$/ },
  { prefix: '+353', national: /^0?8[3567]\d{7}$/ },
] as const);

export type PhoneCountryPrefix = (typeof intlPhoneRules)[number]['prefix'];

/** Prefixes in the order the country picker lists them. */
export const phoneCountryPrefixes: readonly PhoneCountryPrefix[] = Object.freeze(intlPhoneRules.map((rule) => rule.prefix));

/** '+61 0412345678': a country prefix, exactly one space, then the national part. */
export function validateIntlPhone(value: string | null | undefined): string | null {
  if (isBlank(value)) return PHONE_REQUIRED;
  const match = /^(\+\d+) (\d+)$/.exec(value!);
  if (!match) return PHONE_INVALID;
  const rule = intlPhoneRules.find((r) => r.prefix === match[1]);
  return rule && rule.national.test(match[2]!) ? null : PHONE_INVALID;
}

/** A phone without a separate prefix: an optional '+' and exactly 10 digits. */
export function validatePlainPhone(value: string | null | undefined): string | null {
  if (isBlank(value)) return PHONE_REQUIRED;
  if (value!.length < 10) return PHONE_TEN_DIGITS;
  return /^\+?\d{10}$/.test(value!) ? null : PHONE_INVALID;
}

/** 04 then 8 digits, or 4 then 8 digits (the leading 0 dropped after +61). */
export function isAustralianMobile(value: string): boolean {
  return /^0?4\d{8}$/.test(value);
}
