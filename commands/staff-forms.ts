import { z } from 'zod';
import { checkValidity, citizenship, workRights } from '../src/domain/enums/identity';
import { defineCommand, type CommandContext } from './define';
import { recordId, version } from './fields';
import { formEnvelope, patchShape } from './staff-form-fields';
import { applicationFormShape, contractFormShape, materialsFormShape, onboardingFormShape, secretFormFields, type FormName } from './staff-form-shapes';

const staffId = recordId('Staff id');
const onPerson = (ctx: CommandContext) => ctx.record?.kind === 'applicant' || ctx.record?.kind === 'staff';
const fromPerson = (ctx: CommandContext) => (ctx.record && onPerson(ctx) ? { staff_id: ctx.record.id } : {});
/**
 * Form writes run from the form that shows them (the Forms tab, the workflow dialogs), which says which
 * form it edits; a palette walk over twenty optional fields would edit nothing.
 */
const onForm = (form: FormName) => (ctx: CommandContext) => onPerson(ctx) && ctx.record?.fields?.form === form;

const masked = [...secretFormFields];
export const applicationEnvelope = formEnvelope(applicationFormShape);
export const materialsEnvelope = formEnvelope(materialsFormShape, masked);
export const contractEnvelope = formEnvelope(contractFormShape, masked);
export const onboardingEnvelope = formEnvelope(onboardingFormShape);

export const visaCheckRecord = z.object({
  id: z.number().int(),
  checked_at: z.string(),
  checked_by: z.string(),
  /** auto: filled from the answers by auto_fill_visa_check; manual: saved on the materials form. */
  source: z.enum(['auto', 'manual']),
  citizenship: z.number().int().nullable(),
  work_rights: z.string().nullable(),
  visa_subclass: z.string().nullable(),
  validity: z.string(),
  conditions: z.string(),
});

export const checklistItem = z.object({ key: z.string(), label: z.string(), done: z.boolean(), detail: z.string() });
export const checklistInfo = z.object({ done: z.number().int(), total: z.number().int(), items: z.array(checklistItem) });

export const applicantBasic = z.object({
  id: z.number().int(),
  first_name: z.string(),
  surname: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  birth_date: z.string().nullable(),
  gender: z.number().int().nullable(),
  position: z.string(),
  position_id: z.number().int().nullable(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  created_at: z.string(),
});

export const staffFormInfo = defineCommand({
  id: 'profile.formInfo',
  api: 'get_staff_form_info',
  title: 'Show applicant forms',
  area: 'staff',
  kind: 'query',
  keywords: ['application form', 'materials', 'contract', 'onboarding', 'checklist', 'visa'],
  when: onPerson,
  fill: fromPerson,
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: staffId }),
  result: z.object({
    staff_id: z.number().int(),
    /** The staff row's version: status changes are written against it. */
    version: z.number().int(),
    staff_status: z.number().int(),
    level_id: z.number().int().nullable(),
    level_name: z.string().nullable(),
    position_name: z.string(),
    tag_list: z.array(z.string()),
    tag_pool: z.array(z.string()),
    last_visa_check_record: visaCheckRecord.nullable(),
    all_is_quick_apply: z.boolean(),
    is_show_inprescreen_to_providers: z.boolean(),
    in_prescreen_num: z.number().int(),
    all_prescreen_num: z.number().int(),
    applicant_basic: applicantBasic,
    form_application: applicationEnvelope,
    form_materials: materialsEnvelope,
    form_contract: contractEnvelope,
    form_onboarding: onboardingEnvelope,
    checklist_info: checklistInfo,
  }),
});

const formVersion = version.describe('Version of this form last seen (0 before its first save); a stale one is a conflict');

function modifyForm<const Id extends string, S extends Record<string, z.ZodType>, E extends z.ZodType>(id: Id, api: string, title: string, form: FormName, shape: S, envelope: E) {
  return defineCommand({
    id,
    api,
    title,
    area: 'staff',
    kind: 'action',
    keywords: ['form', form, 'edit', 'save'],
    when: onForm(form),
    fill: fromPerson as never,
    args: z.strictObject({ staff_id: staffId, version: formVersion, ...patchShape(shape) }),
    result: z.object({ staff_id: z.number().int(), form: z.literal(form), form_info: envelope, checklist_info: checklistInfo }),
  });
}

export const modifyFormApplication = modifyForm('profile.modifyApplication', 'modify_form_application', 'Save application form', 'application', applicationFormShape, applicationEnvelope);
export const modifyFormMaterials = modifyForm('profile.modifyMaterials', 'modify_form_materials', 'Save materials form', 'materials', materialsFormShape, materialsEnvelope);
export const modifyFormContract = modifyForm('profile.modifyContract', 'modify_form_contract', 'Save contract form', 'contract', contractFormShape, contractEnvelope);
export const modifyFormOnboarding = modifyForm('profile.modifyOnboarding', 'modify_form_onboarding', 'Save onboarding form', 'onboarding', onboardingFormShape, onboardingEnvelope);

export const autoFillVisaCheck = defineCommand({
  id: 'profile.autoFillVisaCheck',
  api: 'auto_fill_visa_check',
  title: 'Auto-fill visa check',
  area: 'staff',
  kind: 'action',
  keywords: ['visa', 'vevo', 'work rights', 'citizenship'],
  when: onPerson,
  fill: fromPerson,
  // No recordArg: `version` is the materials form's, not the applicant row's, so it comes from its source.
  args: z.strictObject({ staff_id: staffId, version: formVersion }),
  argSources: {
    // Nobody types a version: the palette offers the materials form as it is now.
    version: {
      command: 'profile.formInfo',
      args: (known) => (known.staff_id ? { staff_id: known.staff_id } : undefined),
      options: (r: { form_materials: { version: number } }) => [{ value: r.form_materials.version, label: `Materials form as it is now (version ${r.form_materials.version})`, default: true }],
    },
  },
  result: z.object({
    staff_id: z.number().int(),
    form_materials: materialsEnvelope,
    last_visa_check_record: visaCheckRecord,
    validity: z.literal(checkValidity.codes as unknown as [string, ...string[]]),
    citizenship: z.literal(citizenship.codes as unknown as [number, ...number[]]).nullable(),
    work_rights: z.literal(workRights.codes as unknown as [string, ...string[]]).nullable(),
  }),
});

export const staffFormCommands = [staffFormInfo, modifyFormApplication, modifyFormMaterials, modifyFormContract, modifyFormOnboarding, autoFillVisaCheck] as const;
