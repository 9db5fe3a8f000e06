// Provider roles and auths (spec §6 "provider roles, role auth lists (groups), auth …; provider role
// permissions and role customisation per provider", §7 Others "Provider auth and role CRUD"). An auth is
// one permission (its menus and apis); auths are shown grouped into role auth lists; a role holds auths.
// A role without a provider is a platform template; a provider customises one by copying it.
import { z } from 'zod';
import { requiredText } from './application-workflow-fields';
import { defineCommand, type CommandContext } from './define';
import { keyword, page, pageSize, pagedResult, recordId, version } from './fields';

const roleId = recordId('Role id');
const authId = recordId('Auth id');
const providerId = recordId('Provider id');
const onRole = (ctx: CommandContext) => ctx.record?.kind === 'providerRole';
const onAuth = (ctx: CommandContext) => ctx.record?.kind === 'adminAuth';
const fillRecord = (arg: 'role_id' | 'auth_id', on: (ctx: CommandContext) => boolean) => (ctx: CommandContext) => {
  if (!ctx.record || !on(ctx)) return {};
  const seen = ctx.record.fields?.version;
  return typeof seen === 'number' ? { [arg]: ctx.record.id, version: seen } : { [arg]: ctx.record.id };
};

const description = z.string({ error: 'Description must be text.' }).trim().max(500, 'Description is at most 500 characters.');
const authCodes = z.array(z.string({ error: 'Each auth is a code.' }).max(60, 'An auth code is at most 60 characters.'), { error: 'Auths must be a list of codes.' }).max(200, 'At most 200 auths.');
const authCode = z.string({ error: (i) => (i.input === undefined ? 'Code is required.' : 'Code must be text.') }).trim().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, 'Code must be dotted lowercase words, like shifts.view.').max(60, 'Code is at most 60 characters.');
const pathList = z.array(z.string().regex(/^\//, 'A menu is a console path starting with /.').max(200, 'A menu path is at most 200 characters.')).max(100, 'At most 100 menus.');
const apiList = z.array(z.string().regex(/^[a-z0-9_]+$/, 'An api is a snake_case call name.').max(100, 'An api name is at most 100 characters.')).max(500, 'At most 500 apis.');

export const roleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  provider_id: z.number().int().nullable(),
  provider_name: z.string().nullable(),
  based_on_id: z.number().int().nullable(),
  auths: z.array(z.string()),
  auth_count: z.number().int(),
  active: z.boolean(),
  updated_at: z.string(),
  version: z.number().int(),
});

export const authRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  group_name: z.string(),
  description: z.string(),
  menus: z.array(z.string()),
  apis: z.array(z.string()),
  role_count: z.number().int(),
  version: z.number().int(),
});

export const providerRoleList = defineCommand({
  id: 'role.list',
  api: 'provider_role_list',
  title: 'List provider roles',
  area: 'admin',
  kind: 'query',
  keywords: ['roles', 'permissions', 'operator roles', 'templates'],
  args: z.strictObject({
    page, page_size: pageSize, keyword,
    /** One provider's roles (its customised copies); without it, the platform templates. */
    provider_id: providerId.optional(),
  }),
  result: pagedResult(roleRow),
});

export const providerRoleInfo = defineCommand({
  id: 'role.info',
  api: 'provider_role_info',
  title: 'Show provider role',
  area: 'admin',
  kind: 'query',
  when: onRole,
  fill: (ctx) => (onRole(ctx) ? { role_id: ctx.record!.id } : {}),
  recordArg: 'role_id',
  args: z.strictObject({ role_id: roleId }),
  result: z.object({
    role: roleRow,
    /** Every auth, grouped into role auth lists, with whether this role holds it. */
    groups: z.array(z.object({ group_name: z.string(), auths: z.array(z.object({ code: z.string(), name: z.string(), granted: z.boolean() })) })),
    version: z.number().int(),
  }),
});

export const addProviderRole = defineCommand({
  id: 'role.add',
  api: 'add_provider_role',
  title: 'Add provider role',
  area: 'admin',
  kind: 'action',
  keywords: ['new role', 'create role'],
  args: z.strictObject({ name: requiredText('Name', 80), description: description.optional(), provider_id: providerId.optional(), auths: authCodes.default([]) }),
  result: z.object({ role: roleRow }),
});

export const editProviderRole = defineCommand({
  id: 'role.edit',
  api: 'edit_provider_role',
  title: 'Edit provider role',
  area: 'admin',
  kind: 'action',
  reversible: true,
  keywords: ['rename role', 'grant', 'revoke', 'permissions', 'auths'],
  when: onRole,
  fill: fillRecord('role_id', onRole),
  recordArg: 'role_id',
  args: z.strictObject({
    role_id: roleId, version,
    name: requiredText('Name', 80).optional(), description: description.optional(), auths: authCodes.optional(),
    active: z.boolean({ error: 'Active must be true or false.' }).optional(),
  }),
  result: z.object({ role: roleRow }),
});

export const deleteProviderRole = defineCommand({
  id: 'role.delete',
  api: 'delete_provider_role',
  title: 'Delete provider role',
  area: 'admin',
  kind: 'action',
  danger: true,
  keywords: ['remove role'],
  when: onRole,
  fill: fillRecord('role_id', onRole),
  recordArg: 'role_id',
  args: z.strictObject({ role_id: roleId, version }),
  result: z.object({ deleted: z.literal(true) }),
});

export const customiseProviderRole = defineCommand({
  id: 'role.customise',
  api: 'customise_provider_role',
  title: 'Customise role for a provider',
  area: 'admin',
  kind: 'action',
  keywords: ['copy role', 'provider role', 'customise', 'customize'],
  when: onRole,
  fill: (ctx) => (onRole(ctx) ? { role_id: ctx.record!.id } : {}),
  recordArg: 'role_id',
  args: z.strictObject({ role_id: roleId, provider_id: providerId }),
  result: z.object({ role: roleRow }),
});

export const providerAuthList = defineCommand({
  id: 'role.auths',
  api: 'provider_auth_list',
  title: 'List auths',
  area: 'admin',
  kind: 'query',
  keywords: ['auth list', 'groups', 'permissions'],
  args: z.strictObject({ page, page_size: pageSize, keyword, group_name: z.string().trim().max(60, 'Group is at most 60 characters.').optional() }),
  result: pagedResult(authRow),
});

export const addProviderAuth = defineCommand({
  id: 'role.addAuth',
  api: 'add_provider_auth',
  title: 'Add auth',
  area: 'admin',
  kind: 'action',
  keywords: ['new permission', 'auth'],
  args: z.strictObject({
    code: authCode, name: requiredText('Name', 80), group_name: requiredText('Group', 60), description: description.optional(),
    menus: pathList.default([]), apis: apiList.default([]),
  }),
  result: z.object({ auth: authRow }),
});

export const editProviderAuth = defineCommand({
  id: 'role.editAuth',
  api: 'edit_provider_auth',
  title: 'Edit auth',
  area: 'admin',
  kind: 'action',
  reversible: true,
  keywords: ['permission', 'menus', 'apis'],
  when: onAuth,
  fill: fillRecord('auth_id', onAuth),
  recordArg: 'auth_id',
  args: z.strictObject({
    auth_id: authId, version,
    name: requiredText('Name', 80).optional(), group_name: requiredText('Group', 60).optional(), description: description.optional(),
    menus: pathList.optional(), apis: apiList.optional(),
  }),
  result: z.object({ auth: authRow }),
});

export const deleteProviderAuth = defineCommand({
  id: 'role.deleteAuth',
  api: 'delete_provider_auth',
  title: 'Delete auth',
  area: 'admin',
  kind: 'action',
  danger: true,
  keywords: ['remove permission'],
  when: onAuth,
  fill: fillRecord('auth_id', onAuth),
  recordArg: 'auth_id',
  args: z.strictObject({ auth_id: authId, version }),
  result: z.object({ deleted: z.literal(true) }),
});

export const roleCommands = [
  providerRoleList, providerRoleInfo, addProviderRole, editProviderRole, deleteProviderRole, customiseProviderRole,
  providerAuthList, addProviderAuth, editProviderAuth, deleteProviderAuth,
] as const;
