// Handlers of commands/admin.ts: admin users over `accounts` and their `sessions`, the api entries read
// from the catalogue and its permission table, and the menu entries synced from the console's route table.
import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { registry, type ParsedArgsOf, type ResultOf } from '../../../commands';
import type { adminCommands, adminMenuList, adminUserList, AdminUserRow } from '../../../commands/admin';
import { accountsFor, domainOf } from '../../../commands/permissions';
import { accountDateProblem, accountToday } from '../../domain/account-dates';
import { conflict, notFound } from '../app-error';
import { hashPassword } from '../auth/passwords';
import { revokeAccountSessions, sessionEnded } from '../auth/sessions';
import type { Queryable } from '../db/open';
import { accounts, adminMenus, sessions } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { containing } from '../queries/staff-keyword';
import type { HandlerContext, HandlersFor } from './types';

const userColumns = {
  id: accounts.id, name: accounts.name, email: accounts.email, phone: accounts.phone, account_type: accounts.accountType,
  status: accounts.status, start_date: accounts.startDate, end_date: accounts.endDate,
  // Qualified by hand: inside the subquery a bare "id" would be the session's own.
  session_count: sql<number>`(select count(*)::int from sessions s where s.account_id = "accounts"."id")`,
  last_seen_at: sql<string | null>`(select max(s.last_seen_at)::text from sessions s where s.account_id = "accounts"."id")`,
  created_at: accounts.createdAt, version: accounts.version,
};

async function loadUser(db: Queryable, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(userColumns).from(accounts).where(eq(accounts.id, id));
  return row && { ...row, last_seen_at: row.last_seen_at && new Date(row.last_seen_at).toISOString() };
}

const usersSpec: PagedListSpec<ParsedArgsOf<typeof adminUserList>, AdminUserRow> = {
  name: 'admin_user_list',
  rows: (db) => db.select(userColumns).from(accounts).$dynamic(),
  matching: (db, columns) => db.select(columns).from(accounts).$dynamic(),
  filters: {
    keyword: (k) => or(ilike(accounts.name, containing(k)), ilike(accounts.email, containing(k))),
    account_type: (type) => eq(accounts.accountType, type),
    status: (status) => eq(accounts.status, status),
  },
  sorts: {},
  tieBreak: accounts.id,
};

async function requireFreeEmail(db: Queryable, email: string, except?: number) {
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(sql`lower(${accounts.email})`, email.toLowerCase()), except === undefined ? undefined : ne(accounts.id, except)));
  if (taken) throw conflict(`Email address ${email} already belongs to admin user ${taken.id}.`, { fields: [{ path: 'email', message: 'Already in use.' }] });
}

/** Whether the account can sign in today: active and inside its dates. */
const canSignIn = (row: { status: string; start_date: string | null; end_date: string | null }, now: Date) =>
  row.status === 'active' && accountDateProblem(row.start_date, row.end_date, accountToday(now)) === null;

/** No one locks themselves out: their own status and account type stay as they are. */
function refuseSelf(ctx: HandlerContext, userId: number, what: string) {
  if (ctx.account?.id === userId) throw conflict(`You cannot ${what} your own account; ask another super account.`);
}

// The menus in their own order (live ones first, then by their sort number); the command takes no sort.
const menuSpec: PagedListSpec<ParsedArgsOf<typeof adminMenuList>, ResultOf<typeof adminMenuList>['list'][number]> = {
  name: 'admin_menu_list',
  rows: (db) => db
    .select({
      id: adminMenus.id, path: adminMenus.path, title_key: adminMenus.titleKey, title: adminMenus.title, parent_path: adminMenus.parentPath,
      icon: adminMenus.icon, hidden: adminMenus.hidden, sort: adminMenus.sort, command: adminMenus.command, removed: adminMenus.removed,
      auth_count: sql<number>`(select count(*)::int from admin_auths a where "admin_menus"."path" = any(a.menus))`, synced_at: adminMenus.syncedAt,
    })
    .from(adminMenus)
    .$dynamic(),
  matching: (db, columns) => db.select(columns).from(adminMenus).$dynamic(),
  filters: {
    keyword: (keyword) => or(ilike(adminMenus.path, containing(keyword)), ilike(adminMenus.title, containing(keyword))),
    removed: (removed) => eq(adminMenus.removed, removed),
  },
  sorts: {},
  tieBreak: adminMenus.id,
  order: [asc(adminMenus.removed), asc(adminMenus.sort), asc(adminMenus.id)],
};

export const adminHandlers: HandlersFor<typeof adminCommands> = {
  'admin.users': (args, ctx) => pagedList(ctx.db, usersSpec, args).then((page) => ({
    ...page,
    list: page.list.map((row) => ({ ...row, last_seen_at: row.last_seen_at && new Date(row.last_seen_at).toISOString() })),
  })),

  async 'admin.userInfo'({ user_id }, ctx) {
    const user = await loadUser(ctx.db, user_id);
    if (!user) throw notFound('Admin user', user_id);
    const rows = await ctx.db
      .select({ id: sessions.id, tokenHash: sessions.tokenHash, created_at: sessions.createdAt, last_seen_at: sessions.lastSeenAt, expires_at: sessions.expiresAt, client_ip: sessions.clientIp, user_agent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.accountId, user_id))
      .orderBy(sql`${sessions.lastSeenAt} desc`, sessions.id);
    const list = rows.map(({ tokenHash, ...s }) => ({
      ...s, last_seen_at: s.last_seen_at.toISOString(), expires_at: s.expires_at.toISOString(), current: tokenHash === ctx.sessionTokenHash,
    }));
    return { user, sessions: list, version: user.version };
  },

  async 'admin.addUser'({ password, phone, start_date, end_date, ...fields }, ctx) {
    await requireFreeEmail(ctx.db, fields.email);
    const [inserted] = await ctx.db
      .insert(accounts)
      .values({ ...fields, phone: phone ?? '', startDate: start_date ?? null, endDate: end_date ?? null, accountType: fields.account_type, passwordHash: await hashPassword(password) })
      .returning({ id: accounts.id });
    const user = (await loadUser(ctx.db, inserted.id))!;
    ctx.audit({ entity: 'account', entityId: user.id, before: null, after: user });
    return { user };
  },

  async 'admin.editUser'({ user_id, version, password, ...fields }, ctx) {
    if (fields.account_type !== undefined) {
      const [current] = await ctx.db.select({ type: accounts.accountType }).from(accounts).where(eq(accounts.id, user_id));
      if (current && current.type !== fields.account_type) refuseSelf(ctx, user_id, 'change the account type of');
    }
    if (fields.email !== undefined) await requireFreeEmail(ctx.db, fields.email, user_id);
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    let typeChanged = false;
    const user = await versionedUpdate(ctx, {
      noun: 'Admin user', entity: 'account', id: user_id, seen: version, table: accounts, load: loadUser,
      change: (before) => {
        const start = fields.start_date === undefined ? before.start_date : fields.start_date;
        const end = fields.end_date === undefined ? before.end_date : fields.end_date;
        if (start && end && end < start) throw conflict(`End date ${end} is before the start date ${start}.`, { fields: [{ path: 'end_date', message: 'Before the start date.' }] });
        const set: Partial<typeof accounts.$inferInsert> = {};
        if (fields.name !== undefined && fields.name !== before.name) set.name = fields.name;
        if (fields.email !== undefined && fields.email !== before.email) set.email = fields.email;
        if (fields.phone !== undefined && fields.phone !== before.phone) set.phone = fields.phone;
        if (fields.account_type !== undefined && fields.account_type !== before.account_type) {
          set.accountType = fields.account_type;
          typeChanged = true;
        }
        if (start !== before.start_date) set.startDate = start;
        if (end !== before.end_date) set.endDate = end;
        if (passwordHash) set.passwordHash = passwordHash;
        return Object.keys(set).length ? set : null;
      },
    });
    // A new password, or dates that now exclude today, end every session; so does a new account type
    // (the sessions' cached type would otherwise linger for a few seconds).
    const endAll = passwordHash !== undefined || !canSignIn(user, ctx.now) || typeChanged;
    const sessions_ended = endAll && ctx.account?.id !== user_id ? await revokeAccountSessions(ctx.db, user_id) : 0;
    return { user: sessions_ended ? (await loadUser(ctx.db, user_id))! : user, sessions_ended };
  },

  async 'admin.setUserStatus'({ user_id, version, status }, ctx) {
    refuseSelf(ctx, user_id, 'disable or enable');
    const user = await versionedUpdate(ctx, {
      noun: 'Admin user', entity: 'account', id: user_id, seen: version, table: accounts, load: loadUser,
      change: (before) => (before.status === status ? null : { status }),
    });
    const sessions_ended = status === 'inactive' ? await revokeAccountSessions(ctx.db, user_id) : 0;
    return { user: sessions_ended ? (await loadUser(ctx.db, user_id))! : user, sessions_ended };
  },

  async 'admin.endSession'({ user_id, session_id }, ctx) {
    const [ended] = await ctx.db
      .delete(sessions)
      .where(and(eq(sessions.id, session_id), eq(sessions.accountId, user_id)))
      .returning({ tokenHash: sessions.tokenHash, created_at: sessions.createdAt, client_ip: sessions.clientIp, user_agent: sessions.userAgent });
    if (!ended) throw notFound(`Session ${session_id} of admin user`, user_id);
    await sessionEnded(ctx.db, ended.tokenHash);
    const { tokenHash: _t, ...image } = ended;
    ctx.audit({ entity: 'session', entityId: session_id, before: { account_id: user_id, ...image }, after: null });
    const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.accountId, user_id));
    return { ended: true as const, sessions_left: n };
  },

  async 'admin.apis'({ page, page_size, keyword, account_type, domain, kind }, _ctx) {
    const needle = keyword?.toLowerCase();
    const rows = registry.all
      .map((command, i) => ({ command, position: i + 1 }))
      .filter(({ command }) => command.kind !== 'client' && command.api)
      .map(({ command, position }) => ({
        id: position, api: command.api!, command: command.id, title: command.title, area: command.area, domain: domainOf(command) ?? null,
        kind: command.kind, danger: Boolean(command.danger), account_types: command.public ? [] : [...accountsFor(command)],
      }))
      .filter((row) => !needle || [row.api, row.command, row.title, row.area].some((v) => v.toLowerCase().includes(needle)))
      .filter((row) => !account_type || row.account_types.length === 0 || row.account_types.includes(account_type))
      .filter((row) => !domain || row.domain === domain)
      .filter((row) => !kind || row.kind === kind);
    return { list: rows.slice((page - 1) * page_size, page * page_size), total: rows.length, total_estimated: false };
  },

  'admin.menus': (args, ctx) => pagedList(ctx.db, menuSpec, args),

  async 'admin.syncMenus'({ entries }, ctx) {
    const seen = new Set<string>();
    for (const [i, entry] of entries.entries()) {
      if (seen.has(entry.path)) throw conflict(`entries.${i}: path ${entry.path} is listed twice.`, { fields: [{ path: `entries.${i}.path`, message: 'Listed twice.' }] });
      seen.add(entry.path);
    }
    const before = await ctx.db.select().from(adminMenus);
    const byPath = new Map(before.map((m) => [m.path, m]));
    let added = 0;
    let updated = 0;
    for (const [sort, e] of entries.entries()) {
      const values = { titleKey: e.title_key, title: e.title, parentPath: e.parent_path, icon: e.icon, hidden: e.hidden, sort, command: e.command, removed: false };
      const old = byPath.get(e.path);
      if (!old) added++;
      else if (old.titleKey !== e.title_key || old.title !== e.title || old.parentPath !== e.parent_path || old.icon !== e.icon || old.hidden !== e.hidden || old.sort !== sort || old.command !== e.command || old.removed) updated++;
      else continue;
      await ctx.db
        .insert(adminMenus)
        .values({ path: e.path, ...values })
        .onConflictDoUpdate({ target: adminMenus.path, set: { ...values, syncedAt: sql`now()` } });
    }
    const gone = before.filter((m) => !m.removed && !seen.has(m.path)).map((m) => m.path);
    if (gone.length) await ctx.db.update(adminMenus).set({ removed: true, syncedAt: sql`now()` }).where(inArray(adminMenus.path, gone));
    ctx.audit({ entity: 'admin_menus', entityId: 'route-table', before: { count: before.length }, after: { added, updated, removed: gone } });
    return { added, updated, removed: gone.length, total: entries.length };
  },
};
