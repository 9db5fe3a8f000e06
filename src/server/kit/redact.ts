/**
 * Audit rows keep arguments and before/after images, never secrets. Fields are named exactly (a pattern
 * like /code/ would blank a `postcode`); a new secret field is added here by name, in both spellings.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password', 'new_password', 'old_password', 'current_password', 'password_hash', 'passwordHash',
  'code', 'code_hash', 'codeHash',
  'token', 'token_hash', 'tokenHash', 'access_token', 'refresh_token',
  'ticket', 'verify_ticket', 'ticket_hash', 'ticketHash',
  'secret', 'api_key', 'apiKey', 'api_secret', 'key_hash', 'keyHash',
  // Staff forms (commands/staff-form-shapes.ts secretFormFields): identity, tax, bank and super numbers.
  'identity_document_number', 'tax_file_number', 'bank_account_number', 'super_member_number',
]);

export const REDACTED = '[redacted]';

export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_FIELDS.has(k) ? REDACTED : redact(v)]));
  }
  return value;
}
