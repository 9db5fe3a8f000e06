// The four form writes and auto_fill_visa_check.
import type { ParsedArgsOf } from '../../../../commands';
import type { FormName } from '../../../../commands/staff-form-shapes';
import type { modifyFormMaterials, staffFormCommands } from '../../../../commands/staff-forms';
import type { CitizenshipCode, WorkRightsCode } from '../../../domain/enums/identity';
import { autoFillVisaCheck } from '../../../domain/visa-check';
import { conflict } from '../../app-error';
import { visaCheckRecords } from '../../db/schema';
import type { HandlerContext, HandlersFor } from '../types';
import { checklistFor, staffFormInfoAnswer, visaRecordOut } from './form-info';
import { readForms, shown, writeForm, type FormData } from './form-store';
import { fullName, loadPerson, todayIn, type Person } from './person';

/** A check made by hand on the materials form is a visa check record too. */
async function recordVisaCheck(ctx: HandlerContext, person: Person, answers: FormData, validity: string, conditions: string, source: 'auto' | 'manual') {
  const [row] = await ctx.db
    .insert(visaCheckRecords)
    .values({
      staffId: person.id,
      source,
      citizenship: (answers.citizenship as number | null) ?? null,
      workRights: (answers.work_rights as string | null) ?? null,
      visaSubclass: (answers.visa_subclass as string | null) ?? null,
      validity,
      conditions,
      checkedById: ctx.account?.id ?? null,
      checkedByName: ctx.account?.name ?? 'System',
      checkedAt: ctx.now.toISOString(),
    })
    .returning();
  const record = visaRecordOut(row!);
  ctx.audit({ entity: 'visa_check', entityId: person.id, before: null, after: record });
  return record;
}

async function saveForm(form: FormName, args: Record<string, unknown> & { staff_id: number; version: number }, ctx: HandlerContext) {
  const before = await readForms(ctx.db, await loadPerson(ctx.db, args.staff_id));
  const { person, form: saved } = await writeForm(ctx, form, args);
  const validity = saved.data.visa_check_validity;
  if (form === 'materials' && validity && validity !== before.materials.data.visa_check_validity) {
    const conditions = saved.data.visa_conditions ?? 'Checked by hand on the materials form.';
    await recordVisaCheck(ctx, person, before.application.data, String(validity), String(conditions), 'manual');
  }
  const forms = await readForms(ctx.db, person);
  return { staff_id: person.id, form, form_info: shown(saved) as never, checklist_info: await checklistFor(ctx.db, person, forms, ctx.now) };
}

type MaterialsArgs = ParsedArgsOf<typeof modifyFormMaterials>;

export const staffFormHandlers: HandlersFor<typeof staffFormCommands> = {
  'profile.formInfo': ({ staff_id }, ctx) => staffFormInfoAnswer(ctx.db, staff_id, ctx.now),

  'profile.modifyApplication': (args, ctx) => saveForm('application', args, ctx) as never,
  'profile.modifyMaterials': (args, ctx) => saveForm('materials', args, ctx) as never,
  'profile.modifyContract': (args, ctx) => saveForm('contract', args, ctx) as never,
  'profile.modifyOnboarding': (args, ctx) => saveForm('onboarding', args, ctx) as never,

  async 'profile.autoFillVisaCheck'({ staff_id, version }, ctx) {
    const answers = (await readForms(ctx.db, await loadPerson(ctx.db, staff_id))).application.data;
    const citizenship = (answers.citizenship ?? null) as CitizenshipCode | null;
    const workRights = (answers.work_rights ?? null) as WorkRightsCode | null;
    const fill = autoFillVisaCheck({ citizenship, workRights, visaSubclass: (answers.visa_subclass ?? null) as string | null });
    const patch: Partial<MaterialsArgs> = { visa_check_validity: fill.validity, visa_checked_on: todayIn(ctx.now), visa_conditions: fill.conditions };
    // The version is checked first: a stale screen hears that before anything about its answers.
    const { person, form } = await writeForm(ctx, 'materials', { staff_id, version, ...patch });
    if (citizenship === null && workRights === null) {
      throw conflict(`Applicant ${person.id} (${fullName(person)}) has not answered citizenship or work rights on the application form, so there is nothing to fill the visa check from.`);
    }
    const record = await recordVisaCheck(ctx, person, answers, fill.validity, fill.conditions, 'auto');
    return { staff_id: person.id, form_materials: shown(form) as never, last_visa_check_record: record, validity: fill.validity, citizenship, work_rights: workRights };
  },
};

export { staffFormInfoAnswer };
