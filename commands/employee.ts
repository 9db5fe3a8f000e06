// Internal employees (spec §7 Providers: 'Internal staff CRUD, import and reset password. Home
// addresses'; §4: internal staff account status can be set). An employee is a profile (employees
// table) beside the sign-in account it belongs to (accounts: email, password hash, type, status);
// docs/places-employees.md says why. Response fields follow the spec's internal_staff_list, staff, is_exist.
import { z } from 'zod';
import { defineCommand, type CommandContext } from './define';
import { editBack, setBack } from './inverse';
import { email, keyword, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';
import {
  accountStatusCode, accountType, datesInOrder, employeeFields, employeeImportRow, employeeRow, homeAddressFields, MAX_EMPLOYEE_IMPORT_BYTES,
} from './employee-fields';
import { isoDate } from './application-workflow-fields';
import { nameField, optionalPhone, optionalText, placeState } from './place-fields';

const employeeId = recordId('Employee id');
const onEmployee = (ctx: CommandContext) => ctx.record?.kind === 'employee';
const fromEmployee = (withVersion: boolean) => (ctx: CommandContext): Record<string, unknown> => {
  if (!ctx.record || !onEmployee(ctx)) return {};
  const seen = ctx.record.fields?.version;
  return withVersion && typeof seen === 'number' ? { employee_id: ctx.record.id, version: seen } : { employee_id: ctx.record.id };
};

/** The temporary password is in the answer once and nowhere else (only its hash is stored). */
const withPassword = z.object({ staff: employeeRow, temporary_password: z.string() });

export const employeeList = defineCommand({
  id: 'employee.list',
  api: 'internal_staff_list',
  title: 'List employees',
  area: 'employee',
  kind: 'query',
  keywords: ['internal staff', 'employees', 'admin staff', 'team'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    status: accountStatusCode.optional(),
    account_type: accountType.optional(),
    state: placeState.optional(),
    sort_by: z.enum(['created_at', 'name', 'start_date']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(employeeRow),
});

export const employeeDetail = defineCommand({
  id: 'employee.detail',
  api: 'internal_staff_detail',
  title: 'Show employee',
  area: 'employee',
  kind: 'query',
  when: onEmployee,
  fill: fromEmployee(false),
  args: z.strictObject({ employee_id: employeeId }),
  /** The row itself, so its `version` is where the palette and the CLI read it. */
  result: employeeRow,
});

export const employeeEmailExists = defineCommand({
  id: 'employee.emailExists',
  api: 'check_internal_staff_email',
  title: 'Check an email address is free',
  area: 'employee',
  kind: 'query',
  keywords: ['email taken', 'duplicate'],
  args: z.strictObject({ email }),
  result: z.object({ is_exist: z.boolean() }),
});

export const addEmployee = defineCommand({
  id: 'employee.add',
  api: 'add_internal_staff',
  title: 'Add employee',
  area: 'employee',
  kind: 'action',
  keywords: ['new employee', 'internal staff', 'admin account', 'hire'],
  args: z.strictObject(employeeFields).superRefine(datesInOrder),
  result: withPassword,
});

export const editEmployee = defineCommand({
  id: 'employee.edit',
  inverse: editBack('employee.edit', 'employee_id', ['first_name', 'surname', 'email', 'phone', 'position', 'account_type', 'start_date', 'end_date', 'address', 'suburb', 'state', 'postcode']),
  api: 'edit_internal_staff',
  title: 'Edit employee',
  area: 'employee',
  kind: 'action',
  reversible: true,
  keywords: ['change employee', 'home address', 'position', 'account type'],
  when: onEmployee,
  fill: fromEmployee(true),
  recordArg: 'employee_id',
  args: z
    .strictObject({
      employee_id: employeeId,
      version,
      first_name: nameField('First name', 60).optional(),
      surname: nameField('Surname', 60).optional(),
      email: email.optional(),
      phone: optionalPhone.optional(),
      position: optionalText('Position', 100).optional(),
      account_type: accountType.optional(),
      start_date: isoDate('Start date').nullable().optional(),
      end_date: isoDate('End date').nullable().optional(),
      ...homeAddressFields,
    })
    .superRefine(datesInOrder),
  result: z.object({ staff: employeeRow }),
});

export const setEmployeeStatus = defineCommand({
  id: 'employee.setStatus',
  inverse: setBack('employee.setStatus', 'employee_id', 'status'),
  api: 'set_internal_staff_status',
  title: 'Set employee account status',
  area: 'employee',
  kind: 'action',
  reversible: true,
  keywords: ['activate', 'deactivate', 'disable account', 'enable account', 'inactive'],
  when: onEmployee,
  fill: fromEmployee(true),
  recordArg: 'employee_id',
  args: z.strictObject({ employee_id: employeeId, version, status: accountStatusCode }),
  result: z.object({ staff: employeeRow, sessions_ended: z.number().int() }),
});

export const resetEmployeePassword = defineCommand({
  id: 'employee.resetPassword',
  api: 'reset_internal_staff_password',
  title: 'Reset employee password',
  area: 'employee',
  kind: 'action',
  danger: true,
  kbd: 'alt+p',
  keywords: ['password', 'temporary password', 'locked out', 'forgot password'],
  when: onEmployee,
  fill: fromEmployee(true),
  recordArg: 'employee_id',
  args: z.strictObject({ employee_id: employeeId, version }),
  result: withPassword.extend({ sessions_ended: z.number().int() }),
});

export const importEmployees = defineCommand({
  id: 'employee.import',
  api: 'import_internal_staff',
  title: 'Import employees from CSV',
  area: 'employee',
  kind: 'action',
  keywords: ['csv', 'upload', 'bulk', 'internal staff', 'spreadsheet'],
  // A file comes from the import page's picker; the palette cannot type one.
  when: (ctx) => ctx.record?.kind === 'employee' && ctx.record.fields?.file_picker === true,
  args: z.strictObject({
    file: z
      .file({ error: 'File is required: a CSV file sent as multipart/form-data.' })
      .max(MAX_EMPLOYEE_IMPORT_BYTES, `File is larger than ${MAX_EMPLOYEE_IMPORT_BYTES / 1024 / 1024} MB, the limit.`),
  }),
  result: z.object({
    imported: z.number().int(),
    refused: z.number().int(),
    rows: z.array(employeeImportRow),
    ignored_columns: z.array(z.string()),
  }),
});

export const employeeCommands = [
  employeeList, employeeDetail, employeeEmailExists, addEmployee, editEmployee, setEmployeeStatus, resetEmployeePassword, importEmployees,
] as const;
