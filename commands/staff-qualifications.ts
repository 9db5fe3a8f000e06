import { z } from 'zod';
import { mandatoryTraining } from '../src/domain/enums/candidate';
import { verificationStates } from '../src/domain/enums/identity';
import { defineCommand, type CommandContext } from './define';
import { codeOf, recordId, version } from './fields';
import { date, text } from './staff-form-fields';

const staffId = recordId('Staff id');
const onPerson = (ctx: CommandContext) => ctx.record?.kind === 'applicant' || ctx.record?.kind === 'staff';
const fromPerson = (ctx: CommandContext) => (ctx.record && onPerson(ctx) ? { staff_id: ctx.record.id } : {});
/** Deletes run from the rows of the Qualifications tab, which names the record (nobody types these ids). */
const onQualificationsTab = (ctx: CommandContext) => onPerson(ctx) && ctx.record?.fields?.form === 'qualifications';
const onApplication = (ctx: CommandContext) => ctx.record?.kind === 'application';
const fromApplication = (ctx: CommandContext) => (ctx.record && onApplication(ctx) ? { application_id: ctx.record.id } : {});

export const catalogueQualification = z.object({ id: z.number().int(), code: z.string(), name: z.string(), category: z.string(), expires: z.boolean() });

export const staffQualificationRow = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  qualification_id: z.number().int(),
  name: z.string(),
  category: z.string(),
  reference_number: z.string().nullable(),
  issuer: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  verification: z.string(),
  note: z.string().nullable(),
  /** Past its expiry date today. */
  expired: z.boolean(),
  version: z.number().int(),
  updated_at: z.string(),
});

export const trainingCertificateRow = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  topic: z.string(),
  completed_on: z.string(),
  provider: z.string(),
  certificate_number: z.string().nullable(),
  expires_on: z.string().nullable(),
  created_at: z.string(),
});

export const qualificationCatalogue = defineCommand({
  id: 'qualification.catalogue',
  api: 'get_qualification_list',
  title: 'List qualification types',
  area: 'staff',
  kind: 'query',
  keywords: ['certificates', 'registrations', 'checks', 'licences'],
  args: z.strictObject({}),
  result: z.object({ qualification_list: z.array(catalogueQualification) }),
});

export const staffQualificationList = defineCommand({
  id: 'qualification.list',
  api: 'staff_qualification_list',
  title: 'List applicant qualifications',
  area: 'staff',
  kind: 'query',
  keywords: ['certificates', 'training', 'registration', 'ahpra', 'first aid'],
  when: onPerson,
  fill: fromPerson,
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: staffId }),
  result: z.object({
    staff_id: z.number().int(),
    position_name: z.string(),
    qualification_list: z.array(staffQualificationRow),
    certificate_list: z.array(trainingCertificateRow),
    /** Qualifications the applicant's position requires that are not on file (or have expired). */
    missing_required: z.array(catalogueQualification),
  }),
});

const verification = codeOf('Verification', verificationStates);

export const saveStaffQualification = defineCommand({
  id: 'qualification.save',
  api: 'staff_qualification_save',
  title: 'Save applicant qualification',
  area: 'staff',
  kind: 'action',
  keywords: ['add qualification', 'certificate', 'registration', 'verify'],
  when: onPerson,
  fill: fromPerson,
  args: z
    .strictObject({
      staff_id: staffId,
      /** Given: edit that qualification (with its version). Left out: add one. */
      id: recordId('Qualification record id').optional(),
      version: version.optional(),
      qualification_id: recordId('Qualification'),
      reference_number: text('Reference number', 40).optional(),
      issuer: text('Issuer', 120).optional(),
      issued_on: date('Issue date').optional(),
      expires_on: date('Expiry date').optional(),
      verification: verification.default('pending'),
      note: text('Note', 1000).optional(),
    })
    .refine((a) => a.id === undefined || a.version !== undefined, { path: ['version'], message: 'Version is required when editing a qualification.' })
    .refine((a) => !a.issued_on || !a.expires_on || a.issued_on < a.expires_on, { path: ['expires_on'], message: 'Expiry date must be after the issue date.' }),
  argSources: {
    qualification_id: {
      command: 'qualification.catalogue',
      args: () => ({}),
      options: (r: { qualification_list: z.infer<typeof catalogueQualification>[] }) => r.qualification_list.map((q) => ({ value: q.id, label: q.name })),
    },
  },
  result: staffQualificationRow,
});

export const deleteStaffQualification = defineCommand({
  id: 'qualification.delete',
  api: 'staff_qualification_delete',
  title: 'Delete applicant qualification',
  area: 'staff',
  kind: 'action',
  danger: true,
  when: onQualificationsTab,
  args: z.strictObject({ id: recordId('Qualification record id'), version }),
  result: z.object({ id: z.number().int(), staff_id: z.number().int() }),
});

export const addTrainingCertificate = defineCommand({
  id: 'qualification.addCertificate',
  api: 'add_training_certificate',
  title: 'Add training certificate',
  area: 'staff',
  kind: 'action',
  keywords: ['mandatory training', 'hand hygiene', 'infection control', 'manual handling', 'first aid'],
  when: onPerson,
  fill: fromPerson,
  args: z
    .strictObject({
      staff_id: staffId,
      topic: codeOf('Topic', mandatoryTraining),
      completed_on: date('Completion date'),
      provider: text('Training provider', 120),
      certificate_number: text('Certificate number', 40).optional(),
      expires_on: date('Expiry date').optional(),
    })
    .refine((a) => !a.expires_on || a.completed_on < a.expires_on, { path: ['expires_on'], message: 'Expiry date must be after the completion date.' }),
  result: z.object({ certificate: trainingCertificateRow }),
});

export const deleteTrainingCertificate = defineCommand({
  id: 'qualification.deleteCertificate',
  api: 'delete_training_certificate',
  title: 'Delete training certificate',
  area: 'staff',
  kind: 'action',
  danger: true,
  when: onQualificationsTab,
  args: z.strictObject({ id: recordId('Certificate id') }),
  result: z.object({ id: z.number().int(), staff_id: z.number().int() }),
});

const applicationId = recordId('Application id');

export const applicationQualificationItem = z.object({
  qualification_id: z.number().int(),
  name: z.string(),
  category: z.string(),
  required: z.boolean(),
  met: z.boolean(),
  note: z.string().nullable(),
  /** The applicant's own record of it, if they have one. */
  evidence: z.object({ id: z.number().int(), reference_number: z.string().nullable(), verification: z.string(), expires_on: z.string().nullable(), expired: z.boolean() }).nullable(),
});

const applicationQualifications = z.object({
  application_id: z.number().int(),
  staff_id: z.number().int(),
  job_title: z.string(),
  position_name: z.string(),
  /** 0 until the first save. */
  version: z.number().int(),
  updated_at: z.string().nullable(),
  items: z.array(applicationQualificationItem),
});

export const getApplicationQualifications = defineCommand({
  id: 'qualification.forApplication',
  api: 'get_application_qualifications',
  title: 'Show application qualifications',
  area: 'staff',
  kind: 'query',
  keywords: ['requirements', 'met', 'eligibility'],
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId }),
  result: applicationQualifications,
});

export const saveApplicationQualifications = defineCommand({
  id: 'qualification.saveForApplication',
  api: 'save_application_qualifications',
  title: 'Save application qualifications',
  area: 'staff',
  kind: 'action',
  // Checked from the application's qualification list on the Qualifications tab, with its own version.
  when: (ctx) => onApplication(ctx) && ctx.record?.fields?.form === 'qualifications',
  fill: fromApplication,
  args: z.strictObject({
    application_id: applicationId,
    version: version.describe('Version of the saved checks last seen (0 before the first save)'),
    items: z
      .array(
        z.strictObject({
          qualification_id: recordId('Qualification'),
          met: z.boolean({ error: 'Met must be true or false.' }),
          note: text('Note', 500).optional(),
        }),
        { error: 'Items must be a list.' },
      )
      .max(60, 'Items has at most 60 entries.')
      .refine((items) => new Set(items.map((i) => i.qualification_id)).size === items.length, 'Items lists a qualification twice.'),
  }),
  result: applicationQualifications,
});

export const staffQualificationCommands = [
  qualificationCatalogue, staffQualificationList, saveStaffQualification, deleteStaffQualification, addTrainingCertificate, deleteTrainingCertificate,
  getApplicationQualifications, saveApplicationQualifications,
] as const;
