// Shapes shared by the notice and email commands: the staff group (get_group_staff_list's filters, also
// the group of send_group_notices and of a group email) and the rows they answer.
import { z } from 'zod';
import { australianStates } from '../src/domain/enums/location';
import { staffStatus } from '../src/domain/enums/staff-status';
import { optionalText } from './application-workflow-fields';
import { codeOf, keyword } from './fields';

/** Staff statuses of the group: any of these (none given: every status). */
export const groupStatuses = z
  .array(codeOf('Status', staffStatus), { error: 'Status must be a list of staff status codes.' })
  .max(staffStatus.codes.length, 'Status lists each status once.')
  .refine((list) => new Set(list).size === list.length, 'Status lists each status once.')
  .optional()
  .describe('Staff statuses (any of)');

/** The filters that choose a group of staff; every one narrows it. */
export const groupFilterFields = {
  status: groupStatuses,
  position: optionalText('Position', 100).describe('Position (contains)'),
  state: codeOf('State', australianStates).optional(),
  keyword,
};
export const staffGroup = z.strictObject(groupFilterFields);
export type StaffGroup = z.output<typeof staffGroup>;

/** One person of a group as get_group_staff_list answers it. */
export const groupStaffRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: codeOf('Status', staffStatus),
  position: z.string(),
  state: z.string(),
  created_at: z.string(),
});

export const stationNotice = z.object({
  id: z.number().int(),
  category: z.enum(['system', 'group', 'announcement']),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type StationNotice = z.infer<typeof stationNotice>;

export const noticeSend = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  filters: staffGroup.partial(),
  recipient_count: z.number().int(),
  /** Notices of this send its recipients have read. */
  read_count: z.number().int(),
  sent_by_name: z.string().nullable(),
  created_at: z.string(),
});

export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  provider_ids: z.array(z.number().int()),
  provider_names: z.array(z.string()),
  operator_count: z.number().int(),
  sent_by_name: z.string().nullable(),
  created_at: z.string(),
});

export const announcementProvider = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string(),
  status: z.string(),
  /** Active operators: who an announcement reaches. */
  operator_count: z.number().int(),
});
