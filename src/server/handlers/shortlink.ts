// Handlers of commands/shortlink.ts over short_links (tables/referrals.ts). Codes are made by
// queries/short-links.ts, the same maker referral links use; /s/<code> is served by public-routes.ts.
import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { shortLinkList, ShortLinkRow, shortlinkCommands } from '../../../commands/shortlink';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { shortLinks } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { containing } from '../queries/staff-keyword';
import { createShortLink, shortUrl } from '../queries/short-links';
import type { HandlerContext, HandlersFor } from './types';

const referralName = sql<string | null>`(select r.name from referral_links r where r.short_link_id = "short_links"."id")`;
const creatorName = sql<string | null>`(select a.name from accounts a where a.id = "short_links"."created_by")`;

const columns = {
  id: shortLinks.id, code: shortLinks.code, target_url: shortLinks.targetUrl, clicks: shortLinks.clicks, last_clicked_at: shortLinks.lastClickedAt,
  disabled: sql<boolean>`(${shortLinks.disabledAt} is not null)`, referral_link_name: referralName, created_by_name: creatorName, created_at: shortLinks.createdAt,
};
type Stored = Omit<ShortLinkRow, 'short_url'>;

const withUrl = (ctx: Pick<HandlerContext, 'config'>) => (row: Stored): ShortLinkRow => ({ ...row, clicks: Number(row.clicks), short_url: shortUrl(ctx, row.code) });

const rows = (db: Queryable) => db.select(columns).from(shortLinks).$dynamic();

async function loadShortLink(db: Queryable, id: number): Promise<Stored | undefined> {
  const [row] = await rows(db).where(eq(shortLinks.id, id));
  return row;
}

const isReferral = sql`exists (select 1 from referral_links r where r.short_link_id = "short_links"."id")`;

const listSpec: PagedListSpec<ParsedArgsOf<typeof shortLinkList>, Stored> = {
  name: 'short_link_list',
  rows,
  matching: (db, cols) => db.select(cols).from(shortLinks).$dynamic(),
  filters: {
    keyword: (k): SQL | undefined => or(eq(shortLinks.code, k), ilike(shortLinks.targetUrl, containing(k)), ilike(sql`coalesce(${referralName}, '')`, containing(k))),
    disabled: (d) => (d ? isNotNull(shortLinks.disabledAt) : isNull(shortLinks.disabledAt)),
    tool_only: (only) => (only ? sql`not ${isReferral}` : undefined),
  },
  sorts: { created_at: shortLinks.createdAt, clicks: shortLinks.clicks, last_clicked_at: sql`coalesce(${shortLinks.lastClickedAt}, '-infinity'::timestamptz)` },
  tieBreak: shortLinks.id,
};

/** Codes of referral and generation links are theirs: the tool shows them but leaves them to /staff/referral. */
function refuseReferral(row: Stored, doing: string) {
  if (row.referral_link_name !== null) {
    throw conflict(`Short link ${row.code} belongs to the referral link '${row.referral_link_name}'; ${doing} it on /staff/referral instead.`);
  }
}

export const shortlinkHandlers: HandlersFor<typeof shortlinkCommands> = {
  async 'shortlink.create'({ url }, ctx) {
    // One code per target: the tool's own live code for this URL is answered again, so its clicks stay together.
    const [existing] = await rows(ctx.db)
      .where(and(eq(shortLinks.targetUrl, url), isNull(shortLinks.disabledAt), sql`not ${isReferral}`))
      .orderBy(shortLinks.id).limit(1);
    if (existing) {
      const item = withUrl(ctx)(existing);
      return { short_link: item.short_url, item, reused: true };
    }
    const made = await createShortLink(ctx.db, url, ctx.account?.id ?? null);
    const item = withUrl(ctx)((await loadShortLink(ctx.db, made.id))!);
    ctx.audit({ entity: 'short_link', entityId: item.id, before: null, after: item });
    return { short_link: item.short_url, item, reused: false };
  },

  async 'shortlink.list'(args, ctx) {
    const page = await pagedList(ctx.db, listSpec, args);
    return { ...page, list: page.list.map(withUrl(ctx)) };
  },

  async 'shortlink.setDisabled'({ short_link_id, disabled }, ctx) {
    await ctx.db.select({ id: shortLinks.id }).from(shortLinks).where(eq(shortLinks.id, short_link_id)).for('update');
    const before = await loadShortLink(ctx.db, short_link_id);
    if (!before) throw notFound('Short link', short_link_id);
    refuseReferral(before, disabled ? 'deactivate' : 'activate');
    if (before.disabled === disabled) return { item: withUrl(ctx)(before) };
    await ctx.db.update(shortLinks).set({ disabledAt: disabled ? sql`now()` : null }).where(eq(shortLinks.id, short_link_id));
    const after = (await loadShortLink(ctx.db, short_link_id))!;
    ctx.audit({ entity: 'short_link', entityId: short_link_id, before, after });
    return { item: withUrl(ctx)(after) };
  },

  async 'shortlink.delete'({ short_link_id }, ctx) {
    const before = await loadShortLink(ctx.db, short_link_id);
    if (!before) throw notFound('Short link', short_link_id);
    refuseReferral(before, 'deactivate');
    await ctx.db.delete(shortLinks).where(eq(shortLinks.id, short_link_id));
    ctx.audit({ entity: 'short_link', entityId: short_link_id, before, after: null });
    return { id: short_link_id, deleted: true as const };
  },
};

