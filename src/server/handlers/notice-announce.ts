// Announcements to providers (/tools/announcement-to-provider): the rich text is sanitised, then every
// active operator of the chosen providers gets it by email through the messenger (in this transaction,
// one idempotency key per operator) and as a station notice in their portal inbox.
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { noticeCommands } from '../../../commands/notice';
import { invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { announcements, providerOperators, providers, stationNotices } from '../db/schema';
import { descriptionText, sanitiseDescription } from '../html-sanitise';
import { containing } from '../queries/staff-keyword';
import type { HandlersFor } from './types';

type AnnounceIds = 'notice.announce' | 'notice.announcementProviders';

const activeOperators = sql<number>`(select count(*)::int from provider_operators o where o.provider_id = "providers"."id" and o.status = 'active')`;

async function loadAnnouncement(db: Queryable, id: number) {
  const [row] = await db.select({
    id: announcements.id, title: announcements.title, content: announcements.content, provider_ids: announcements.providerIds,
    provider_names: sql<string[]>`array(select p.name from providers p where p.id = any("announcements"."provider_ids") order by p.name)`,
    operator_count: announcements.operatorCount,
    sent_by_name: sql<string | null>`(select a.name from accounts a where a.id = "announcements"."sent_by")`,
    created_at: announcements.createdAt,
  }).from(announcements).where(eq(announcements.id, id));
  return row;
}

/** The email an operator gets: the announcement with a line saying who it is from. */
function announcementEmail(html: string, providerName: string): string {
  return `${html}<p><em>Sent to ${providerName.replace(/[&<>"']/g, '')} operators by the care console team.</em></p>`;
}

export const announceHandlers: Pick<HandlersFor<typeof noticeCommands>, AnnounceIds> = {
  async 'notice.announcementProviders'({ keyword }, ctx) {
    const list = await ctx.db
      .select({ id: providers.id, name: providers.name, state: providers.state, status: providers.status, operator_count: activeOperators })
      .from(providers)
      .where(and(eq(providers.status, 'enabled'), keyword ? ilike(providers.name, containing(keyword)) : undefined))
      .orderBy(asc(providers.name), asc(providers.id))
      .limit(1000);
    return { provider_list: list };
  },

  async 'notice.announce'({ provider_ids, title, content }, ctx) {
    const html = sanitiseDescription(content);
    if (!descriptionText(html) && !/<(img|iframe)\b/.test(html)) throw invalidArguments([{ path: 'content', message: 'Content is required: write the announcement.' }]);
    const chosen = await ctx.db.select({ id: providers.id, name: providers.name, status: providers.status }).from(providers).where(inArray(providers.id, provider_ids));
    const missing = provider_ids.find((id) => !chosen.some((p) => p.id === id));
    if (missing !== undefined) throw notFound('Provider', missing);
    const disabled = chosen.filter((p) => p.status !== 'enabled');
    if (disabled.length) throw invalidArguments([{ path: 'provider_ids', message: `Announcements go to enabled providers only; ${disabled.map((p) => p.name).join(', ')} ${disabled.length === 1 ? 'is' : 'are'} disabled.` }]);
    const operators = await ctx.db
      .select({ id: providerOperators.id, email: providerOperators.email, providerId: providerOperators.providerId })
      .from(providerOperators)
      .where(and(inArray(providerOperators.providerId, provider_ids), eq(providerOperators.status, 'active')))
      .orderBy(providerOperators.id);
    if (!operators.length) throw invalidArguments([{ path: 'provider_ids', message: 'These providers have no active operators to reach. Add an operator first.' }]);

    const [made] = await ctx.db.insert(announcements).values({
      title, content: html, providerIds: [...provider_ids], operatorCount: operators.length, sentBy: ctx.account?.id ?? null,
    }).returning({ id: announcements.id });
    const names = new Map(chosen.map((p) => [p.id, p.name]));
    const text = descriptionText(html).slice(0, 2000);
    for (const operator of operators) {
      await ctx.adapters.messenger.enqueue(ctx.db, {
        channel: 'email', recipient: operator.email, subject: title, body: announcementEmail(html, names.get(operator.providerId) ?? ''),
        idempotencyKey: `announcement:${made.id}:operator:${operator.id}`, origin: 'notice.announce',
      });
    }
    await ctx.db.insert(stationNotices).values(operators.map((o) => ({
      recipientKind: 'operator', recipientId: o.id, category: 'announcement', title, content: text, announcementId: made.id,
    })));
    const announcement = (await loadAnnouncement(ctx.db, made.id))!;
    ctx.audit({ entity: 'announcement', entityId: made.id, before: null, after: announcement });
    return { announcement };
  },
};
