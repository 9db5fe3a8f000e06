// Handlers of commands/masterboard.ts: the board row of each provider (settings and style, created by
// its first save), its QR code, its pool of workers (read from the staff master board entries) and its
// roles. A board that was never saved answers defaults with version 0.
import { and, asc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { ParsedArgsOf } from '../../../commands';
import type { MasterBoardConfig, masterBoardList, masterboardCommands } from '../../../commands/masterboard';
import { conflict, invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { facilities, masterBoardRoles, masterBoards, providers, staff, staffMasterBoardEntries } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { requireProvider } from '../queries/master-board-provider';
import { publicBase } from '../queries/short-links';
import { containing, staffName } from '../queries/staff-keyword';
import type { HandlerContext, HandlersFor } from './types';

// Qualified by hand: drizzle leaves a column unqualified in a one-table select, where "id" would name the subquery's own.
const providerRef = sql.raw('"providers"."id"');
const countShifts = (status: string) => sql<number>`(select count(*)::int from temp_shifts s where s.provider_id = ${providerRef} and s.status = ${status})`;
const countPool = (standing: string) => sql<number>`(select count(distinct e.staff_id)::int from staff_master_board_entries e where e.provider_id = ${providerRef} and e.standing = ${standing})`;

type BoardListRow = {
  id: number; provider_id: number; provider_name: string; provider_status: string; state: string; configured: boolean; enabled: boolean;
  slug: string | null; pending_count: number; open_count: number; preferred_count: number;
};

const listColumns = {
  id: providers.id, provider_id: providers.id, provider_name: providers.name, provider_status: providers.status, state: providers.state,
  configured: sql<boolean>`${masterBoards.id} is not null`, enabled: sql<boolean>`coalesce(${masterBoards.enabled}, false)`, slug: masterBoards.slug,
  pending_count: countShifts('pending_approval'), open_count: countShifts('open'), preferred_count: countPool('preferred'),
};

const listSpec: PagedListSpec<ParsedArgsOf<typeof masterBoardList>, BoardListRow> = {
  name: 'master_board_list',
  rows: (db) => db.select(listColumns).from(providers).leftJoin(masterBoards, eq(masterBoards.providerId, providers.id)).$dynamic(),
  matching: (db, columns) => db.select(columns).from(providers).leftJoin(masterBoards, eq(masterBoards.providerId, providers.id)).$dynamic(),
  filters: {
    keyword: (k) => ilike(providers.name, containing(k)),
    enabled: (on) => (on ? eq(masterBoards.enabled, true) : sql`coalesce(${masterBoards.enabled}, false) = false`),
  },
  sorts: {},
  tieBreak: providers.id,
};

/** 'Bluegum Aged Care Pty Ltd' → 'bluegum-aged-care'. */
export function slugFor(name: string): string {
  const words = name.toLowerCase().replace(/\b(pty|ltd|limited|inc|the)\b/g, ' ').replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);
  const slug = words.join('-').slice(0, 50).replace(/-+$/, '');
  return slug.length >= 3 ? slug : `board-${slug || 'provider'}`;
}

export const boardUrl = (ctx: Pick<HandlerContext, 'config'>, slug: string) => `${publicBase(ctx)}/board/${slug}`;

async function loadBoard(ctx: Pick<HandlerContext, 'db' | 'config'>, providerId: number): Promise<MasterBoardConfig & { board_id: number | null }> {
  const [provider] = await ctx.db.select({
    id: providers.id, name: providers.name, pending: countShifts('pending_approval'), open: countShifts('open'), preferred: countPool('preferred'), blocked: countPool('blocked'),
  }).from(providers).where(eq(providers.id, providerId));
  if (!provider) throw notFound('Provider', providerId);
  const [row] = await ctx.db.select().from(masterBoards).where(eq(masterBoards.providerId, providerId));
  const slug = row?.slug ?? slugFor(provider.name);
  return {
    board_id: row?.id ?? null,
    provider_id: provider.id, provider_name: provider.name, version: row?.version ?? 0,
    enabled: row?.enabled ?? false, slug, title: row?.title ?? `${provider.name} shift board`, intro: row?.intro ?? '',
    require_approval: row?.requireApproval ?? true, show_pay_rate: row?.showPayRate ?? true, release_after_hours: row?.releaseAfterHours ?? 0,
    primary_colour: row?.primaryColour ?? '#1890ff', accent_colour: row?.accentColour ?? '#52c41a', header_text: row?.headerText ?? '',
    layout: (row?.layout ?? 'list') as MasterBoardConfig['layout'], show_facility_address: row?.showFacilityAddress ?? true,
    public_url: boardUrl(ctx, slug), updated_at: row?.updatedAt ?? null,
    pending_count: provider.pending, open_count: provider.open, preferred_count: provider.preferred, blocked_count: provider.blocked,
  };
}

const strip = ({ board_id: _, ...board }: MasterBoardConfig & { board_id: number | null }): MasterBoardConfig => board;

type BoardSet = Partial<typeof masterBoards.$inferInsert>;

/** Saves settings or style: the first save (version 0) creates the row; later ones are versioned updates. */
async function saveBoard(ctx: HandlerContext, providerId: number, seen: number, changes: (before: MasterBoardConfig) => BoardSet): Promise<MasterBoardConfig> {
  const before = await loadBoard(ctx, providerId);
  if (before.version !== seen) {
    throw conflict(`The master board of provider ${providerId} was changed by someone else (now version ${before.version}, you had ${seen}). Reload and try again.`, { current_version: before.version });
  }
  const set = changes(strip(before));
  if (set.slug !== undefined) {
    const [clash] = await ctx.db.select({ providerId: masterBoards.providerId }).from(masterBoards).where(and(eq(masterBoards.slug, set.slug), ne(masterBoards.providerId, providerId)));
    if (clash) throw invalidArguments([{ path: 'slug', message: `The address /board/${set.slug} is taken by another provider's board; choose another.` }]);
  }
  if (before.board_id === null) {
    let slug = set.slug ?? before.slug;
    const [taken] = await ctx.db.select({ id: masterBoards.id }).from(masterBoards).where(eq(masterBoards.slug, slug));
    if (taken) slug = `${slug}-${providerId}`;
    await ctx.db.insert(masterBoards).values({
      providerId, title: before.title, enabled: before.enabled, intro: before.intro, requireApproval: before.require_approval, showPayRate: before.show_pay_rate,
      releaseAfterHours: before.release_after_hours, primaryColour: before.primary_colour, accentColour: before.accent_colour, headerText: before.header_text,
      layout: before.layout, showFacilityAddress: before.show_facility_address, ...set, slug,
    });
  } else {
    if (!Object.keys(set).length) return strip(before);
    // Conditional on the version read, so two editors racing past the check cannot both win.
    const written = await ctx.db.update(masterBoards).set({ ...set, version: seen + 1, updatedAt: sql`now()` })
      .where(and(eq(masterBoards.id, before.board_id), eq(masterBoards.version, seen))).returning({ id: masterBoards.id });
    if (!written.length) throw conflict(`The master board of provider ${providerId} was changed by someone else just now. Reload and try again.`);
  }
  const after = strip(await loadBoard(ctx, providerId));
  ctx.audit({ entity: 'master_board', entityId: providerId, before: strip(before), after });
  return after;
}

/** Only the fields given that differ from what is stored, in the table's spelling. */
function changed<T extends Record<string, unknown>>(given: T, before: MasterBoardConfig, columns: { [K in keyof T]: keyof BoardSet }): BoardSet {
  const set: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns) as [string, string][]) {
    const value = given[key];
    if (value !== undefined && value !== (before as unknown as Record<string, unknown>)[key]) set[column] = value;
  }
  return set as BoardSet;
}

const roleColumns = {
  id: masterBoardRoles.id, provider_id: masterBoardRoles.providerId, name: masterBoardRoles.name, description: masterBoardRoles.description,
  permissions: masterBoardRoles.permissions, updated_at: masterBoardRoles.updatedAt, version: masterBoardRoles.version,
};
const loadRole = async (db: Queryable, id: number) => (await db.select(roleColumns).from(masterBoardRoles).where(eq(masterBoardRoles.id, id)))[0];

async function refuseRoleName(db: Queryable, providerId: number, name: string, except?: number) {
  const where: SQL[] = [eq(masterBoardRoles.providerId, providerId), sql`lower(${masterBoardRoles.name}) = lower(${name})`];
  if (except !== undefined) where.push(ne(masterBoardRoles.id, except));
  const [clash] = await db.select({ id: masterBoardRoles.id }).from(masterBoardRoles).where(and(...where));
  if (clash) throw invalidArguments([{ path: 'name', message: `This board already has a role named ${name}.` }]);
}

export const masterboardHandlers: HandlersFor<typeof masterboardCommands> = {
  'masterboard.list': (args, ctx) => pagedList(ctx.db, listSpec, args),

  async 'masterboard.detail'({ provider_id }, ctx) {
    return { master_board: strip(await loadBoard(ctx, provider_id)) };
  },

  async 'masterboard.editConfig'({ provider_id, version, ...given }, ctx) {
    const master_board = await saveBoard(ctx, provider_id, version, (before) => changed(given, before, {
      enabled: 'enabled', slug: 'slug', title: 'title', intro: 'intro', require_approval: 'requireApproval', show_pay_rate: 'showPayRate', release_after_hours: 'releaseAfterHours',
    }));
    return { master_board };
  },

  async 'masterboard.editStyle'({ provider_id, version, ...given }, ctx) {
    const lower = { ...given, primary_colour: given.primary_colour?.toLowerCase(), accent_colour: given.accent_colour?.toLowerCase() };
    const master_board = await saveBoard(ctx, provider_id, version, (before) => changed(lower, before, {
      primary_colour: 'primaryColour', accent_colour: 'accentColour', header_text: 'headerText', layout: 'layout', show_facility_address: 'showFacilityAddress',
    }));
    return { master_board };
  },

  async 'masterboard.qrcode'({ provider_id }, ctx) {
    const board = await loadBoard(ctx, provider_id);
    // Error correction M survives a creased poster; the margin is the quiet zone scanners need.
    const svg = await QRCode.toString(board.public_url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
    return { url: board.public_url, enabled: board.enabled, svg, title: board.title };
  },

  async 'masterboard.pool'({ provider_id }, ctx) {
    await requireProvider(ctx.db, provider_id);
    const list = await ctx.db.select({
      id: staffMasterBoardEntries.id, staff_id: staff.id, name: staffName, position: staff.position, phone: staff.phone,
      standing: sql<'preferred' | 'blocked'>`${staffMasterBoardEntries.standing}`, priority: staffMasterBoardEntries.priority,
      facility_name: facilities.name, note: staffMasterBoardEntries.note,
    }).from(staffMasterBoardEntries)
      .innerJoin(staff, eq(staff.id, staffMasterBoardEntries.staffId))
      .leftJoin(facilities, eq(facilities.id, staffMasterBoardEntries.facilityId))
      .where(eq(staffMasterBoardEntries.providerId, provider_id))
      .orderBy(asc(staffMasterBoardEntries.standing), sql`${staffMasterBoardEntries.priority} nulls last`, staff.surname, staff.id)
      .limit(1000);
    return { list };
  },

  async 'masterboard.roles'({ provider_id }, ctx) {
    await requireProvider(ctx.db, provider_id);
    const list = await ctx.db.select(roleColumns).from(masterBoardRoles).where(eq(masterBoardRoles.providerId, provider_id)).orderBy(masterBoardRoles.id);
    return { list };
  },

  async 'masterboard.addRole'({ provider_id, name, description, permissions }, ctx) {
    await requireProvider(ctx.db, provider_id);
    await refuseRoleName(ctx.db, provider_id, name);
    const [row] = await ctx.db.insert(masterBoardRoles).values({ providerId: provider_id, name, description: description ?? '', permissions: [...permissions] }).returning({ id: masterBoardRoles.id });
    const role = (await loadRole(ctx.db, row.id))!;
    ctx.audit({ entity: 'master_board_role', entityId: row.id, before: null, after: role });
    return { role };
  },

  async 'masterboard.editRole'({ board_role_id, version, name, description, permissions }, ctx) {
    const current = await loadRole(ctx.db, board_role_id);
    if (current && name !== undefined) await refuseRoleName(ctx.db, current.provider_id, name, board_role_id);
    const role = await versionedUpdate(ctx, {
      noun: 'Board role', entity: 'master_board_role', id: board_role_id, seen: version, table: masterBoardRoles, load: loadRole,
      change: (before) => {
        const set: Partial<typeof masterBoardRoles.$inferInsert> = {};
        if (name !== undefined && name !== before.name) set.name = name;
        if (description !== undefined && description !== before.description) set.description = description;
        if (permissions !== undefined && [...permissions].sort().join() !== [...before.permissions].sort().join()) set.permissions = [...permissions];
        return Object.keys(set).length ? set : null;
      },
    });
    return { role };
  },

  async 'masterboard.deleteRole'({ board_role_id }, ctx) {
    const before = await loadRole(ctx.db, board_role_id);
    if (!before) throw notFound('Board role', board_role_id);
    await ctx.db.delete(masterBoardRoles).where(eq(masterBoardRoles.id, board_role_id));
    ctx.audit({ entity: 'master_board_role', entityId: board_role_id, before, after: null });
    return { id: board_role_id, deleted: true as const };
  },
};
