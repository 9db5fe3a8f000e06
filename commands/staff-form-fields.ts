import { z } from 'zod';
import type { Enum, EnumCodeValue } from '../src/domain/enums/define-enum';
import { EMAIL_PATTERN, validateEmail } from '../src/domain/validation/email';
import { EMAIL_INVALID, PHONE_INVALID } from '../src/domain/validation/messages';
import { CONTACT_PHONE_PATTERN } from '../src/domain/validation/phone';
import { validateContactPhone } from '../src/domain/staff-forms/contact-phone';
import { codeOf, messageFrom } from './fields';

/**
 * Field builders for the staff forms: every error names its field ('Police check number is at most 30
 * characters.'), so a bad value lands on the right input. Form writes are patches: a field left out
 * stays as it is and null clears it (`patchShape`); a form as read has every field, null when unanswered.
 */

export const text = (label: string, max: number, pattern?: { re: RegExp; message: string }) => {
  const base = z.string({ error: `${label} must be text.` }).trim().min(1, `${label} must not be empty (send null to clear it).`).max(max, `${label} is at most ${max.toLocaleString('en-AU')} characters.`);
  return pattern ? base.regex(pattern.re, pattern.message) : base;
};

export const note = (label: string) => text(label, 2000);

export const date = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD).` });

export const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

/**
 * Which enum a code field's codes come from. Codes alone are ambiguous (1–5 are both employment types and
 * identity documents), so screens ask this for the labels.
 */
export const enumOfField = new WeakMap<z.ZodType, Enum<EnumCodeValue>>();

export const code = <const C extends EnumCodeValue>(label: string, e: Enum<C>) => {
  const schema = codeOf(label, e);
  enumOfField.set(schema, e as unknown as Enum<EnumCodeValue>);
  return schema;
};

/** Several codes of one enum, each at most once. */
export const codes = <const C extends EnumCodeValue>(label: string, e: Enum<C>) => {
  const schema = z
    .array(codeOf(label, e), { error: `${label} must be a list.` })
    .max(e.codes.length, `${label} has at most ${e.codes.length} entries.`)
    .refine((list) => new Set(list).size === list.length, `${label} lists an entry twice.`);
  enumOfField.set(schema, e as unknown as Enum<EnumCodeValue>);
  return schema;
};

export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

export const money = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(min, `${label} must be at least ${min.toLocaleString('en-AU')}.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-AU')}.`)
    .refine((n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} has at most 2 decimals.`);

/** Spec §5: 'Phone number is required.' / 'Phone number is invalid.' / 'Phone number should have 10 digits.'. */
export const phone = () =>
  z.string({ error: 'Phone number is required.' }).trim().regex(CONTACT_PHONE_PATTERN, messageFrom(validateContactPhone, PHONE_INVALID));

/** Spec §5: 'Email address is required.' / 'Email address is invalid.'. */
export const emailAddress = () =>
  z.string({ error: 'Email address is required.' }).trim().regex(EMAIL_PATTERN, messageFrom(validateEmail, EMAIL_INVALID));

type Shape = Record<string, z.ZodType>;

/** The arguments of a form write: every field optional (left as it is) and nullable (cleared). */
export function patchShape<S extends Shape>(shape: S): { [K in keyof S]: z.ZodOptional<z.ZodNullable<S[K]>> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.nullable().optional()])) as never;
}

/**
 * A form as read: every field present, null when not answered. Secret fields are read back masked
 * ('•••••782'), so they are plain text here.
 */
export function formData<S extends Shape>(shape: S, masked: readonly string[] = []) {
  return z.object(
    Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, masked.includes(key) ? z.string().nullable() : schema.nullable()])) as {
      [K in keyof S]: z.ZodNullable<S[K]>;
    },
  );
}

/** One form in the form info: its answers, its version (0 before the first save) and when it was saved. */
export function formEnvelope<S extends Shape>(shape: S, masked: readonly string[] = []) {
  return z.object({ version: z.number().int(), updated_at: z.string().nullable(), data: formData(shape, masked) });
}
