// Admin area (spec §6, §7 Others): admin users (accounts of spec §3: type, status, start and end date) and
// their sessions, the api entries (the catalogue with who may call each) and the menu entries (the console's
// route table as last synced). Provider roles and auths are commands/role.ts. docs/admin-area.md.
import { z } from 'zod';
import { accountStatus, accountTypes } from '../src/domain/enums/account';
import { isoDate } from './application-workflow-fields';
import { defineCommand, type CommandContext } from './define';
import { editBack, setBack } from './inverse';
import { codeOf, email, keyword, LETTER_AND_DIGIT, page, PASSWORD_EXAMPLE, pageSize, pagedResult, recordId, version } from './fields';
import { domainAccess } from './permissions';

const userId = recordId('User id');
const onUser = (ctx: CommandContext) => ctx.record?.kind === 'adminUser';
const fillUser = (ctx: CommandContext) => {
  if (!ctx.record || !onUser(ctx)) return {};
  const seen = ctx.record.fields?.version;
  return typeof seen === 'number' ? { user_id: ctx.record.id, version: seen } : { user_id: ctx.record.id };
};

const accountType = codeOf('Account type', accountTypes);
const status = codeOf('Status', accountStatus);
const name = z
  .string({ error: (issue) => (issue.input === undefined ? 'Name is required.' : 'Name must be text.') })
  .trim()
  .min(1, 'Name is required.')
  .max(100, 'Name is at most 100 characters.');
const phone = z.string({ error: 'Phone must be text.' }).trim().max(30, 'Phone is at most 30 characters.');
/** Admin accounts reach everyone's data: longer than the provider portal's rule. */
export const adminPassword = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required.' : 'Password must be text.') })
  .min(12, 'Password must be at least 12 characters.')
  .max(200, 'Password is at most 200 characters.')
  .regex(LETTER_AND_DIGIT, 'Password must contain a letter and a digit.')
  .meta({ examples: [PASSWORD_EXAMPLE] });
const startDate = isoDate('Start date').nullable();
const endDate = isoDate('End date').nullable();

/** End before start is refused with both dates named, on the end date's field. */
const datesInOrder = (v: { start_date?: string | null; end_date?: string | null }, ctx: z.RefinementCtx) => {
  if (v.start_date && v.end_date && v.end_date < v.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: `End date ${v.end_date} is before the start date ${v.start_date}.` });
  }
};

export const adminUserRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  account_type: z.string(),
  status: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  session_count: z.number().int(),
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const sessionRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  client_ip: z.string(),
  user_agent: z.string(),
  /** The session this call came from. */
  current: z.boolean(),
});

const userChange = z.object({ user: adminUserRow, sessions_ended: z.number().int() });

export const adminUserList = defineCommand({
  id: 'admin.users',
  api: 'admin_user_list',
  title: 'List admin users',
  area: 'admin',
  kind: 'query',
  keywords: ['accounts', 'people', 'staff accounts', 'sign in'],
  args: z.strictObject({
    page, page_size: pageSize, keyword,
    account_type: accountType.optional(),
    status: status.optional(),
  }),
  result: pagedResult(adminUserRow),
});

export const adminUserInfo = defineCommand({
  id: 'admin.userInfo',
  api: 'admin_user_info',
  title: 'Show admin user',
  area: 'admin',
  kind: 'query',
  when: onUser,
  fill: (ctx) => (onUser(ctx) ? { user_id: ctx.record!.id } : {}),
  recordArg: 'user_id',
  args: z.strictObject({ user_id: userId }),
  result: z.object({ user: adminUserRow, sessions: z.array(sessionRow), version: z.number().int() }),
});

export const addAdminUser = defineCommand({
  id: 'admin.addUser',
  api: 'add_admin_user',
  title: 'Add admin user',
  area: 'admin',
  kind: 'action',
  keywords: ['new account', 'invite', 'create user'],
  args: z
    .strictObject({
      name, email, phone: phone.optional(), account_type: accountType, password: adminPassword,
      status: status.default('active'), start_date: startDate.optional(), end_date: endDate.optional(),
    })
    .superRefine(datesInOrder),
  result: z.object({ user: adminUserRow }),
});

export const editAdminUser = defineCommand({
  id: 'admin.editUser',
  // A password set by the edit is not taken back (the old one is never kept); the other fields are.
  inverse: editBack('admin.editUser', 'user_id', ['name', 'email', 'phone', 'account_type', 'start_date', 'end_date']),
  api: 'edit_admin_user',
  title: 'Edit admin user',
  area: 'admin',
  kind: 'action',
  reversible: true,
  keywords: ['account type', 'end date', 'reset password', 'rename'],
  when: onUser,
  fill: fillUser,
  recordArg: 'user_id',
  args: z
    .strictObject({
      user_id: userId, version,
      name: name.optional(), email: email.optional(), phone: phone.optional(), account_type: accountType.optional(),
      start_date: startDate.optional(), end_date: endDate.optional(),
      /** A new password; every session of the user ends. */
      password: adminPassword.optional(),
    })
    .superRefine(datesInOrder),
  result: userChange,
});

export const setAdminUserStatus = defineCommand({
  id: 'admin.setUserStatus',
  inverse: setBack('admin.setUserStatus', 'user_id', 'status'),
  api: 'set_admin_user_status',
  title: 'Enable or disable admin user',
  area: 'admin',
  kind: 'action',
  danger: true,
  reversible: true,
  keywords: ['disable', 'enable', 'deactivate', 'lock out', 'inactive', 'active'],
  when: onUser,
  fill: fillUser,
  recordArg: 'user_id',
  args: z.strictObject({ user_id: userId, version, status }),
  result: userChange,
});

export const endAdminSession = defineCommand({
  id: 'admin.endSession',
  api: 'end_admin_user_session',
  title: 'End a session of an admin user',
  area: 'admin',
  kind: 'action',
  danger: true,
  keywords: ['sign out', 'log out', 'revoke', 'kick'],
  args: z.strictObject({ user_id: userId, session_id: recordId('Session id') }),
  result: z.object({ ended: z.literal(true), sessions_left: z.number().int() }),
});

export const apiEntryRow = z.object({
  /** Position in the catalogue (stable for one build). */
  id: z.number().int(),
  api: z.string(),
  command: z.string(),
  title: z.string(),
  area: z.string(),
  domain: z.string().nullable(),
  kind: z.string(),
  danger: z.boolean(),
  account_types: z.array(z.string()),
});

export const adminApiList = defineCommand({
  id: 'admin.apis',
  api: 'admin_api_list',
  title: 'List api entries',
  area: 'admin',
  kind: 'query',
  keywords: ['endpoints', 'permissions', 'account types', 'who may call'],
  args: z.strictObject({
    page, page_size: pageSize, keyword,
    /** Only the calls this account type may make. */
    account_type: accountType.optional(),
    domain: z.enum(Object.keys(domainAccess) as [keyof typeof domainAccess, ...(keyof typeof domainAccess)[]], { error: 'Domain is not one of the permission domains.' }).optional(),
    kind: z.enum(['query', 'action'], { error: 'Kind must be query or action.' }).optional(),
  }),
  result: pagedResult(apiEntryRow),
});

export const menuEntryRow = z.object({
  id: z.number().int(),
  path: z.string(),
  title_key: z.string(),
  title: z.string(),
  parent_path: z.string().nullable(),
  icon: z.string(),
  hidden: z.boolean(),
  sort: z.number().int(),
  command: z.string().nullable(),
  removed: z.boolean(),
  /** Auths that name this page. */
  auth_count: z.number().int(),
  synced_at: z.string(),
});

export const adminMenuList = defineCommand({
  id: 'admin.menus',
  api: 'admin_menu_list',
  title: 'List menu entries',
  area: 'admin',
  kind: 'query',
  keywords: ['routes', 'pages', 'sidebar'],
  args: z.strictObject({ page, page_size: pageSize, keyword, removed: z.boolean({ error: 'Removed must be true or false.' }).optional() }),
  result: pagedResult(menuEntryRow),
});

const routePath = z.string({ error: 'Path must be text.' }).regex(/^\/[A-Za-z0-9/_:*.-]*$/, 'Path must start with / and hold only letters, digits and / _ : * . -').max(200, 'Path is at most 200 characters.');

export const syncAdminMenus = defineCommand({
  id: 'admin.syncMenus',
  api: 'sync_admin_menus',
  title: 'Sync menu entries from the route table',
  area: 'admin',
  kind: 'action',
  keywords: ['routes', 'refresh menus', 'import pages'],
  args: z.strictObject({
    entries: z
      .array(
        z.strictObject({
          path: routePath,
          title_key: z.string({ error: 'Title key must be text.' }).min(1, 'Title key is required.').max(100, 'Title key is at most 100 characters.'),
          title: z.string({ error: 'Title must be text.' }).min(1, 'Title is required.').max(200, 'Title is at most 200 characters.'),
          parent_path: routePath.nullable(),
          icon: z.string().max(40, 'Icon is at most 40 characters.').default(''),
          hidden: z.boolean().default(false),
          command: z.string().max(100, 'Command is at most 100 characters.').nullable().default(null),
        }),
      )
      .min(1, 'The route table has no entries.')
      .max(1000, 'At most 1,000 entries.'),
  }),
  result: z.object({ added: z.number().int(), updated: z.number().int(), removed: z.number().int(), total: z.number().int() }),
});

export const adminCommands = [
  adminUserList, adminUserInfo, addAdminUser, editAdminUser, setAdminUserStatus, endAdminSession, adminApiList, adminMenuList, syncAdminMenus,
] as const;
