// The kit lists of the admin area: users, api entries, menu entries, provider roles and auths.
import { accountTypes } from '../../../domain/enums/account';
import { defineList } from '../generic/screen-spec';

const c = (key: string) => ({ label: `adminArea.column.${key}` });

export const adminUsers = defineList({
  command: 'admin.users',
  kind: 'adminUser',
  testId: 'admin-users',
  show: ['name', 'email', 'account_type', 'status', 'end_date', 'session_count', 'last_seen_at'],
  columns: {
    account_type: { ...c('account_type'), enum: accountTypes }, start_date: c('start_date'), end_date: c('end_date'),
    session_count: c('session_count'), last_seen_at: c('last_seen_at'),
  },
  open: (row) => `/admin/users?adminUser=${row.id}`,
  actions: [{ command: 'admin.editUser', label: 'adminArea.users.edit' }, { command: 'admin.setUserStatus', label: 'adminArea.users.status' }],
  search: 'adminArea.users.search',
});

export const auditLogList = defineList({
  command: 'audit.list',
  kind: 'auditEntry',
  testId: 'audit-log',
  // Where from (source, address) is in the entry beside the list.
  show: ['at', 'outcome', 'account_name', 'title', 'entity', 'entity_id'],
  columns: {
    at: { ...c('at'), format: 'datetime' }, account_name: c('person'), title: c('command'), entity: c('entity'), entity_id: c('entity_id'),
  },
  open: (row) => `/admin/audit?auditEntry=${row.id}`,
  actions: [],
  filters: {
    outcome: { label: 'adminArea.column.outcome', all: 'adminArea.audit.anyOutcome' },
    person: { label: 'adminArea.column.person' }, command: { label: 'adminArea.column.command' },
    entity: { label: 'adminArea.column.entity' }, entity_id: { label: 'adminArea.column.entity_id' },
  },
});

export const adminMenus = defineList({
  command: 'admin.menus',
  kind: 'adminMenu',
  testId: 'admin-menus',
  show: ['path', 'title', 'parent_path', 'command', 'hidden', 'auth_count', 'removed', 'synced_at'],
  columns: {
    path: c('path'), parent_path: c('parent_path'), command: c('command'), hidden: c('hidden'), auth_count: c('auth_count'),
    removed: c('removed'), synced_at: c('synced_at'),
  },
  open: null,
  actions: [],
  search: 'adminArea.menus.search',
  filters: { removed: { label: 'adminArea.column.removed', all: 'adminArea.menus.anyRemoved', true: 'adminArea.menus.removedOnly', false: 'adminArea.menus.current' } },
});

export const adminApis = defineList({
  command: 'admin.apis',
  kind: 'apiEntry',
  testId: 'admin-apis',
  show: ['api', 'title', 'command', 'area', 'domain', 'kind', 'account_types', 'danger'],
  columns: {
    api: c('api'), command: c('command'), area: c('area'), domain: c('domain'), kind: c('kind'), danger: c('danger'),
    account_types: { ...c('account_types'), format: 'tags' },
  },
  open: null,
  actions: [],
  search: 'adminArea.apis.search',
  // Its route row's page (/admin/apis): read live from the catalogue and commands/permissions.ts.
  page: { hint: 'adminArea.apis.hint', testId: 'admin-apis-page' },
});

export const providerRoleList = defineList({
  command: 'role.list',
  kind: 'providerRole',
  testId: 'provider-roles',
  show: ['name', 'provider_name', 'description', 'auth_count', 'active', 'updated_at'],
  columns: { provider_name: c('provider_name'), auth_count: c('auth_count_role'), active: c('active') },
  open: (row) => `/admin/roles?providerRole=${row.id}${row.provider_id ? `&provider=${row.provider_id}` : ''}`,
  actions: [{ command: 'role.edit', label: 'adminArea.users.edit' }, 'role.delete'],
  search: 'adminArea.roles.search',
});

export const providerAuthList = defineList({
  command: 'role.auths',
  kind: 'adminAuth',
  testId: 'provider-auths',
  show: ['group_name', 'code', 'name', 'description', 'menus', 'apis', 'role_count'],
  columns: { group_name: c('group_name'), code: c('code'), menus: c('menus'), apis: c('apis'), role_count: c('role_count') },
  open: null,
  actions: [{ command: 'role.editAuth', label: 'adminArea.users.edit' }, 'role.deleteAuth'],
  search: 'adminArea.roles.searchAuths',
});
