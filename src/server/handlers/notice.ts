// Handlers of commands/notice.ts: the signed-in account's inbox (station_notices of recipient_kind
// 'account'), group notices to staff, and the announcement list. Announcing is notice-announce.ts.
import { and, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MAX_GROUP_NOTICE, type noticeCommands } from '../../../commands/notice';
import type { groupStaffRow, noticeSend, StaffGroup, StationNotice } from '../../../commands/notice-fields';
import type { z } from 'zod';
import { conflict, invalidArguments, notFound, notLoggedIn } from '../app-error';
import type { Queryable } from '../db/open';
import { announcements, noticeSends, staff, stationNotices } from '../db/schema';
import { pagedList } from '../kit/paged-list';
import { groupFilters, groupFilterSql, staffGroupWhere } from '../queries/staff-group';
import { containing, staffName } from '../queries/staff-keyword';
import { announceHandlers } from './notice-announce';
import type { HandlerContext, HandlersFor } from './types';

// Rows as the database gives them; the answer narrows the text columns to the schema's enums.
type NoticeDbRow = Omit<StationNotice, 'category'> & { category: string };
type GroupDbRow = Omit<z.infer<typeof groupStaffRow>, 'status'> & { status: number };
type SendDbRow = Omit<z.infer<typeof noticeSend>, 'filters'> & { filters: unknown };

function me(ctx: HandlerContext): number {
  if (!ctx.account) throw notLoggedIn();
  return ctx.account.id;
}

const mine = (accountId: number) => and(eq(stationNotices.recipientKind, 'account'), eq(stationNotices.recipientId, accountId))!;

const noticeColumns = {
  id: stationNotices.id, category: stationNotices.category, title: stationNotices.title, content: stationNotices.content,
  link: stationNotices.link, read: sql<boolean>`${stationNotices.readAt} is not null`, read_at: stationNotices.readAt, created_at: stationNotices.createdAt,
};

export async function unreadCount(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stationNotices).where(and(mine(accountId), isNull(stationNotices.readAt)));
  return row.n;
}

const sentBy = sql<string | null>`(select a.name from accounts a where a.id = "notice_sends"."sent_by")`;
const readCount = sql<number>`(select count(*)::int from station_notices n where n.send_id = "notice_sends"."id" and n.read_at is not null)`;
const sendColumns = {
  id: noticeSends.id, title: noticeSends.title, content: noticeSends.content, filters: noticeSends.filters, recipient_count: noticeSends.recipientCount,
  read_count: readCount, sent_by_name: sentBy, created_at: noticeSends.createdAt,
};

async function loadSend(db: Queryable, id: number) {
  const [row] = await db.select(sendColumns).from(noticeSends).where(eq(noticeSends.id, id));
  return row && { ...row, filters: row.filters as Partial<StaffGroup> };
}

const groupColumns = {
  id: staff.id, name: staffName, email: staff.email, phone: staff.phone, status: staff.status, position: staff.position, state: staff.state, created_at: staff.createdAt,
};

export const noticeHandlers: HandlersFor<typeof noticeCommands> = {
  async 'notice.list'({ unread_only, ...list }, ctx) {
    const accountId = me(ctx);
    const [answer, unread] = await Promise.all([
      pagedList<{ page: number; page_size: number; sort_by: 'created_at'; sort_dir: 'asc' | 'desc'; unread_only?: boolean }, NoticeDbRow>(ctx.db, {
        // The account is part of the name: totals are cached per name and filters, and inboxes differ.
        name: `web_station_notices:${accountId}`,
        rows: (db) => db.select(noticeColumns).from(stationNotices).$dynamic(),
        matching: (db, columns) => db.select(columns).from(stationNotices).$dynamic(),
        filters: { unread_only: (v) => (v ? isNull(stationNotices.readAt) : undefined) },
        sorts: { created_at: stationNotices.createdAt },
        tieBreak: stationNotices.id,
      }, { ...list, unread_only }, mine(accountId)),
      unreadCount(ctx.db, accountId),
    ]);
    return { ...answer, list: answer.list.map((n) => ({ ...n, category: n.category as 'system' | 'group' | 'announcement' })), unread };
  },

  async 'notice.unreadCount'(_args, ctx) {
    return { count: await unreadCount(ctx.db, me(ctx)) };
  },

  async 'notice.setRead'({ notice_ids, read }, ctx) {
    const accountId = me(ctx);
    const readAt = read ? sql`now()` : null;
    if (notice_ids) {
      const own = await ctx.db.select({ id: stationNotices.id, read_at: stationNotices.readAt }).from(stationNotices)
        .where(and(mine(accountId), inArray(stationNotices.id, notice_ids))).for('update');
      // Someone else's notice reads as missing: an inbox never reveals another's.
      const missing = notice_ids.find((id) => !own.some((n) => n.id === id));
      if (missing !== undefined) throw notFound('Notice', missing);
      const changing = own.filter((n) => (n.read_at !== null) !== read);
      if (changing.length) {
        const ids = changing.map((n) => n.id);
        const updated = await ctx.db.update(stationNotices).set({ readAt: readAt as never }).where(inArray(stationNotices.id, ids)).returning({ id: stationNotices.id, read_at: stationNotices.readAt });
        for (const n of changing) ctx.audit({ entity: 'station_notice', entityId: n.id, before: { read_at: n.read_at }, after: { read_at: updated.find((u) => u.id === n.id)?.read_at ?? null } });
      }
      return { updated: changing.length, count: await unreadCount(ctx.db, accountId) };
    }
    const changed = await ctx.db.update(stationNotices).set({ readAt: readAt as never })
      .where(and(mine(accountId), read ? isNull(stationNotices.readAt) : isNotNull(stationNotices.readAt)))
      .returning({ id: stationNotices.id });
    const ids = changed.map((n) => n.id);
    // One row for the whole inbox: which notices changed, so undo knows exactly which to flip back.
    if (ids.length) ctx.audit({ entity: 'station_notices', entityId: `account:${accountId}`, before: { [read ? 'unread_ids' : 'read_ids']: ids }, after: { [read ? 'read_ids' : 'unread_ids']: ids } });
    return { updated: ids.length, count: await unreadCount(ctx.db, accountId) };
  },

  async 'notice.groupStaff'(args, ctx) {
    const answer = await pagedList<typeof args, GroupDbRow>(ctx.db, {
      name: 'get_group_staff_list',
      rows: (db) => db.select(groupColumns).from(staff).$dynamic(),
      matching: (db, columns) => db.select(columns).from(staff).$dynamic(),
      filters: groupFilterSql,
      sorts: { created_at: staff.createdAt, name: staffName },
      tieBreak: staff.id,
    }, args);
    return { ...answer, list: answer.list.map((r) => ({ ...r, status: r.status as never })) };
  },

  async 'notice.sendGroup'({ title, content, expected_count, ...group }, ctx) {
    const where = staffGroupWhere(group);
    // An exact count, never the list's estimate: this is who the notice reaches.
    const [{ n }] = await ctx.db.select({ n: count() }).from(staff).where(where);
    if (n === 0) throw invalidArguments([{ path: '', message: 'No staff match this group: widen the filters.' }]);
    if (n > MAX_GROUP_NOTICE) throw invalidArguments([{ path: '', message: `This group has ${n.toLocaleString('en-AU')} people; a notice reaches at most ${MAX_GROUP_NOTICE.toLocaleString('en-AU')}. Narrow the filters.` }]);
    if (expected_count !== undefined && expected_count !== n) {
      throw conflict(`The group now has ${n} people, not the ${expected_count} you saw. Check the group and send again.`, { current_count: n });
    }
    const [made] = await ctx.db.insert(noticeSends).values({ title, content, filters: groupFilters(group), recipientCount: n, sentBy: ctx.account?.id ?? null }).returning({ id: noticeSends.id });
    await ctx.db.execute(sql`
      insert into station_notices (recipient_kind, recipient_id, category, title, content, send_id)
      select 'staff', ${staff.id}, 'group', ${title}, ${content}, ${made.id} from ${staff} where ${where}`);
    const send = (await loadSend(ctx.db, made.id))!;
    ctx.audit({ entity: 'notice_send', entityId: made.id, before: null, after: send });
    return { send };
  },

  async 'notice.sends'({ keyword, ...list }, ctx) {
    const answer = await pagedList<typeof list & { keyword?: string }, SendDbRow>(ctx.db, {
      name: 'group_notice_send_list',
      rows: (db) => db.select(sendColumns).from(noticeSends).$dynamic(),
      matching: (db, columns) => db.select(columns).from(noticeSends).$dynamic(),
      filters: { keyword: (k) => (k ? or(ilike(noticeSends.title, containing(k)), ilike(noticeSends.content, containing(k))) : undefined) },
      sorts: { created_at: noticeSends.createdAt },
      tieBreak: noticeSends.id,
    }, { ...list, keyword });
    return { ...answer, list: answer.list.map((r) => ({ ...r, filters: r.filters as Partial<StaffGroup> })) };
  },

  async 'notice.announcements'({ keyword, ...list }, ctx) {
    const names = sql<string[]>`array(select p.name from providers p where p.id = any("announcements"."provider_ids") order by p.name)`;
    const by = sql<string | null>`(select a.name from accounts a where a.id = "announcements"."sent_by")`;
    const filters: { keyword: (k: string) => SQL | undefined } = {
      keyword: (k) => (k ? or(ilike(announcements.title, containing(k)), ilike(announcements.content, containing(k))) : undefined),
    };
    return pagedList(ctx.db, {
      name: 'announcement_list',
      rows: (db) => db.select({
        id: announcements.id, title: announcements.title, content: announcements.content, provider_ids: announcements.providerIds,
        provider_names: names, operator_count: announcements.operatorCount, sent_by_name: by, created_at: announcements.createdAt,
      }).from(announcements).$dynamic(),
      matching: (db, columns) => db.select(columns).from(announcements).$dynamic(),
      filters,
      sorts: { created_at: announcements.createdAt },
      tieBreak: announcements.id,
    }, { ...list, keyword });
  },

  ...announceHandlers,
};
