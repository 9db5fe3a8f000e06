// Provider operators, v2 (spec §7 Providers: "Operators v2 CRUD, status and resend login info"; spec §3
// Operator: first_name, surname, password, role, facility). Operators sign in to their provider's portal;
// the console keeps only an argon2id hash of the password and resends login info by email through the
// messaging adapter with a new temporary password (the old one cannot be read back).
import { z } from 'zod';
import { accountStatus, operatorRoles } from '../src/domain/enums';
import { defineCommand, type CommandContext } from './define';
import { editBack, setBack } from './inverse';
import { codeOf, email, keyword, LETTER_AND_DIGIT, page, PASSWORD_EXAMPLE, pageSize, pagedResult, recordId, version } from './fields';
import { fromRecord, operatorRole, providerId, requiredText } from './provider-fields';

const operatorId = recordId('Operator id');
const onOperator = (ctx: CommandContext) => ctx.record?.kind === 'operator';
const statusCode = codeOf('Status', accountStatus);

/** At least 8 characters with a letter and a digit; the same rule the provider portal shows. */
const password = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required.' : 'Password must be text.') })
  .min(8, 'Password must be at least 8 characters.')
  .max(128, 'Password is at most 128 characters.')
  .regex(LETTER_AND_DIGIT, 'Password must contain a letter and a digit.')
  .meta({ examples: [PASSWORD_EXAMPLE] });

const facilityId = recordId('Facility id').nullable();

export const operatorRow = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.enum(operatorRoles.codes as ['administrator', 'manager', 'roster_coordinator', 'viewer']),
  facility_id: z.number().int().nullable(),
  facility_name: z.string().nullable(),
  status: z.enum(accountStatus.codes as ['active', 'inactive']),
  login_info_sent_at: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type OperatorRow = z.infer<typeof operatorRow>;

export const operatorList = defineCommand({
  id: 'operator.list',
  api: 'operator_list_v2',
  title: 'List operators',
  area: 'operator',
  kind: 'query',
  keywords: ['provider users', 'operators', 'portal users'],
  fill: fromRecord('provider', 'provider_id', false),
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    provider_id: providerId,
    status: statusCode.optional(),
    role: operatorRole.optional(),
  }),
  result: pagedResult(operatorRow),
});

export const operatorInfo = defineCommand({
  id: 'operator.info',
  api: 'operator_info_v2',
  title: 'Show operator',
  area: 'operator',
  kind: 'query',
  when: onOperator,
  fill: fromRecord('operator', 'operator_id', false),
  recordArg: 'operator_id',
  args: z.strictObject({ operator_id: operatorId }),
  /** `version` repeats the operator's, where the palette and the CLI read it (the record kind's version query). */
  result: z.object({ operator: operatorRow, provider_name: z.string(), version: z.number().int() }),
});

export const addOperator = defineCommand({
  id: 'operator.add',
  api: 'add_operator_v2',
  title: 'Add operator',
  area: 'operator',
  kind: 'action',
  keywords: ['new operator', 'provider user', 'invite'],
  fill: fromRecord('provider', 'provider_id', false),
  args: z.strictObject({
    provider_id: providerId,
    first_name: requiredText('First name', 60),
    surname: requiredText('Surname', 60),
    email,
    password,
    role: operatorRole,
    facility_id: facilityId.optional(),
    /** Email the login details to the operator now. */
    send_login_info: z.boolean({ error: 'Send login info must be true or false.' }).default(true),
  }),
  result: z.object({ operator: operatorRow }),
});

export const editOperator = defineCommand({
  id: 'operator.edit',
  // A password set by the edit is not taken back (the old one is never kept); the other fields are.
  inverse: editBack('operator.edit', 'operator_id', ['first_name', 'surname', 'email', 'role', 'facility_id']),
  api: 'edit_operator_v2',
  title: 'Edit operator',
  area: 'operator',
  kind: 'action',
  reversible: true,
  keywords: ['change role', 'facility', 'rename'],
  when: onOperator,
  fill: fromRecord('operator', 'operator_id', true),
  recordArg: 'operator_id',
  args: z.strictObject({
    operator_id: operatorId,
    version,
    first_name: requiredText('First name', 60).optional(),
    surname: requiredText('Surname', 60).optional(),
    email: email.optional(),
    role: operatorRole.optional(),
    facility_id: facilityId.optional(),
    /** A new password, when the administrator sets one; otherwise it stays. */
    password: password.optional(),
  }),
  result: z.object({ operator: operatorRow }),
});

export const setOperatorStatus = defineCommand({
  id: 'operator.setStatus',
  inverse: setBack('operator.setStatus', 'operator_id', 'status'),
  api: 'set_operator_status_v2',
  title: 'Set operator status',
  area: 'operator',
  kind: 'action',
  kbd: 'shift+t',
  reversible: true,
  keywords: ['activate', 'deactivate', 'inactive', 'active'],
  when: onOperator,
  fill: fromRecord('operator', 'operator_id', true),
  recordArg: 'operator_id',
  args: z.strictObject({ operator_id: operatorId, status: statusCode, version }),
  result: z.object({ operator: operatorRow }),
});

export const resendOperatorLoginInfo = defineCommand({
  id: 'operator.resendLogin',
  api: 'resend_operator_login_info',
  title: 'Resend operator login info',
  area: 'operator',
  irreversible: { reason: 'it sends a message' },
  kind: 'action',
  kbd: 'shift+l',
  keywords: ['resend', 'login details', 'password', 'welcome email'],
  when: onOperator,
  fill: fromRecord('operator', 'operator_id', false),
  recordArg: 'operator_id',
  args: z.strictObject({ operator_id: operatorId }),
  result: z.object({ operator: operatorRow, sent_to: z.string() }),
});

export const deleteOperator = defineCommand({
  id: 'operator.delete',
  api: 'delete_operator_v2',
  title: 'Delete operator',
  area: 'operator',
  kind: 'action',
  danger: true,
  keywords: ['remove operator', 'provider user'],
  when: onOperator,
  fill: fromRecord('operator', 'operator_id', true),
  recordArg: 'operator_id',
  args: z.strictObject({ operator_id: operatorId, version }),
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const operatorCommands = [
  operatorList, operatorInfo, addOperator, editOperator, setOperatorStatus, resendOperatorLoginInfo, deleteOperator,
] as const;

