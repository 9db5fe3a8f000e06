// Referral and generation links over the short_links table, and the people who registered through them.
import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { generationLinkList, LinkItem, referralCommands, referralLinkList, referralRegisteredMembers, referredApplicantList } from '../../../commands/referral';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { referralLinks, referralRegistrations, shortLinks, staff } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { loadVersioned } from '../kit/versioned-update';
import { containing, staffName } from '../queries/staff-keyword';
import { createShortLink, registrationUrl, shortUrl } from '../queries/short-links';
import type { HandlerContext, HandlersFor } from './types';

const ENABLED = 10;

const referrerName = sql<string | null>`(select r.first_name || ' ' || r.surname from staff r where r.id = ${referralLinks.referrerStaffId})`;
const registeredCount = sql<number>`(select count(*)::int from referral_registrations g where g.link_id = ${referralLinks.id})`;

const linkColumns = {
  id: referralLinks.id, name: referralLinks.name, channel: referralLinks.channel, note: referralLinks.note, code: shortLinks.code,
  target_url: shortLinks.targetUrl, clicks: shortLinks.clicks, registered_count: registeredCount, referrer_staff_id: referralLinks.referrerStaffId,
  referrer_name: referrerName, active: referralLinks.active, created_at: referralLinks.createdAt, updated_at: referralLinks.updatedAt,
  version: referralLinks.version,
};

type StoredLink = Omit<LinkItem, 'short_url'>;
const withShortUrl = (ctx: Pick<HandlerContext, 'config'>) => (row: StoredLink): LinkItem => ({ ...row, clicks: Number(row.clicks), short_url: shortUrl(ctx, row.code) });

const linkRows = (db: Queryable) => db.select(linkColumns).from(referralLinks).innerJoin(shortLinks, eq(shortLinks.id, referralLinks.shortLinkId)).$dynamic();

async function loadLink(db: Queryable, id: number): Promise<StoredLink | undefined> {
  const [row] = await linkRows(db).where(eq(referralLinks.id, id));
  return row;
}

const linkKeyword = (keyword: string): SQL | undefined =>
  or(ilike(referralLinks.name, containing(keyword)), ilike(referralLinks.channel, containing(keyword)), eq(shortLinks.code, keyword), ilike(sql`coalesce(${referrerName}, '')`, containing(keyword)));

const linkListSpec = <A extends ParsedArgsOf<typeof generationLinkList>>(name: string, extra: Omit<PagedListSpec<A, StoredLink>['filters'], 'keyword' | 'active'>): PagedListSpec<A, StoredLink> => ({
  name,
  rows: linkRows,
  matching: (db, columns) => db.select(columns).from(referralLinks).innerJoin(shortLinks, eq(shortLinks.id, referralLinks.shortLinkId)).$dynamic(),
  filters: { keyword: linkKeyword, active: (active: boolean) => eq(referralLinks.active, active), ...extra } as PagedListSpec<A, StoredLink>['filters'],
  sorts: {} as PagedListSpec<A, StoredLink>['sorts'],
  tieBreak: referralLinks.id,
});

const generationSpec = linkListSpec<ParsedArgsOf<typeof generationLinkList>>('generation_link_list', {});
const referralSpec = linkListSpec<ParsedArgsOf<typeof referralLinkList>>('referral_link_list', {
  referrer_staff_id: (id: number) => eq(referralLinks.referrerStaffId, id),
});

type Member = { id: number; staff_id: number; name: string; email: string; phone: string; position: string; status: number; link_id: number; link_name: string; referrer_staff_id: number | null; referrer_name: string | null; registered_at: string };

const memberColumns = {
  id: staff.id, staff_id: staff.id, name: staffName, email: staff.email, phone: staff.phone, position: staff.position, status: staff.status,
  link_id: referralLinks.id, link_name: referralLinks.name, referrer_staff_id: referralLinks.referrerStaffId, referrer_name: referrerName,
  registered_at: referralRegistrations.registeredAt,
};
const memberFrom = (db: Queryable, columns: Record<string, unknown>) =>
  db.select(columns as typeof memberColumns).from(referralRegistrations)
    .innerJoin(staff, eq(staff.id, referralRegistrations.staffId))
    .innerJoin(referralLinks, eq(referralLinks.id, referralRegistrations.linkId))
    .$dynamic();
const memberKeyword = (keyword: string) => or(ilike(staffName, containing(keyword)), ilike(staff.email, containing(keyword)));

const referredSpec: PagedListSpec<ParsedArgsOf<typeof referredApplicantList>, Member> = {
  name: 'referred_applicant_list',
  rows: (db) => memberFrom(db, memberColumns),
  matching: (db, columns) => memberFrom(db, columns),
  filters: { keyword: memberKeyword, referrer_staff_id: (id) => eq(referralLinks.referrerStaffId, id) },
  sorts: {},
  tieBreak: referralRegistrations.id,
};

const membersSpec: PagedListSpec<ParsedArgsOf<typeof referralRegisteredMembers>, Member> = {
  name: 'referral_registered_members',
  rows: (db) => memberFrom(db, memberColumns),
  matching: (db, columns) => memberFrom(db, columns),
  filters: { keyword: memberKeyword, link_id: (id) => eq(referralLinks.id, id) },
  sorts: {},
  tieBreak: referralRegistrations.id,
};

async function requireReferrer(db: Queryable, staffId: number) {
  const [person] = await db.select({ id: staff.id, name: staffName, status: staff.status }).from(staff).where(eq(staff.id, staffId));
  if (!person) throw notFound('Staff', staffId);
  if (person.status !== ENABLED) throw conflict(`Staff ${staffId} (${person.name}) is not enabled staff; only enabled staff have referral links.`);
  const [existing] = await db
    .select({ id: referralLinks.id })
    .from(referralLinks)
    .where(and(eq(referralLinks.referrerStaffId, staffId), eq(referralLinks.active, true)));
  if (existing) throw conflict(`Staff ${staffId} (${person.name}) already has an active referral link (${existing.id}); deactivate it first.`);
}

export const referralHandlers: HandlersFor<typeof referralCommands> = {
  async 'referral.generationLinks'(args, ctx) {
    const page = await pagedList(ctx.db, generationSpec, args, isNull(referralLinks.referrerStaffId));
    return { ...page, list: page.list.map(withShortUrl(ctx)) };
  },

  async 'referral.links'(args, ctx) {
    const page = await pagedList(ctx.db, referralSpec, args, isNotNull(referralLinks.referrerStaffId));
    return { ...page, list: page.list.map(withShortUrl(ctx)) };
  },

  async 'referral.createGeneration'({ name, channel, note, referrer_staff_id, target_url }, ctx) {
    if (referrer_staff_id !== undefined) await requireReferrer(ctx.db, referrer_staff_id);
    // The link's own id is not known yet: the registration page is told the code, which names it.
    const short = await createShortLink(ctx.db, target_url ?? 'about:blank', ctx.account?.id ?? null);
    const target = target_url ?? registrationUrl(ctx, { ref: short.code });
    await ctx.db.update(shortLinks).set({ targetUrl: target }).where(eq(shortLinks.id, short.id));
    const [inserted] = await ctx.db
      .insert(referralLinks)
      .values({ name, channel: channel ?? '', note: note ?? '', referrerStaffId: referrer_staff_id ?? null, shortLinkId: short.id, createdBy: ctx.account?.id ?? null })
      .returning({ id: referralLinks.id });
    const link = withShortUrl(ctx)((await loadLink(ctx.db, inserted.id))!);
    ctx.audit({ entity: 'referral_link', entityId: link.id, before: null, after: link });
    return { link_item: link };
  },

  async 'referral.editGeneration'({ link_id, version, target_url, ...fields }, ctx) {
    // By hand rather than versionedUpdate: the target lives on the short link's row, and the audit's
    // after image must show both rows as written.
    const before = await loadVersioned(ctx.db, { noun: 'Link', id: link_id, seen: version, load: loadLink });
    const set: Partial<typeof referralLinks.$inferInsert> = {};
    if (fields.name !== undefined && fields.name !== before.name) set.name = fields.name;
    if (fields.channel !== undefined && fields.channel !== before.channel) set.channel = fields.channel;
    if (fields.note !== undefined && fields.note !== before.note) set.note = fields.note;
    if (fields.active !== undefined && fields.active !== before.active) set.active = fields.active;
    const retarget = target_url !== undefined && target_url !== before.target_url;
    if (!Object.keys(set).length && !retarget) return { link_item: withShortUrl(ctx)(before) };
    if (set.active === true && before.referrer_staff_id !== null) await requireReferrer(ctx.db, before.referrer_staff_id);
    const written = await ctx.db
      .update(referralLinks)
      .set({ ...set, version: before.version + 1, updatedAt: sql`now()` })
      .where(and(eq(referralLinks.id, link_id), eq(referralLinks.version, before.version)))
      .returning({ id: referralLinks.id });
    if (!written.length) throw conflict(`Link ${link_id} was changed by someone else just now. Reload and try again.`);
    if (retarget) await ctx.db.update(shortLinks).set({ targetUrl: target_url }).where(eq(shortLinks.code, before.code));
    const after = (await loadLink(ctx.db, link_id))!;
    ctx.audit({ entity: 'referral_link', entityId: link_id, before, after });
    return { link_item: withShortUrl(ctx)(after) };
  },

  'referral.referredApplicants': (args, ctx) => pagedList(ctx.db, referredSpec, args, isNotNull(referralLinks.referrerStaffId)),

  'referral.registeredMembers': (args, ctx) => pagedList(ctx.db, membersSpec, args),
};
