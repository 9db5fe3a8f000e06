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

/** A national-part rule without its anchors, to be joined into a larger pattern. */
const unanchored = (rule: RegExp) => rule.source.replace(/^\^/, '').replace(/\$$/, '');
const intlSource = `(?:${intlPhoneRules.map((r) => `\\${r.prefix} ${unanchored(r.national)}`).join('|')})`;
const plainSource = '\\+?\\d{10}';

/**
 * The numbers validateIntlPhone accepts, as one pattern (also written into the API's JSON Schema, where
 * a pattern is all a client can check): '+61 0412345678' and the other prefixes' rules.
 */
export const INTL_PHONE_PATTERN = new RegExp(`^${intlSource}$`);
/** The numbers validatePlainPhone accepts: an optional '+' and exactly 10 digits. */
export const PLAIN_PHONE_PATTERN = new RegExp(`^${plainSource}$`);
/** Either form: what a contact phone takes (an international number, or else the plain rule). */
export const CONTACT_PHONE_PATTERN = new RegExp(`^(?:${intlSource}|${plainSource})$`);

/**
 * The plain rule for a number typed with separators the schema drops before checking ('0412 345 678'):
 * the separators may stand anywhere, the '+' only first. `optional` also takes a value of separators alone.
 */
export function typedPlainPhonePattern(separators: string, optional = false): RegExp {
  const gap = `[${separators}]*`;
  const number = `(?:\\+${gap})?(?:\\d${gap}){10}`;
  return new RegExp(`^${gap}${optional ? `(?:${number})?` : number}$`);
}

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
