// Spec §5 phone rules for a contact someone types in a form: with a country prefix and a space it is an
// international number ('+64 211234567'), otherwise the plain 10-digit rule applies.
import { validateIntlPhone, validatePlainPhone } from '../validation/phone';

export function validateContactPhone(value: string | null | undefined): string | null {
  if (value && /^\+\d+ /.test(value)) return validateIntlPhone(value);
  return validatePlainPhone(value);
}
