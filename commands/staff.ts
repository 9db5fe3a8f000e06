import { z } from 'zod';
import { staffStatus } from '../src/domain/enums/staff-status';
import { defineCommand } from './define';
import { applicationRow } from './application';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, sortDir } from './fields';

/** One row of the applicants table (spec section 3: name, age, position, experience, email, phone, status, tags). */
export const staffRow = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  surname: z.string(),
  age: z.number().int().nullable(),
  position: z.string(),
  experience: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.number().int(),
  tags: z.array(z.string()),
  suburb: z.string(),
  state: z.string(),
  created_at: z.string(),
  version: z.number().int(),
});
export type StaffRow = z.infer<typeof staffRow>;

export const staffSortFields = ['id', 'name', 'status', 'created_at', 'age'] as const;

export const staffList = defineCommand({
  id: 'staff.list',
  api: 'get_staff_list',
  title: 'List applicants',
  area: 'staff',
  kind: 'query',
  keywords: ['applicants', 'candidates', 'workers', 'search'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    status: codeOf('Status', staffStatus).optional(),
    keyword,
    sort_by: z.enum(staffSortFields).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(staffRow),
});

export const staffDetail = defineCommand({
  id: 'staff.detail',
  api: 'get_staff_application_detail',
  title: 'Open applicant',
  area: 'staff',
  kind: 'query',
  keywords: ['profile', 'applicant', 'detail'],
  when: (ctx) => ctx.record?.kind === 'applicant',
  fill: (ctx) => (ctx.record ? { staff_id: ctx.record.id } : {}),
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: recordId('Staff id') }),
  result: z.object({
    staff: staffRow.extend({ birth_date: z.string().nullable(), gender: z.number().int().nullable(), postcode: z.string(), updated_at: z.string() }),
    applications: z.array(applicationRow),
  }),
});

export const staffCommands = [staffList, staffDetail] as const;
