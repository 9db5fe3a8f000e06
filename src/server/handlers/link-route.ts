// Handlers of commands/link-route.ts over link_routes (tables/devops.ts); public-routes.ts serves the
// paths. Paths are unique: a taken path is refused on the path field, naming the route that has it.
import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { linkRouteCommands, linkRouteList, LinkRouteRow } from '../../../commands/link-route';
import { conflict, invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { linkRoutes } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { containing } from '../queries/staff-keyword';
import { publicBase } from '../queries/short-links';
import type { HandlerContext, HandlersFor } from './types';

const creatorName = sql<string | null>`(select a.name from accounts a where a.id = "link_routes"."created_by")`;
const columns = {
  id: linkRoutes.id, path: linkRoutes.path, target_url: linkRoutes.targetUrl, note: linkRoutes.note, active: linkRoutes.active, hits: linkRoutes.hits,
  last_hit_at: linkRoutes.lastHitAt, created_by_name: creatorName, created_at: linkRoutes.createdAt, updated_at: linkRoutes.updatedAt, version: linkRoutes.version,
};
type Stored = Omit<LinkRouteRow, 'url'>;

const withUrl = (ctx: Pick<HandlerContext, 'config'>) => (row: Stored): LinkRouteRow => ({ ...row, hits: Number(row.hits), url: `${publicBase(ctx)}${row.path}` });
const rows = (db: Queryable) => db.select(columns).from(linkRoutes).$dynamic();

async function loadRoute(db: Queryable, id: number): Promise<Stored | undefined> {
  const [row] = await rows(db).where(eq(linkRoutes.id, id));
  return row && { ...row, hits: Number(row.hits) };
}

async function requireFreePath(db: Queryable, path: string, except?: number) {
  const [taken] = await db.select({ id: linkRoutes.id }).from(linkRoutes)
    .where(except === undefined ? eq(linkRoutes.path, path) : and(eq(linkRoutes.path, path), ne(linkRoutes.id, except)));
  if (taken) throw invalidArguments([{ path: 'path', message: `Path ${path} is already routed (link route ${taken.id}); choose another or edit that one.` }]);
}

const listSpec: PagedListSpec<ParsedArgsOf<typeof linkRouteList>, Stored> = {
  name: 'link_route_list',
  rows,
  matching: (db, cols) => db.select(cols).from(linkRoutes).$dynamic(),
  filters: {
    keyword: (k) => or(ilike(linkRoutes.path, containing(k)), ilike(linkRoutes.targetUrl, containing(k)), ilike(linkRoutes.note, containing(k))),
    active: (a) => eq(linkRoutes.active, a),
  },
  sorts: { created_at: linkRoutes.createdAt, path: linkRoutes.path, hits: linkRoutes.hits, last_hit_at: sql`coalesce(${linkRoutes.lastHitAt}, '-infinity'::timestamptz)` },
  tieBreak: linkRoutes.id,
};

export const linkRouteHandlers: HandlersFor<typeof linkRouteCommands> = {
  async 'linkroute.list'(args, ctx) {
    const page = await pagedList(ctx.db, listSpec, args);
    return { ...page, list: page.list.map(withUrl(ctx)) };
  },

  async 'linkroute.add'({ path, target_url, note, active }, ctx) {
    await requireFreePath(ctx.db, path);
    const [inserted] = await ctx.db.insert(linkRoutes)
      .values({ path, targetUrl: target_url, note: note ?? '', active: active ?? true, createdBy: ctx.account?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: linkRoutes.id });
    // Two adds of one path at once: the second finds the first's row only after it commits.
    if (!inserted) {
      await requireFreePath(ctx.db, path);
      throw conflict(`Path ${path} was routed by someone else just now. Reload and try again.`);
    }
    const route = (await loadRoute(ctx.db, inserted.id))!;
    ctx.audit({ entity: 'link_route', entityId: route.id, before: null, after: route });
    return { route: withUrl(ctx)(route) };
  },

  async 'linkroute.edit'({ route_id, version, ...fields }, ctx) {
    if (fields.path !== undefined) await requireFreePath(ctx.db, fields.path, route_id);
    const route = await versionedUpdate(ctx, {
      noun: 'Link route', entity: 'link_route', id: route_id, seen: version, table: linkRoutes, load: loadRoute,
      change: (before) => {
        const set: Partial<typeof linkRoutes.$inferInsert> = {};
        if (fields.path !== undefined && fields.path !== before.path) set.path = fields.path;
        if (fields.target_url !== undefined && fields.target_url !== before.target_url) set.targetUrl = fields.target_url;
        if (fields.note !== undefined && fields.note !== before.note) set.note = fields.note;
        if (fields.active !== undefined && fields.active !== before.active) set.active = fields.active;
        return Object.keys(set).length ? set : null;
      },
    });
    return { route: withUrl(ctx)(route) };
  },

  async 'linkroute.delete'({ route_id }, ctx) {
    const before = await loadRoute(ctx.db, route_id);
    if (!before) throw notFound('Link route', route_id);
    await ctx.db.delete(linkRoutes).where(eq(linkRoutes.id, route_id));
    ctx.audit({ entity: 'link_route', entityId: route_id, before, after: null });
    return { id: route_id, deleted: true as const };
  },
};
