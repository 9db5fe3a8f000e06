import { z } from 'zod';
import { experienceBands } from '../src/domain/enums/candidate';
import { australianStates } from '../src/domain/enums/location';
import { staffStatus } from '../src/domain/enums/staff-status';
import { checklistKeys } from '../src/domain/staff-forms/checklist';
import { defineCommand, type CommandContext } from './define';
import { applicationRow } from './application';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';

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
  /** Pay level (get_position_level_list), set once someone is enabled. */
  level_id: z.number().int().nullable(),
  suburb: z.string(),
  state: z.string(),
  created_at: z.string(),
  version: z.number().int(),
});
export type StaffRow = z.infer<typeof staffRow>;

export const staffSortFields = ['id', 'name', 'status', 'created_at', 'age'] as const;

const isoDate = (what: string) => z.iso.date({ error: `${what} must be a date (YYYY-MM-DD).` });

/** The filters both staff lists share besides the keyword (section 3 columns a recruiter narrows by). */
const listFilters = {
  level_id: recordId('Level id').optional().describe('A position level (get_position_level_list)'),
  position: z.string().trim().max(100, 'Position is at most 100 characters.').optional().describe('Position, any case'),
  state: codeOf('State', australianStates).optional(),
  experience: codeOf('Experience', experienceBands).optional(),
  tag: z.string().trim().max(50, 'Tag is at most 50 characters.').optional().describe('One whole tag, any case'),
  created_from: isoDate('Joined from').optional(),
  created_to: isoDate('Joined to').optional(),
  sort_by: z.enum(staffSortFields).default('created_at'),
  sort_dir: sortDir,
};

const datesInOrder = {
  check: (a: { created_from?: string; created_to?: string }) => !a.created_from || !a.created_to || a.created_from <= a.created_to,
  params: { path: ['created_to'], message: 'Joined to must not be before joined from.' },
};

export const staffList = defineCommand({
  id: 'staff.list',
  api: 'get_staff_list',
  title: 'List applicants',
  area: 'staff',
  kind: 'query',
  keywords: ['applicants', 'candidates', 'workers', 'search', 'filter', 'tag'],
  args: z
    // The search box first, then the status: the order the kit's filter bar draws them.
    .strictObject({ page, page_size: pageSize, keyword, status: codeOf('Status', staffStatus).optional(), ...listFilters })
    .refine(datesInOrder.check, datesInOrder.params),
  result: pagedResult(staffRow),
});

/** Enabled staff (status 10): the people who can be put on shifts, filtered as recruiters ask. */
export const enabledStaffList = defineCommand({
  id: 'staff.enabledList',
  api: 'get_enabled_staff_list',
  title: 'List enabled staff',
  area: 'staff',
  kind: 'query',
  keywords: ['enabled', 'workers', 'carers', 'active staff'],
  args: z.strictObject({ page, page_size: pageSize, keyword, ...listFilters }).refine(datesInOrder.check, datesInOrder.params),
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

const staffId = recordId('Staff id');
const onStaff = (ctx: CommandContext) => ctx.record?.kind === 'applicant' || ctx.record?.kind === 'staff';
const fromStaff = (ctx: CommandContext) => (ctx.record && onStaff(ctx) ? { staff_id: ctx.record.id } : {});

/** Where a staff member stands at a provider or one of its facilities. */
export const masterBoardStandings = ['preferred', 'blocked'] as const;

export const masterBoardEntry = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  /** Null: the whole provider. */
  facility_id: z.number().int().nullable(),
  facility_name: z.string().nullable(),
  standing: z.enum(masterBoardStandings),
  /** 1 = first call; preferred entries only. */
  priority: z.number().int().nullable(),
  note: z.string(),
  updated_by: z.string().nullable(),
  updated_at: z.string(),
});
export type MasterBoardEntry = z.infer<typeof masterBoardEntry>;

/** The spec's master_board field: preferred first (by priority), then blocked; version 0 = never edited. */
export const masterBoard = z.object({
  staff_id: z.number().int(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
  entries: z.array(masterBoardEntry),
});
export type MasterBoard = z.infer<typeof masterBoard>;

export const staffMasterBoard = defineCommand({
  id: 'staff.masterboard',
  api: 'get_staff_masterboard',
  title: 'Show staff master board',
  area: 'staff',
  kind: 'query',
  keywords: ['master board', 'preferred', 'blocked', 'providers', 'facilities'],
  when: onStaff,
  fill: fromStaff,
  args: z.strictObject({ staff_id: staffId }),
  result: z.object({ master_board: masterBoard }),
});

/** A provider's facilities, to choose where on its board an entry applies (the palette and the board editor ask it). */
export const masterBoardFacilities = defineCommand({
  id: 'staff.masterboardFacilities',
  api: 'get_master_board_facilities',
  title: 'List a provider\'s facilities for the master board',
  area: 'staff',
  kind: 'query',
  args: z.strictObject({ provider_id: recordId('Provider id') }),
  result: z.object({
    provider: z.object({ id: z.number().int(), name: z.string(), state: z.string(), status: z.string() }),
    list: z.array(z.object({ id: z.number().int(), name: z.string(), suburb: z.string(), state: z.string() })),
  }),
});

const PRIORITY_MESSAGE = 'Priority is a whole number from 1 (first call) to 5.';

export const editStaffMasterBoard = defineCommand({
  id: 'staff.editMasterboard',
  api: 'edit_staff_masterboard',
  title: 'Prefer or block staff at a provider',
  area: 'staff',
  kind: 'action',
  keywords: ['master board', 'preferred', 'block', 'unblock', 'priority', 'facility'],
  reversible: true,
  when: onStaff,
  fill: fromStaff,
  args: z
    .strictObject({
      staff_id: staffId,
      provider_id: recordId('Provider id'),
      facility_id: recordId('Facility id').nullable().optional().describe('A facility of the provider; none = the whole provider'),
      standing: z.enum([...masterBoardStandings, 'none'], { error: 'Standing must be one of preferred, blocked, none.' }).describe('none removes the entry'),
      priority: z.number({ error: PRIORITY_MESSAGE }).int(PRIORITY_MESSAGE).min(1, PRIORITY_MESSAGE).max(5, PRIORITY_MESSAGE).optional(),
      note: z.string({ error: 'Note must be text.' }).trim().max(500, 'Note is at most 500 characters.').optional(),
      version,
    })
    .superRefine((a, ctx) => {
      if (a.standing === 'blocked' && !a.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'Note is required when blocking: say why.' });
      if (a.standing !== 'preferred' && a.priority !== undefined) ctx.addIssue({ code: 'custom', path: ['priority'], message: 'Priority applies to preferred entries only.' });
    }),
  argSources: {
    facility_id: {
      command: 'staff.masterboardFacilities',
      args: (known) => (known.provider_id ? { provider_id: known.provider_id } : undefined),
      options: (r: { provider: { name: string }; list: { id: number; name: string; suburb: string }[] }) => [
        { value: null, label: `All of ${r.provider.name}`, default: true },
        ...r.list.map((f) => ({ value: f.id, label: `${f.name} (${f.suburb})` })),
      ],
    },
    // The board's own version (not the person's): read when the palette asks, like a record's version.
    version: {
      command: 'staff.masterboard',
      args: (known) => (known.staff_id ? { staff_id: known.staff_id } : undefined),
      options: (r: { master_board: MasterBoard }) => [{ value: r.master_board.version, label: `Current board (version ${r.master_board.version})`, default: true }],
    },
  },
  result: z.object({ master_board: masterBoard }),
});

const checklistItemKeys = checklistKeys as [string, ...string[]];

/** One change of an onboarding checklist item: which form write made it, who, when, and from what to what. */
export const checklistEvent = z.object({
  /** `<audit row id>:<item key>`. */
  id: z.string(),
  item: z.string(),
  label: z.string(),
  done: z.boolean(),
  was_done: z.boolean(),
  detail: z.string(),
  previous_detail: z.string(),
  /** Which form's save changed it (application, materials, contract, onboarding). */
  form: z.string(),
  api: z.string(),
  changed_by: z.string().nullable(),
  changed_at: z.string(),
});
export type ChecklistEvent = z.infer<typeof checklistEvent>;

export const checklistItemHistory = defineCommand({
  id: 'staff.checklistHistory',
  api: 'checklist_item_history',
  title: 'Show checklist history',
  area: 'staff',
  kind: 'query',
  keywords: ['checklist', 'onboarding', 'history', 'who ticked', 'police check', 'induction'],
  when: onStaff,
  fill: fromStaff,
  args: z.strictObject({
    staff_id: staffId,
    item: z.enum(checklistItemKeys, { error: `Item must be one of ${checklistKeys.join(', ')}.` }).optional(),
  }),
  result: z.object({ list: z.array(checklistEvent) }),
});

export const staffCommands = [staffList, enabledStaffList, staffDetail, staffMasterBoard, masterBoardFacilities, editStaffMasterBoard, checklistItemHistory] as const;
