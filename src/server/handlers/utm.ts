// Handlers of commands/utm.ts over utm_summaries (tables/devops.ts): one row per day and source / medium /
// campaign; the list's totals and the chart sum in SQL over the same filters as the page.
import { and, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { utmCommands, utmSummaryList, UtmRow } from '../../../commands/utm';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { utmSummaries } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { containing } from '../queries/staff-keyword';
import type { HandlersFor } from './types';

const CHART_SOURCES = 6;
const DEFAULT_CHART_DAYS = 30;
const MAX_CHART_DAYS = 366;
const DAY_MS = 86_400_000;

const creatorName = sql<string | null>`(select a.name from accounts a where a.id = "utm_summaries"."created_by")`;
const columns = {
  id: utmSummaries.id, day: utmSummaries.day, source: utmSummaries.source, medium: utmSummaries.medium, campaign: utmSummaries.campaign,
  visits: utmSummaries.visits, sign_ups: utmSummaries.signUps, applications: utmSummaries.applications, created_by_name: creatorName, created_at: utmSummaries.createdAt,
};
const rows = (db: Queryable) => db.select(columns).from(utmSummaries).$dynamic();

async function loadSummary(db: Queryable, id: number): Promise<UtmRow | undefined> {
  const [row] = await rows(db).where(eq(utmSummaries.id, id));
  return row;
}

type ListArgs = ParsedArgsOf<typeof utmSummaryList>;
const filters: PagedListSpec<ListArgs, UtmRow>['filters'] = {
  keyword: (k) => or(ilike(utmSummaries.source, containing(k)), ilike(utmSummaries.medium, containing(k)), ilike(utmSummaries.campaign, containing(k))),
  source: (s) => eq(utmSummaries.source, s),
  medium: (m) => eq(utmSummaries.medium, m),
  campaign: (c) => eq(utmSummaries.campaign, c),
  date_from: (d) => gte(utmSummaries.day, d),
  date_to: (d) => lte(utmSummaries.day, d),
};

const listSpec: PagedListSpec<ListArgs, UtmRow> = {
  name: 'utm_summary_list',
  rows,
  matching: (db, cols) => db.select(cols).from(utmSummaries).$dynamic(),
  filters,
  sorts: { day: utmSummaries.day, visits: utmSummaries.visits, sign_ups: utmSummaries.signUps, applications: utmSummaries.applications },
  tieBreak: utmSummaries.id,
};

/** The same conditions pagedList applies, for the totals over every matching row. */
function whereOf(args: Partial<Record<keyof typeof filters, unknown>>): SQL | undefined {
  const clauses: SQL[] = [];
  for (const [key, toSql] of Object.entries(filters) as [string, (v: unknown) => SQL | undefined][]) {
    const value = (args as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    const clause = toSql(value);
    if (clause) clauses.push(clause);
  }
  return clauses.length ? and(...clauses) : undefined;
}

const sums = {
  visits: sql<number>`coalesce(sum(${utmSummaries.visits}), 0)::int`,
  sign_ups: sql<number>`coalesce(sum(${utmSummaries.signUps}), 0)::int`,
  applications: sql<number>`coalesce(sum(${utmSummaries.applications}), 0)::int`,
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const utmHandlers: HandlersFor<typeof utmCommands> = {
  async 'utm.list'(args, ctx) {
    const [page, [totals]] = await Promise.all([
      pagedList(ctx.db, listSpec, args),
      ctx.db.select(sums).from(utmSummaries).where(whereOf(args)),
    ]);
    return { ...page, totals };
  },

  async 'utm.add'({ day, source, medium, campaign, visits, sign_ups, applications }, ctx) {
    const key = { day, source, medium: medium ?? '', campaign: campaign ?? '' };
    const [inserted] = await ctx.db.insert(utmSummaries)
      .values({ ...key, visits, signUps: sign_ups, applications, createdBy: ctx.account?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: utmSummaries.id });
    if (!inserted) {
      const [existing] = await ctx.db.select({ id: utmSummaries.id }).from(utmSummaries).where(and(
        eq(utmSummaries.day, key.day), eq(utmSummaries.source, key.source), eq(utmSummaries.medium, key.medium), eq(utmSummaries.campaign, key.campaign),
      ));
      const named = [key.source, key.medium, key.campaign].filter(Boolean).join(' / ');
      throw conflict(`${day} already has a summary for ${named} (UTM summary ${existing?.id ?? '?'}); delete it first to replace its figures.`, { existing_id: existing?.id ?? null });
    }
    const summary = (await loadSummary(ctx.db, inserted.id))!;
    ctx.audit({ entity: 'utm_summary', entityId: summary.id, before: null, after: summary });
    return { summary };
  },

  async 'utm.delete'({ utm_id }, ctx) {
    const before = await loadSummary(ctx.db, utm_id);
    if (!before) throw notFound('UTM summary', utm_id);
    await ctx.db.delete(utmSummaries).where(eq(utmSummaries.id, utm_id));
    ctx.audit({ entity: 'utm_summary', entityId: utm_id, before, after: null });
    return { id: utm_id, deleted: true as const };
  },

  async 'utm.chart'({ date_from, date_to, medium, campaign }, ctx) {
    // Without a range: the 30 days up to the latest day with figures (or today).
    const [{ last }] = await ctx.db.select({ last: sql<string | null>`max(${utmSummaries.day})::text` }).from(utmSummaries);
    const toMs = Date.parse(date_to ?? last ?? isoDay(ctx.now.getTime()));
    let fromMs = date_from ? Date.parse(date_from) : toMs - (DEFAULT_CHART_DAYS - 1) * DAY_MS;
    if ((toMs - fromMs) / DAY_MS + 1 > MAX_CHART_DAYS) fromMs = toMs - (MAX_CHART_DAYS - 1) * DAY_MS;
    const days: string[] = [];
    for (let t = fromMs; t <= toMs; t += DAY_MS) days.push(isoDay(t));
    if (!days.length) return { days, series: [] };
    const where = whereOf({ date_from: days[0], date_to: days[days.length - 1], medium, campaign });
    const perSource = await ctx.db
      .select({ source: utmSummaries.source, day: sql<string>`${utmSummaries.day}::text`, visits: sums.visits, sign_ups: sums.sign_ups })
      .from(utmSummaries).where(where).groupBy(utmSummaries.source, utmSummaries.day);
    const byVisits = new Map<string, number>();
    for (const r of perSource) byVisits.set(r.source, (byVisits.get(r.source) ?? 0) + r.visits);
    const ranked = [...byVisits.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s);
    const shown = ranked.slice(0, CHART_SOURCES);
    const names = ranked.length > CHART_SOURCES ? [...shown, 'other'] : shown;
    const index = new Map(days.map((d, i) => [d, i]));
    const series = names.map((source) => ({ source, visits: days.map(() => 0), sign_ups: days.map(() => 0) }));
    const at = new Map(series.map((s) => [s.source, s]));
    for (const r of perSource) {
      const s = at.get(shown.includes(r.source) ? r.source : 'other')!;
      const i = index.get(r.day)!;
      s.visits[i] += r.visits;
      s.sign_ups[i] += r.sign_ups;
    }
    return { days, series };
  },
};
