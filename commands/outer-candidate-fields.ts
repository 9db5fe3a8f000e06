// The fields of an outer candidate, one schema for the edit call and for each row of a CSV import, so a
// row is refused for exactly the reasons an edit would be.
import { z } from 'zod';
import { australianStates } from '../src/domain/enums/location';
import { outerCandidateStatus } from '../src/domain/enums/outer-candidate';
import { PHONE_INVALID } from '../src/domain/validation/messages';
import { typedPlainPhonePattern, validatePlainPhone } from '../src/domain/validation/phone';
import { email, messageFrom } from './fields';

const text = (what: string, max: number) => z.string({ error: `${what} must be text.` }).trim().max(max, `${what} is at most ${max} characters.`);
const requiredText = (what: string, max: number) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`) })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} is at most ${max} characters.`);

/** Spaces and dashes are how people write numbers ('0412 345 678'); the digits are what is checked. */
const digitsOf = (v: string) => v.replace(/[\s-]/g, '');
const phone = z
  .string({ error: 'Phone number must be text.' })
  // Checked as typed (the pattern allows the spaces and dashes), so the JSON Schema carries the rule.
  .regex(typedPlainPhonePattern('\\s-', true), messageFrom((v) => validatePlainPhone(digitsOf(v)), PHONE_INVALID))
  .transform(digitsOf);

const stateCodes = australianStates.codes as unknown as [string, ...string[]];

export const outerCandidateFields = {
  first_name: requiredText('First name', 50),
  surname: requiredText('Surname', 50),
  email,
  phone,
  position: text('Position', 100),
  suburb: text('Suburb', 60),
  state: z
    .string({ error: 'State must be text.' })
    .trim()
    .transform((v) => stateCodes.find((c) => c.toLowerCase() === v.toLowerCase()) ?? v)
    .refine((v) => v === '' || stateCodes.includes(v), `State must be one of ${stateCodes.join(', ')}.`),
  postcode: z.string({ error: 'Postcode must be text.' }).trim().regex(/^(\d{4})?$/, 'Postcode must be 4 digits.'),
  source: text('Source', 60),
  note: text('Note', 2000),
  resume_text: text('Resume text', 20000),
};

/** One CSV row: the names are required, the rest may be blank. */
export const outerCandidateRow = z.strictObject({
  ...outerCandidateFields,
  phone: outerCandidateFields.phone.default(''),
  position: outerCandidateFields.position.default(''),
  suburb: outerCandidateFields.suburb.default(''),
  state: outerCandidateFields.state.default(''),
  postcode: outerCandidateFields.postcode.default(''),
  source: outerCandidateFields.source.default(''),
  note: outerCandidateFields.note.default(''),
  resume_text: outerCandidateFields.resume_text.default(''),
});
export type OuterCandidateInput = z.output<typeof outerCandidateRow>;

/** Column headings a CSV may use for each field (any case, spaces or underscores). */
export const csvHeadings: Record<keyof OuterCandidateInput, readonly string[]> = {
  first_name: ['first_name', 'first name', 'given name', 'firstname'],
  surname: ['surname', 'last_name', 'last name', 'family name', 'lastname'],
  email: ['email', 'email address', 'e-mail'],
  phone: ['phone', 'mobile', 'phone number', 'mobile number'],
  position: ['position', 'role', 'job role'],
  suburb: ['suburb', 'city'],
  state: ['state'],
  postcode: ['postcode', 'post code', 'zip'],
  source: ['source', 'found on'],
  note: ['note', 'notes', 'comment'],
  resume_text: ['resume_text', 'resume', 'resume text', 'summary'],
};

/** The codes of outerCandidateStatus (src/domain/enums/outer-candidate.ts). */
export const outerCandidateStatuses = outerCandidateStatus.codes as unknown as readonly ['imported', 'invited', 'registered'];

export const MAX_IMPORT_ROWS = 2000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
