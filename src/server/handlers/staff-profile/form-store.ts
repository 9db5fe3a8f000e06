// Reading and writing the four staff forms. A form without a row reads as empty at version 0; its first
// write inserts it, and a second writer racing that insert gets a conflict like any stale write. Secret
// fields are read back masked; the experience answer lives on the staff row (the lists filter by it).
import { and, eq, sql } from 'drizzle-orm';
import { formShapes, secretFormFields, type FormName } from '../../../../commands/staff-form-shapes';
import { normaliseBsb } from '../../../domain/staff-forms/bank-details';
import { formRuleErrors } from '../../../domain/staff-forms/form-rules';
import { normaliseTaxFileNumber } from '../../../domain/staff-forms/tax-file-number';
import { conflict, invalidArguments } from '../../app-error';
import type { Queryable } from '../../db/open';
import { staff, staffForms } from '../../db/schema';
import type { HandlerContext } from '../types';
import { loadPerson, todayIn, type Person } from './person';

export type FormData = Record<string, unknown>;
export interface StoredForm {
  version: number;
  updated_at: string | null;
  data: FormData;
}

export const formNames = Object.keys(formShapes) as FormName[];

/** Every field of the form, null where unanswered (rows written before a field existed read the same). */
export function completeForm(form: FormName, stored: unknown): FormData {
  const data = (stored && typeof stored === 'object' ? stored : {}) as FormData;
  return Object.fromEntries(Object.keys(formShapes[form]).map((key) => [key, data[key] ?? null]));
}

const SECRETS: ReadonlySet<string> = new Set(secretFormFields);

/** '•••• 782': enough to recognise, not enough to use. */
export function maskSecrets(data: FormData): FormData {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, SECRETS.has(key) && typeof value === 'string' ? `•••• ${value.replace(/[\s-]/g, '').slice(-3)}` : value]),
  );
}

/** The forms of one applicant as stored (unmasked), every form present. */
export async function readForms(db: Queryable, person: Pick<Person, 'id' | 'experience'>): Promise<Record<FormName, StoredForm>> {
  const rows = await db.select().from(staffForms).where(eq(staffForms.staffId, person.id));
  const byName = new Map(rows.map((row) => [row.form, row]));
  const forms = Object.fromEntries(
    formNames.map((name) => {
      const row = byName.get(name);
      return [name, { version: row?.version ?? 0, updated_at: row?.updatedAt ?? null, data: completeForm(name, row?.data) }];
    }),
  ) as Record<FormName, StoredForm>;
  forms.application.data.experience = person.experience;
  return forms;
}

export const shown = (form: StoredForm): StoredForm => ({ ...form, data: maskSecrets(form.data) });

/** Numbers people type with spaces or dashes are stored one way, so they compare and mask alike. */
const NORMALISE: Readonly<Record<string, (value: string) => string>> = {
  tax_file_number: normaliseTaxFileNumber,
  bank_bsb: normaliseBsb,
  bank_account_number: (value) => value.replace(/[\s-]/g, ''),
};

/** The fields a patch sets (left-out fields are undefined: unchanged). */
function patchOf(args: Record<string, unknown>): FormData {
  return Object.fromEntries(
    Object.entries(args)
      .filter(([key, value]) => key !== 'staff_id' && key !== 'version' && value !== undefined)
      .map(([key, value]) => [key, typeof value === 'string' && NORMALISE[key] ? NORMALISE[key](value) : value]),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes a patch to one form against the version the caller saw: cross-field rules on the merged form,
 * no write (and no version bump) when nothing changes, an audit entry `staff_form_<form>` per applicant.
 */
export async function writeForm(ctx: HandlerContext, form: FormName, args: Record<string, unknown> & { staff_id: number; version: number }): Promise<{ person: Person; form: StoredForm }> {
  const person = await loadPerson(ctx.db, args.staff_id);
  const [row] = await ctx.db.select().from(staffForms).where(and(eq(staffForms.staffId, person.id), eq(staffForms.form, form)));
  const current = row?.version ?? 0;
  if (current !== args.version) {
    throw conflict(`The ${form} form of applicant ${person.id} was changed by someone else (now version ${current}, you had ${args.version}). Reload and try again.`, {
      current_version: current,
    });
  }
  const before = completeForm(form, row?.data);
  if (form === 'application') before.experience = person.experience;
  const patch = patchOf(args);
  const after = { ...before, ...patch };
  const errors = formRuleErrors(form, after, todayIn(ctx.now));
  if (errors.length) throw invalidArguments(errors);
  const beforeImage = { staff_id: person.id, form, version: current, data: before };
  if (Object.entries(patch).every(([key, value]) => same(before[key], value))) {
    return { person, form: { version: current, updated_at: row?.updatedAt ?? null, data: before } };
  }

  // Experience is the staff row's, so the lists that filter by it see the change.
  const { experience, ...stored } = after;
  if (form === 'application' && experience !== before.experience) {
    const value = (experience ?? 'no_experience') as string;
    await ctx.db.update(staff).set({ experience: value, version: sql`${staff.version} + 1`, updatedAt: sql`now()` }).where(eq(staff.id, person.id));
    ctx.audit({ entity: 'staff', entityId: person.id, before: { experience: person.experience, version: person.version }, after: { experience: value, version: person.version + 1 } });
    person.experience = value;
    person.version += 1;
  }
  const data = form === 'application' ? stored : after;
  const written = row
    ? await ctx.db
        .update(staffForms)
        .set({ data, version: current + 1, updatedAt: sql`now()`, updatedById: ctx.account?.id ?? null })
        .where(and(eq(staffForms.id, row.id), eq(staffForms.version, current)))
        .returning()
    : await ctx.db
        .insert(staffForms)
        .values({ staffId: person.id, form, data, version: 1, updatedById: ctx.account?.id ?? null })
        .onConflictDoNothing()
        .returning();
  if (!written.length) throw conflict(`The ${form} form of applicant ${person.id} was changed by someone else just now. Reload and try again.`);
  const result: StoredForm = { version: written[0]!.version, updated_at: written[0]!.updatedAt, data: form === 'application' ? { ...data, experience: person.experience } : data };
  ctx.audit({ entity: `staff_form_${form}`, entityId: person.id, before: beforeImage, after: { staff_id: person.id, form, version: result.version, data: result.data } });
  return { person, form: result };
}
