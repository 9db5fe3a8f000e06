import { z } from 'zod';
import { experienceBands } from '../src/domain/enums/candidate';
import { australianStates } from '../src/domain/enums/location';
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

const isoDate = (what: string) => z.iso.date({ error: `${what} must be a date (YYYY-MM-DD).` });

/** Enabled staff (status 10): the people who can be put on shifts, filtered as recruiters ask. */
export const enabledStaffList = defineCommand({
  id: 'staff.enabledList',
  api: 'get_enabled_staff_list',
  title: 'List enabled staff',
  area: 'staff',
  kind: 'query',
  keywords: ['enabled', 'workers', 'carers', 'active staff'],
  args: z
    .strictObject({
      page,
      page_size: pageSize,
      keyword,
      position: z.string().trim().max(100, 'Position is at most 100 characters.').optional(),
      state: codeOf('State', australianStates).optional(),
      experience: codeOf('Experience', experienceBands).optional(),
      tag: z.string().trim().max(50, 'Tag is at most 50 characters.').optional(),
      created_from: isoDate('Joined from').optional(),
      created_to: isoDate('Joined to').optional(),
      sort_by: z.enum(staffSortFields).default('created_at'),
      sort_dir: sortDir,
    })
    .refine((a) => !a.created_from || !a.created_to || a.created_from <= a.created_to, {
      path: ['created_to'],
      message: 'Joined to must not be before joined from.',
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
  // Enabled staff are staff rows too (one table): their page reads them with this query.
  when: (ctx) => ctx.record?.kind === 'applicant' || ctx.record?.kind === 'staff',
  fill: (ctx) => (ctx.record ? { staff_id: ctx.record.id } : {}),
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: recordId('Staff id') }),
  result: z.object({
    staff: staffRow.extend({ birth_date: z.string().nullable(), gender: z.number().int().nullable(), postcode: z.string(), updated_at: z.string() }),
    applications: z.array(applicationRow),
  }),
});

export const staffCommands = [staffList, enabledStaffList, staffDetail] as const;
