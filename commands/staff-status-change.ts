import { z } from 'zod';
import { staffStatus } from '../src/domain/enums/staff-status';
import { readableStaffStatus } from '../src/domain/staff-status-moves';
import { defineCommand, type CommandContext } from './define';
import { codeOf, recordId, version } from './fields';

const staffId = recordId('Staff id');
const onPerson = (ctx: CommandContext) => ctx.record?.kind === 'applicant' || ctx.record?.kind === 'staff';
/** The focused applicant's id and the version of the row the user saw. */
const fromPerson = (ctx: CommandContext) => {
  if (!ctx.record || !onPerson(ctx)) return {};
  const seen = ctx.record.fields?.version;
  return typeof seen === 'number' ? { staff_id: ctx.record.id, version: seen } : { staff_id: ctx.record.id };
};

export const staffMoveOption = z.object({
  status: z.number().int(),
  label: z.string(),
  default: z.boolean(),
  danger: z.boolean(),
  /** Enabling needs a pay level (new_level, or the one already set). */
  needs_level: z.boolean(),
});

export const levelOption = z.object({ id: z.number().int(), level: z.number().int(), name: z.string(), hourly_rate: z.number() });

export const staffStatusMoves = defineCommand({
  id: 'profile.statusMoves',
  api: 'get_staff_status_moves',
  title: 'Show allowed staff status changes',
  area: 'staff',
  kind: 'query',
  when: onPerson,
  fill: (ctx) => (ctx.record && onPerson(ctx) ? { staff_id: ctx.record.id } : {}),
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: staffId }),
  result: z.object({
    staff_id: z.number().int(),
    status: z.number().int(),
    version: z.number().int(),
    level_id: z.number().int().nullable(),
    position_name: z.string(),
    moves: z.array(staffMoveOption),
    /** The levels of the applicant's position, lowest first. */
    levels: z.array(levelOption),
  }),
});

const newLevel = recordId('New level').describe('Position level id; required to enable someone without a level');

const changeArgs = {
  staff_id: staffId,
  new_status: codeOf('New status', staffStatus),
  new_level: newLevel.optional(),
};

export const statusChangeInformation = defineCommand({
  id: 'profile.statusChangeInfo',
  api: 'get_status_change_information',
  title: 'Preview staff status change',
  area: 'staff',
  kind: 'query',
  when: onPerson,
  fill: fromPerson,
  recordArg: 'staff_id',
  // The same arguments as modify_staff_status, so it is that command's preview; a given version is checked.
  args: z.strictObject({
    ...changeArgs,
    version: version.optional(),
    message: z.string().optional(),
    notify: z.boolean().optional(),
  }),
  result: z.object({
    staff_id: z.number().int(),
    name: z.string(),
    from_status: z.number().int(),
    new_status: z.number().int(),
    new_level: z.number().int().nullable(),
    position_name: z.string(),
    message: z.string(),
    file_list: z.array(z.object({ name: z.string(), purpose: z.string() })),
    /** Whether the message goes to the applicant by email (internal steps send nothing). */
    notify: z.boolean(),
    /** What the checklist still misses for this step: shown, not enforced. */
    warnings: z.array(z.string()),
  }),
});

export const modifyStaffStatus = defineCommand({
  id: 'profile.modifyStatus',
  // The way back never emails again (notify: false); a message the change sent stays sent.
  inverse: { command: 'profile.modifyStatus', args: (o, c) => ({ staff_id: o.staff_id, new_status: c.before?.status, ...(o.new_level !== undefined && c.before?.level_id != null ? { new_level: c.before.level_id } : {}), version: c.after?.version, notify: false }) },
  api: 'modify_staff_status',
  title: 'Change staff status',
  area: 'staff',
  kind: 'action',
  kbd: 'shift+s',
  keywords: ['enable', 'disable', 'reject', 'hold', 'onboarding', 'contract', 'materials', 'level', 'recruitment step'],
  preview: 'profile.statusChangeInfo',
  reversible: true,
  when: onPerson,
  fill: fromPerson,
  recordArg: 'staff_id',
  args: z.strictObject({
    ...changeArgs,
    version,
    /** The message as the recruiter edited it; the step's standard message when left out. */
    message: z.string().trim().min(1, 'Message must not be empty.').max(2000, 'Message is at most 2,000 characters.').optional(),
    notify: z.boolean({ error: 'Notify must be true or false.' }).default(true),
  }),
  argSources: {
    new_status: {
      command: 'profile.statusMoves',
      args: (known) => (known.staff_id ? { staff_id: known.staff_id } : undefined),
      options: (r: { moves: z.infer<typeof staffMoveOption>[] }) => r.moves.map((m) => ({ value: m.status, label: m.label, default: m.default, danger: m.danger })),
      reason: (r: { moves: unknown[]; status: number }) => (r.moves.length ? null : `No staff status change is allowed from ${readableStaffStatus(r.status)}.`),
    },
  },
  result: z.object({
    staff_id: z.number().int(),
    status: z.number().int(),
    level_id: z.number().int().nullable(),
    level_name: z.string().nullable(),
    version: z.number().int(),
    updated_at: z.string(),
    notified: z.boolean(),
  }),
});

export const staffStatusCommands = [staffStatusMoves, statusChangeInformation, modifyStaffStatus] as const;
