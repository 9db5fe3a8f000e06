// The shapes of an internal employee (admin staff of the marketplace, not care workers): the row every
// employee call answers, the fields add and edit take, and the CSV import's columns and report.
import { z } from 'zod';
import { accountStatus, accountTypes } from '../src/domain/enums/account';
import { isoDate } from './application-workflow-fields';
import { codeOf, email } from './fields';
import { nameField, optionalPhone, optionalText, placeState, postcode, streetAddress, suburb } from './place-fields';

export const accountType = codeOf('Account type', accountTypes);
export const accountStatusCode = codeOf('Status', accountStatus);

export const employeeRow = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  account_type: accountType,
  status: accountStatusCode,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** Home address. */
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** When a temporary password was last issued; null: none yet (imported). */
  password_issued_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type EmployeeRow = z.infer<typeof employeeRow>;

/** Home address fields: all four or none (checked together by the server against the gazetteer). */
export const homeAddressFields = {
  address: streetAddress.optional(),
  suburb: suburb.optional(),
  state: placeState.optional(),
  postcode: postcode.optional(),
};

export const employeeFields = {
  first_name: nameField('First name', 60),
  surname: nameField('Surname', 60),
  email,
  phone: optionalPhone.optional(),
  position: optionalText('Position', 100).optional(),
  account_type: accountType,
  start_date: isoDate('Start date').optional(),
  end_date: isoDate('End date').optional(),
  ...homeAddressFields,
};

/** End before start is refused with both dates named, on the end date's field. */
export const datesInOrder = (v: { start_date?: string | null; end_date?: string | null }, ctx: z.RefinementCtx) => {
  if (v.start_date && v.end_date && v.end_date < v.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: `End date ${v.end_date} is before the start date ${v.start_date}.` });
  }
};

/** One CSV row as read: cells are text, empty cells are absent. */
export const employeeCsvRow = z.object(employeeFields).superRefine(datesInOrder);
export type EmployeeCsvInput = z.output<typeof employeeCsvRow>;

/** Headings a column may have (compared in lower case, spaces and underscores alike). */
export const employeeCsvHeadings: Readonly<Record<keyof EmployeeCsvInput, readonly string[]>> = {
  first_name: ['first_name', 'first name', 'given name', 'firstname'],
  surname: ['surname', 'last name', 'family name', 'lastname'],
  email: ['email', 'email address', 'e-mail'],
  phone: ['phone', 'phone number', 'mobile'],
  position: ['position', 'job title', 'title', 'role'],
  account_type: ['account_type', 'account type', 'type'],
  start_date: ['start_date', 'start date', 'started'],
  end_date: ['end_date', 'end date'],
  address: ['address', 'street', 'street address', 'home address'],
  suburb: ['suburb', 'city', 'town'],
  state: ['state'],
  postcode: ['postcode', 'post code', 'zip'],
};

export const MAX_EMPLOYEE_IMPORT_ROWS = 1_000;
export const MAX_EMPLOYEE_IMPORT_BYTES = 1024 * 1024;

export const employeeImportRow = z.object({
  /** The row's line in the file (the heading is line 1). */
  line: z.number().int(),
  email: z.string(),
  outcome: z.enum(['imported', 'refused']),
  employee_id: z.number().int().nullable(),
  /** The column that was wrong, as the file names it. */
  field: z.string().nullable(),
  message: z.string(),
});
export type EmployeeImportRow = z.infer<typeof employeeImportRow>;
