// Where an SMS goes: one canonical form (E.164, '+61412345678') for the outbox and for finding a person's
// conversation whatever way their number was typed. A single send takes spec §5's international form
// exactly ('+61 0412345678'); a sheet cell is read the way spreadsheets hold numbers: spaces, dashes and
// brackets inside the number are dropped, and a bare Australian mobile (spec §5: 04 then 8 digits, or 4
// then 8 when a spreadsheet ate the 0) is taken as +61.
import { intlPhoneRules, isAustralianMobile, validateIntlPhone } from '../validation/phone';
import { PHONE_INVALID, PHONE_REQUIRED } from '../validation/messages';
import { isBlank } from '../validation/is-blank';

export type PhoneReading = { recipient: string; error?: undefined } | { recipient?: undefined; error: string };

/** '+61 0412345678' (already valid by spec §5) → '+61412345678': the national trunk 0 is dropped. */
export function e164FromIntl(value: string): string {
  const [prefix, national] = value.trim().split(' ') as [string, string];
  return `${prefix}${national.replace(/^0/, '')}`;
}

/** A single send's phone: spec §5 international form, with its exact messages. */
export function readIntlPhone(value: string | null | undefined): PhoneReading {
  const error = validateIntlPhone(value == null ? value : value.trim());
  return error ? { error } : { recipient: e164FromIntl(value!) };
}

/** A phone cell of a sheet, or a staff member's stored number. */
export function readLoosePhone(value: string | null | undefined): PhoneReading {
  if (isBlank(value)) return { error: PHONE_REQUIRED };
  const compact = value!.trim().replace(/[\s().-]/g, '');
  if (compact.startsWith('+')) {
    const rule = intlPhoneRules.find((r) => compact.startsWith(r.prefix));
    if (!rule) return { error: PHONE_INVALID };
    return readIntlPhone(`${rule.prefix} ${compact.slice(rule.prefix.length)}`);
  }
  if (isAustralianMobile(compact)) return { recipient: `+61${compact.replace(/^0/, '')}` };
  return { error: PHONE_INVALID };
}

/** '+61412345678' → '+61 412 345 678' for people to read; other countries keep their digits together. */
export function formatE164(recipient: string): string {
  const au = /^\+61(4\d{2})(\d{3})(\d{3})$/.exec(recipient);
  if (au) return `+61 ${au[1]} ${au[2]} ${au[3]}`;
  const rule = intlPhoneRules.find((r) => recipient.startsWith(r.prefix));
  return rule ? `${rule.prefix} ${recipient.slice(rule.prefix.length)}` : recipient;
}
