// Handlers of commands/role.ts: provider roles (templates and providers' customised copies) holding auths,
// and auths naming console menus and catalogue apis. Codes, menus and apis are checked against what exists,
// so a role cannot hold an auth that is not there and an auth cannot name a call the API does not have.
import { and, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { registry, type ParsedArgsOf } from '../../../commands';
import type { providerAuthList, providerRoleList, roleCommands } from '../../../commands/role';
import { conflict, invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { adminAuths, adminMenus, providerRoles, providers } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { loadVersioned, versionedUpdate } from '../kit/versioned-update';
import { containing } from '../queries/staff-keyword';
import type { HandlersFor } from './types';

type RoleRow = {
  id: number; name: string; description: string; provider_id: number | null; provider_name: string | null; based_on_id: number | null;
  auths: string[]; auth_count: number; active: boolean; updated_at: string; version: number;
};
type AuthRow = { id: number; code: string; name: string; group_name: string; description: string; menus: string[]; apis: string[]; role_count: number; version: number };

const roleColumns = {
  id: providerRoles.id, name: providerRoles.name, description: providerRoles.description, provider_id: providerRoles.providerId,
  provider_name: providers.name, based_on_id: providerRoles.basedOnId, auths: providerRoles.auths,
  auth_count: sql<number>`cardinality(${providerRoles.auths})`, active: providerRoles.active, updated_at: providerRoles.updatedAt, version: providerRoles.version,
};
const roleFrom = (db: Queryable, columns: Record<string, unknown>) =>
  db.select(columns as typeof roleColumns).from(providerRoles).leftJoin(providers, eq(providers.id, providerRoles.providerId)).$dynamic();

async function loadRole(db: Queryable, id: number): Promise<RoleRow | undefined> {
  const [row] = await roleFrom(db, roleColumns).where(eq(providerRoles.id, id));
  return row;
}

const authColumns = {
  id: adminAuths.id, code: adminAuths.code, name: adminAuths.name, group_name: adminAuths.groupName, description: adminAuths.description,
  menus: adminAuths.menus, apis: adminAuths.apis,
  // Qualified by hand: a bare "code" inside the subquery would not be the auth's.
  role_count: sql<number>`(select count(*)::int from provider_roles r where "admin_auths"."code" = any(r.auths))`,
  version: adminAuths.version,
};

async function loadAuth(db: Queryable, id: number): Promise<AuthRow | undefined> {
  const [row] = await db.select(authColumns).from(adminAuths).where(eq(adminAuths.id, id));
  return row;
}

const rolesSpec: PagedListSpec<ParsedArgsOf<typeof providerRoleList>, RoleRow> = {
  name: 'provider_role_list',
  rows: (db) => roleFrom(db, roleColumns),
  matching: (db, columns) => roleFrom(db, columns),
  filters: { keyword: (k) => ilike(providerRoles.name, containing(k)), provider_id: (id) => eq(providerRoles.providerId, id) },
  sorts: {},
  tieBreak: providerRoles.id,
};

const authsSpec: PagedListSpec<ParsedArgsOf<typeof providerAuthList>, AuthRow> = {
  name: 'provider_auth_list',
  rows: (db) => db.select(authColumns).from(adminAuths).$dynamic(),
  matching: (db, columns) => db.select(columns).from(adminAuths).$dynamic(),
  filters: {
    keyword: (k) => or(ilike(adminAuths.code, containing(k)), ilike(adminAuths.name, containing(k)), ilike(adminAuths.groupName, containing(k))),
    group_name: (g) => eq(adminAuths.groupName, g),
  },
  sorts: {},
  tieBreak: adminAuths.id,
};

/** Every code must be an auth; the unknown ones are named on the `auths` field. */
async function requireAuths(db: Queryable, codes: readonly string[]): Promise<string[]> {
  const unique = [...new Set(codes)];
  if (!unique.length) return [];
  const known = new Set((await db.select({ code: adminAuths.code }).from(adminAuths).where(inArray(adminAuths.code, unique))).map((a) => a.code));
  const unknown = unique.filter((c) => !known.has(c));
  if (unknown.length) throw invalidArguments([{ path: 'auths', message: `No such auth: ${unknown.join(', ')}.` }]);
  return unique.sort();
}

/** Menus must be synced console pages and apis calls of the catalogue. */
async function requireTargets(db: Queryable, menus: readonly string[] | undefined, apis: readonly string[] | undefined) {
  const problems = [];
  const unknownApis = (apis ?? []).filter((a) => !registry.byApi.has(a));
  if (unknownApis.length) problems.push({ path: 'apis', message: `No such api: ${unknownApis.join(', ')}.` });
  if (menus?.length) {
    const known = new Set((await db.select({ path: adminMenus.path }).from(adminMenus).where(and(eq(adminMenus.removed, false), inArray(adminMenus.path, [...menus])))).map((m) => m.path));
    const unknown = menus.filter((m) => !known.has(m));
    if (unknown.length) problems.push({ path: 'menus', message: `Not a console page (sync the menus first?): ${unknown.join(', ')}.` });
  }
  if (problems.length) throw invalidArguments(problems);
}

async function requireFreeName(db: Queryable, name: string, providerId: number | null, except?: number) {
  const [taken] = await db
    .select({ id: providerRoles.id })
    .from(providerRoles)
    .where(and(
      providerId === null ? isNull(providerRoles.providerId) : eq(providerRoles.providerId, providerId),
      eq(sql`lower(${providerRoles.name})`, name.toLowerCase()),
      except === undefined ? undefined : sql`${providerRoles.id} <> ${except}`,
    ));
  if (taken) throw conflict(`A role named ${name} already exists there (role ${taken.id}).`, { fields: [{ path: 'name', message: 'Already in use.' }] });
}

async function requireProvider(db: Queryable, id: number) {
  const [row] = await db.select({ id: providers.id, name: providers.name }).from(providers).where(eq(providers.id, id));
  if (!row) throw notFound('Provider', id);
  return row;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export const roleHandlers: HandlersFor<typeof roleCommands> = {
  'role.list': (args, ctx) => pagedList(ctx.db, rolesSpec, args, args.provider_id === undefined ? isNull(providerRoles.providerId) : undefined),

  async 'role.info'({ role_id }, ctx) {
    const role = await loadRole(ctx.db, role_id);
    if (!role) throw notFound('Role', role_id);
    const auths = await ctx.db.select({ code: adminAuths.code, name: adminAuths.name, group: adminAuths.groupName }).from(adminAuths)
      // View before Manage inside each list.
      .orderBy(adminAuths.groupName, sql`${adminAuths.code} not like '%.view'`, adminAuths.code);
    const held = new Set(role.auths);
    const groups = new Map<string, { code: string; name: string; granted: boolean }[]>();
    for (const a of auths) groups.set(a.group, [...(groups.get(a.group) ?? []), { code: a.code, name: a.name, granted: held.has(a.code) }]);
    return { role, groups: [...groups].map(([group_name, list]) => ({ group_name, auths: list })), version: role.version };
  },

  async 'role.add'({ name, description, provider_id, auths }, ctx) {
    if (provider_id !== undefined) await requireProvider(ctx.db, provider_id);
    await requireFreeName(ctx.db, name, provider_id ?? null);
    const codes = await requireAuths(ctx.db, auths);
    const [row] = await ctx.db.insert(providerRoles).values({ name, description: description ?? '', providerId: provider_id ?? null, auths: codes }).returning({ id: providerRoles.id });
    const role = (await loadRole(ctx.db, row.id))!;
    ctx.audit({ entity: 'provider_role', entityId: role.id, before: null, after: role });
    return { role };
  },

  async 'role.edit'({ role_id, version, auths, ...fields }, ctx) {
    const current = await loadVersioned(ctx.db, { noun: 'Role', id: role_id, seen: version, load: loadRole });
    if (fields.name !== undefined && fields.name.toLowerCase() !== current.name.toLowerCase()) await requireFreeName(ctx.db, fields.name, current.provider_id, role_id);
    const codes = auths === undefined ? undefined : await requireAuths(ctx.db, auths);
    const role = await versionedUpdate(ctx, {
      noun: 'Role', entity: 'provider_role', id: role_id, seen: version, table: providerRoles, load: loadRole,
      change: (before) => {
        const set: Partial<typeof providerRoles.$inferInsert> = {};
        if (fields.name !== undefined && fields.name !== before.name) set.name = fields.name;
        if (fields.description !== undefined && fields.description !== before.description) set.description = fields.description;
        if (fields.active !== undefined && fields.active !== before.active) set.active = fields.active;
        if (codes && !same(codes, [...before.auths].sort())) set.auths = codes;
        return Object.keys(set).length ? set : null;
      },
    });
    return { role };
  },

  async 'role.delete'({ role_id, version }, ctx) {
    const before = await loadVersioned(ctx.db, { noun: 'Role', id: role_id, seen: version, load: loadRole });
    const copies = await ctx.db.select({ id: providerRoles.id }).from(providerRoles).where(eq(providerRoles.basedOnId, role_id));
    if (copies.length) throw conflict(`Role ${role_id} (${before.name}) is the template of ${copies.length} provider role(s) (${copies.map((c) => c.id).join(', ')}); delete or detach those first.`);
    await ctx.db.delete(providerRoles).where(and(eq(providerRoles.id, role_id), eq(providerRoles.version, version)));
    ctx.audit({ entity: 'provider_role', entityId: role_id, before, after: null });
    return { deleted: true as const };
  },

  async 'role.customise'({ role_id, provider_id }, ctx) {
    const template = await loadRole(ctx.db, role_id);
    if (!template) throw notFound('Role', role_id);
    if (template.provider_id !== null) throw conflict(`Role ${role_id} already belongs to ${template.provider_name}; customise a template (a role without a provider).`);
    const provider = await requireProvider(ctx.db, provider_id);
    const [existing] = await ctx.db.select({ id: providerRoles.id }).from(providerRoles).where(and(eq(providerRoles.providerId, provider_id), eq(providerRoles.basedOnId, role_id)));
    if (existing) throw conflict(`${provider.name} already has its own copy of ${template.name} (role ${existing.id}).`);
    await requireFreeName(ctx.db, template.name, provider_id);
    const [row] = await ctx.db
      .insert(providerRoles)
      .values({ providerId: provider_id, basedOnId: role_id, name: template.name, description: template.description, auths: template.auths })
      .returning({ id: providerRoles.id });
    const role = (await loadRole(ctx.db, row.id))!;
    ctx.audit({ entity: 'provider_role', entityId: role.id, before: null, after: role });
    return { role };
  },

  'role.auths': (args, ctx) => pagedList(ctx.db, authsSpec, args),

  async 'role.addAuth'({ code, name, group_name, description, menus, apis }, ctx) {
    const [taken] = await ctx.db.select({ id: adminAuths.id }).from(adminAuths).where(eq(adminAuths.code, code));
    if (taken) throw conflict(`Auth code ${code} is already auth ${taken.id}.`, { fields: [{ path: 'code', message: 'Already in use.' }] });
    await requireTargets(ctx.db, menus, apis);
    const [row] = await ctx.db
      .insert(adminAuths)
      .values({ code, name, groupName: group_name, description: description ?? '', menus: [...new Set(menus)], apis: [...new Set(apis)] })
      .returning({ id: adminAuths.id });
    const auth = (await loadAuth(ctx.db, row.id))!;
    ctx.audit({ entity: 'admin_auth', entityId: auth.id, before: null, after: auth });
    return { auth };
  },

  async 'role.editAuth'({ auth_id, version, menus, apis, ...fields }, ctx) {
    await requireTargets(ctx.db, menus, apis);
    const auth = await versionedUpdate(ctx, {
      noun: 'Auth', entity: 'admin_auth', id: auth_id, seen: version, table: adminAuths, load: loadAuth,
      change: (before) => {
        const set: Partial<typeof adminAuths.$inferInsert> = {};
        if (fields.name !== undefined && fields.name !== before.name) set.name = fields.name;
        if (fields.group_name !== undefined && fields.group_name !== before.group_name) set.groupName = fields.group_name;
        if (fields.description !== undefined && fields.description !== before.description) set.description = fields.description;
        if (menus && !same([...new Set(menus)], before.menus)) set.menus = [...new Set(menus)];
        if (apis && !same([...new Set(apis)], before.apis)) set.apis = [...new Set(apis)];
        return Object.keys(set).length ? set : null;
      },
    });
    return { auth };
  },

  async 'role.deleteAuth'({ auth_id, version }, ctx) {
    const before = await loadVersioned(ctx.db, { noun: 'Auth', id: auth_id, seen: version, load: loadAuth });
    if (before.role_count > 0) throw conflict(`Auth ${before.code} is held by ${before.role_count} role(s); take it from them first.`);
    await ctx.db.delete(adminAuths).where(and(eq(adminAuths.id, auth_id), eq(adminAuths.version, version)));
    ctx.audit({ entity: 'admin_auth', entityId: auth_id, before, after: null });
    return { deleted: true as const };
  },
};

