// Master board (spec §2 /provider/master-board and /provider/manage/master-board/:id; §7 "Providers:
// Master board. Style customisation"). A provider's master board is where it offers temp shifts to its
// own pool of workers (the staff it prefers, commands/staff.ts master_board), on a public page at
// /board/<slug> that a QR code in the staff room leads to. Settings and style are one row per
// provider; board roles hold board permissions; shift templates start new temp shifts. Temp shifts
// (commands/temp-shift.ts) are approved before they show. See docs/master-board.md.
import { z } from 'zod';
import { masterBoardLayouts, masterBoardPermissions } from '../src/domain/enums/master-board';
import { optionalText, requiredText } from './application-workflow-fields';
import { defineCommand, type CommandContext } from './define';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, version } from './fields';

const providerId = recordId('Provider id');
const fromProvider = (ctx: CommandContext) => (ctx.record?.kind === 'provider' ? { provider_id: ctx.record.id } : {});
const deleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

export const boardRow = z.object({
  /** The provider's id: a board is one per provider. */
  id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  provider_status: z.string(),
  state: z.string(),
  configured: z.boolean(),
  enabled: z.boolean(),
  slug: z.string().nullable(),
  pending_count: z.number().int(),
  open_count: z.number().int(),
  preferred_count: z.number().int(),
});

export const masterBoardList = defineCommand({
  id: 'masterboard.list',
  api: 'master_board_list',
  title: 'List master boards',
  area: 'masterboard',
  kind: 'query',
  keywords: ['providers', 'boards', 'temp shifts', 'kiosk'],
  args: z.strictObject({ page, page_size: pageSize, keyword, enabled: z.boolean({ error: 'Enabled must be true or false.' }).optional() }),
  result: pagedResult(boardRow),
});

export const masterBoardConfig = z.object({
  provider_id: z.number().int(),
  provider_name: z.string(),
  /** 0 = never saved: the defaults are shown and the first save creates the row. */
  version: z.number().int(),
  enabled: z.boolean(),
  slug: z.string(),
  title: z.string(),
  intro: z.string(),
  require_approval: z.boolean(),
  show_pay_rate: z.boolean(),
  release_after_hours: z.number().int(),
  primary_colour: z.string(),
  accent_colour: z.string(),
  header_text: z.string(),
  layout: codeOf('Layout', masterBoardLayouts),
  show_facility_address: z.boolean(),
  /** Where workers reach the board (PUBLIC_URL + /board/<slug>). */
  public_url: z.string(),
  updated_at: z.string().nullable(),
  pending_count: z.number().int(),
  open_count: z.number().int(),
  preferred_count: z.number().int(),
  blocked_count: z.number().int(),
});
export type MasterBoardConfig = z.infer<typeof masterBoardConfig>;

export const masterBoardDetail = defineCommand({
  id: 'masterboard.detail',
  api: 'master_board_detail',
  title: 'Show master board',
  area: 'masterboard',
  kind: 'query',
  keywords: ['board settings', 'public board'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId }),
  result: z.object({ master_board: masterBoardConfig }),
});

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z
  .string({ error: 'Address name must be text.' })
  .trim()
  .toLowerCase()
  .min(3, 'Address name is at least 3 characters.')
  .max(60, 'Address name is at most 60 characters.')
  .regex(SLUG, 'Address name may hold only letters, digits and single hyphens (like bluegum-care).')
  .describe('The board\u2019s address: /board/<name>');
const flag = (what: string) => z.boolean({ error: `${what} must be true or false.` });

export const editMasterBoardConfig = defineCommand({
  id: 'masterboard.editConfig',
  api: 'edit_master_board_config',
  title: 'Edit master board settings',
  area: 'masterboard',
  kind: 'action',
  reversible: true,
  keywords: ['board settings', 'approval', 'publish', 'enable board'],
  fill: fromProvider,
  args: z.strictObject({
    provider_id: providerId,
    version,
    enabled: flag('Enabled').optional(),
    slug: slug.optional(),
    title: requiredText('Title', 100).optional(),
    intro: optionalText('Introduction', 1000),
    require_approval: flag('Require approval').optional(),
    show_pay_rate: flag('Show pay rate').optional(),
    release_after_hours: z.number({ error: 'Release after must be a number of hours.' }).int('Release after must be whole hours.')
      .min(0, 'Release after is 0 to 168 hours.').max(168, 'Release after is 0 to 168 hours.').optional(),
  }),
  result: z.object({ master_board: masterBoardConfig }),
});

const COLOUR = /^#[0-9a-f]{6}$/i;
const colour = (what: string) => z.string({ error: `${what} must be text.` }).trim().regex(COLOUR, `${what} must be a colour like #1890ff.`);

export const editMasterBoardStyle = defineCommand({
  id: 'masterboard.editStyle',
  api: 'edit_master_board_style',
  title: 'Edit master board style',
  area: 'masterboard',
  kind: 'action',
  reversible: true,
  keywords: ['style customisation', 'colours', 'branding', 'layout'],
  fill: fromProvider,
  args: z.strictObject({
    provider_id: providerId,
    version,
    primary_colour: colour('Primary colour').optional(),
    accent_colour: colour('Accent colour').optional(),
    header_text: optionalText('Header text', 120),
    layout: codeOf('Layout', masterBoardLayouts).optional(),
    show_facility_address: flag('Show facility address').optional(),
  }),
  result: z.object({ master_board: masterBoardConfig }),
});

export const masterBoardQrcode = defineCommand({
  id: 'masterboard.qrcode',
  api: 'master_board_qrcode',
  title: 'Show master board QR code',
  area: 'masterboard',
  kind: 'query',
  keywords: ['qr', 'poster', 'kiosk', 'public link'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId }),
  result: z.object({ url: z.string(), enabled: z.boolean(), svg: z.string(), title: z.string() }),
});

export const boardPoolRow = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  standing: z.enum(['preferred', 'blocked']),
  priority: z.number().int().nullable(),
  facility_name: z.string().nullable(),
  note: z.string(),
});

export const masterBoardPool = defineCommand({
  id: 'masterboard.pool',
  api: 'master_board_pool',
  title: 'List a master board\u2019s workers',
  area: 'masterboard',
  kind: 'query',
  keywords: ['preferred staff', 'blocked staff', 'pool'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId }),
  result: z.object({ list: z.array(boardPoolRow) }),
});

// Board roles and the board permissions each holds (the permission page is a role × permission grid).
const permissionCodes = masterBoardPermissions.codes as unknown as [string, ...string[]];
const PERMISSION_MESSAGE = `Permissions must be some of ${permissionCodes.join(', ')}.`;
const permissions = z
  .array(z.enum(permissionCodes, { error: PERMISSION_MESSAGE }), { error: PERMISSION_MESSAGE })
  .max(permissionCodes.length, PERMISSION_MESSAGE)
  .refine((list) => new Set(list).size === list.length, 'Each permission once.');

export const boardRole = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  updated_at: z.string(),
  version: z.number().int(),
});
const roleId = recordId('Board role id');

export const masterBoardRoleList = defineCommand({
  id: 'masterboard.roles',
  api: 'master_board_role_list',
  title: 'List master board roles',
  area: 'masterboard',
  kind: 'query',
  keywords: ['roles', 'permissions'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId }),
  result: z.object({ list: z.array(boardRole) }),
});

export const addMasterBoardRole = defineCommand({
  id: 'masterboard.addRole',
  api: 'add_master_board_role',
  title: 'Add master board role',
  area: 'masterboard',
  kind: 'action',
  keywords: ['new role', 'permissions'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId, name: requiredText('Name', 60), description: optionalText('Description', 300), permissions: permissions.default([]) }),
  result: z.object({ role: boardRole }),
});

export const editMasterBoardRole = defineCommand({
  id: 'masterboard.editRole',
  api: 'edit_master_board_role',
  title: 'Edit master board role',
  area: 'masterboard',
  kind: 'action',
  reversible: true,
  keywords: ['rename role', 'permissions', 'grant', 'revoke'],
  args: z.strictObject({ board_role_id: roleId, version, name: requiredText('Name', 60).optional(), description: optionalText('Description', 300), permissions: permissions.optional() }),
  result: z.object({ role: boardRole }),
});

export const deleteMasterBoardRole = defineCommand({
  id: 'masterboard.deleteRole',
  api: 'delete_master_board_role',
  title: 'Delete master board role',
  area: 'masterboard',
  kind: 'action',
  danger: true,
  args: z.strictObject({ board_role_id: roleId }),
  result: deleted,
});

export const masterboardCommands = [
  masterBoardList, masterBoardDetail, editMasterBoardConfig, editMasterBoardStyle, masterBoardQrcode, masterBoardPool,
  masterBoardRoleList, addMasterBoardRole, editMasterBoardRole, deleteMasterBoardRole,
] as const;
