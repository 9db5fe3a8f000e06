// Spec §5 email rule: an ordinary address whose top-level part has 2 to 6 letters.
import { isBlank } from './is-blank';
import { EMAIL_INVALID, EMAIL_REQUIRED } from './messages';

// Dot-separated atoms before the @ (no leading, trailing or double dots), hostname labels that do
// not start or end with '-', then the 2–6 letter top-level part.
const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
/** Also the API's JSON Schema pattern for email fields. */
export const EMAIL_PATTERN = new RegExp(`^${atom}(?:\\.${atom})*@(?:${label}\\.)+[A-Za-z]{2,6}$`);

export function validateEmail(value: string | null | undefined): string | null {
  if (isBlank(value)) return EMAIL_REQUIRED;
  return EMAIL_PATTERN.test(value!) ? null : EMAIL_INVALID;
}
