// Referees and reference checks (spec §7: send_check_email_to_referee, reference_check_result,
// set_reference_check_read; referee contact add, edit, delete). A referee belongs to an application and is
// sent at most one check, so the check is known by the referee's id (record kind 'referee').
import { z } from 'zod';
import { referenceCheckStates, refereeRelationships } from '../src/domain/enums/interview';
import { PHONE_INVALID } from '../src/domain/validation/messages';
import { CONTACT_PHONE_PATTERN } from '../src/domain/validation/phone';
import { validateContactPhone } from '../src/domain/staff-forms/contact-phone';
import { defineCommand, type ArgSource, type CommandContext } from './define';
import { editBack } from './inverse';
import { anyOfFields, codeOf, email, messageFrom, recordId, version } from './fields';
import { applicationId, optionalText, requiredText } from './interview-fields';

const refereeId = recordId('Referee id');

/**
 * Spec §5 phones: '+61 0412345678' (a country prefix and a space) is read by the international rule,
 * anything else by the plain one (an optional plus and 10 digits).
 */
const phone = z.string({ error: 'Phone number is required.' }).trim().regex(CONTACT_PHONE_PATTERN, messageFrom(validateContactPhone, PHONE_INVALID));

const contactFields = {
  name: requiredText('Name', 100),
  relationship: codeOf('Relationship', refereeRelationships),
  organisation: optionalText('Organisation', 150).default(''),
  email,
  phone,
};

export const refereeRow = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  staff_id: z.number().int(),
  applicant_name: z.string(),
  job_title: z.string(),
  name: z.string(),
  relationship: codeOf('Relationship', refereeRelationships),
  organisation: z.string(),
  email: z.string(),
  phone: z.string(),
  check_state: codeOf('Check state', referenceCheckStates),
  check_sent_at: z.string().nullable(),
  check_send_count: z.number().int(),
  check_answered_at: z.string().nullable(),
  check_read_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type RefereeRow = z.infer<typeof refereeRow>;

const onReferee = (ctx: CommandContext) => ctx.record?.kind === 'referee';
const fromReferee = (ctx: CommandContext) => {
  if (ctx.record?.kind !== 'referee') return {};
  const seen = ctx.record.fields?.version;
  return typeof seen === 'number' ? { referee_id: ctx.record.id, version: seen } : { referee_id: ctx.record.id };
};

export const refereeList = defineCommand({
  id: 'referee.list',
  api: 'job_referee_contact_list',
  title: 'List referees',
  area: 'interview',
  kind: 'query',
  keywords: ['referees', 'references', 'reference checks'],
  args: z
    .strictObject({
      application_id: recordId('Application id').optional(),
      staff_id: recordId('Staff id').optional(),
      check_state: codeOf('Check state', referenceCheckStates).optional(),
    })
    .refine((a) => a.application_id !== undefined || a.staff_id !== undefined, { path: ['application_id'], message: 'Application id or staff id is required.' })
    .meta(anyOfFields(['application_id'], ['staff_id'])),
  result: z.object({ list: z.array(refereeRow) }),
});

export const addRefereeContact = defineCommand({
  id: 'referee.add',
  api: 'add_job_referee_contact',
  title: 'Add referee',
  area: 'interview',
  kind: 'action',
  keywords: ['referee', 'reference', 'contact'],
  when: (ctx) => ctx.record?.kind === 'application',
  fill: (ctx) => (ctx.record?.kind === 'application' ? { application_id: ctx.record.id } : {}),
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId, ...contactFields }),
  result: refereeRow,
});

export const editRefereeContact = defineCommand({
  id: 'referee.edit',
  inverse: editBack('referee.edit', 'referee_id', ['name', 'relationship', 'organisation', 'email', 'phone']),
  api: 'edit_job_referee_contact',
  title: 'Edit referee',
  area: 'interview',
  kind: 'action',
  keywords: ['referee', 'contact', 'email', 'phone'],
  reversible: true,
  when: onReferee,
  fill: fromReferee,
  recordArg: 'referee_id',
  args: z.strictObject({ referee_id: refereeId, version, ...contactFields }),
  result: refereeRow,
});

export const deleteRefereeContact = defineCommand({
  id: 'referee.delete',
  api: 'delete_job_referee_contact',
  title: 'Delete referee',
  area: 'interview',
  kind: 'action',
  danger: true,
  keywords: ['remove referee'],
  when: onReferee,
  fill: fromReferee,
  recordArg: 'referee_id',
  args: z.strictObject({ referee_id: refereeId, version }),
  result: z.object({ id: z.number().int(), deleted: z.boolean() }),
});

/** The applicant or application a key was pressed on: the people whose referees it offers. */
const onRefereesOwner = (ctx: CommandContext) => ['application', 'applicant', 'staff'].includes(ctx.record?.kind ?? '');

/**
 * shift+R on an application or applicant: their referees who have not answered, by name, instead of a
 * search through every referee (the first preselected).
 */
const refereesToAsk: ArgSource = {
  command: 'referee.list',
  when: onRefereesOwner,
  args: (_known, ctx) => {
    const record = ctx?.record;
    if (!record || !onRefereesOwner(ctx!)) return undefined;
    return record.kind === 'application' ? { application_id: record.id } : { staff_id: record.id };
  },
  options: ({ list }: { list: RefereeRow[] }) =>
    list
      .filter((r) => r.check_answered_at === null)
      .map((r, i) => ({
        value: r.id,
        label: `${r.name} (${refereeRelationships.label(r.relationship) ?? r.relationship}) · ${r.job_title} · ${referenceCheckStates.label(r.check_state) ?? r.check_state}`,
        default: i === 0,
      })),
  reason: ({ list }: { list: RefereeRow[] }) =>
    list.length === 0 ? 'No referees yet: add one first.' : list.every((r) => r.check_answered_at !== null) ? 'Every referee has answered already.' : null,
};

export const sendReferenceCheck = defineCommand({
  id: 'referee.sendCheck',
  api: 'send_check_email_to_referee',
  title: 'Send reference check email',
  area: 'interview',
  irreversible: { reason: 'it sends a message' },
  kind: 'action',
  kbd: 'shift+r',
  keywords: ['reference', 'referee', 'email', 'resend'],
  // On a referee who has not answered, or on an application or applicant (their referees are offered).
  when: (ctx) => (onReferee(ctx) && ctx.record?.fields?.check_answered_at == null) || onRefereesOwner(ctx),
  fill: fromReferee,
  recordArg: 'referee_id',
  args: z.strictObject({ referee_id: refereeId, version, message: optionalText('Message', 2000).optional() }),
  argSources: { referee_id: refereesToAsk },
  result: refereeRow,
});

const checkResult = z.object({
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  ratings: z.array(z.object({ criterion: z.string(), score: z.number().int() })),
  would_rehire: z.boolean().nullable(),
  comments: z.string(),
});
export type CheckResult = z.infer<typeof checkResult>;

export const referenceCheckResult = defineCommand({
  id: 'referee.checkResult',
  api: 'reference_check_result',
  title: 'Open reference check',
  area: 'interview',
  kind: 'query',
  keywords: ['reference', 'answers', 'referee'],
  when: onReferee,
  fill: (ctx) => (ctx.record?.kind === 'referee' ? { referee_id: ctx.record.id } : {}),
  recordArg: 'referee_id',
  args: z.strictObject({ referee_id: refereeId }),
  result: z.object({
    referee: refereeRow,
    /** The referee's answers; null until they answer. */
    check_result: checkResult.nullable(),
    version: z.number().int(),
  }),
});

export const setReferenceCheckRead = defineCommand({
  id: 'referee.setCheckRead',
  inverse: { command: 'referee.setCheckRead', args: (o, c) => ({ referee_id: o.referee_id, read: c.before?.check_read_at != null, version: c.after?.version }) },
  api: 'set_reference_check_read',
  title: 'Mark reference check read',
  area: 'interview',
  kind: 'action',
  kbd: 'm',
  keywords: ['read', 'unread', 'reference', 'seen'],
  reversible: true,
  when: (ctx) => onReferee(ctx) && ctx.record?.fields?.check_answered_at != null,
  fill: (ctx) => ({ ...fromReferee(ctx), ...(ctx.record?.kind === 'referee' ? { read: ctx.record.fields?.check_read_at == null } : {}) }),
  recordArg: 'referee_id',
  args: z.strictObject({ referee_id: refereeId, read: z.boolean({ error: 'Read must be true or false.' }).default(true), version }),
  result: refereeRow,
});

export const referenceCheckCommands = [
  refereeList, addRefereeContact, editRefereeContact, deleteRefereeContact, sendReferenceCheck, referenceCheckResult, setReferenceCheckRead,
] as const;
