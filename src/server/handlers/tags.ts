// The tag pool and applicants' tags. staff.tags (read by list filters and columns) mirrors staff_tags and
// is rewritten from it in the same transaction as every change, so the two never disagree. The staff row
// is locked first, so two tag changes on one applicant cannot each miss the other in the mirror.
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { tagCommands } from '../../../commands/tags';
import { notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { staff, staffTags, tags } from '../db/schema';
import { containing } from '../queries/staff-keyword';
import type { HandlerContext, HandlersFor } from './types';

const POOL_LIMIT = 300;

async function lockPerson(db: Queryable, staffId: number): Promise<string[]> {
  const [row] = await db.select({ tags: staff.tags }).from(staff).where(eq(staff.id, staffId)).for('update');
  if (!row) throw notFound('Applicant', staffId);
  return row.tags;
}

async function tagsOf(db: Queryable, staffId: number): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(staffTags)
    .innerJoin(tags, eq(tags.id, staffTags.tagId))
    .where(eq(staffTags.staffId, staffId))
    .orderBy(asc(staffTags.createdAt), asc(staffTags.tagId));
  return rows.map((r) => r.name);
}

/** Rewrites staff.tags from staff_tags and records the change for the audit row. */
async function mirror(ctx: HandlerContext, staffId: number, before: string[]) {
  const tag_list = await tagsOf(ctx.db, staffId);
  await ctx.db.update(staff).set({ tags: tag_list }).where(eq(staff.id, staffId));
  ctx.audit({ entity: 'staff', entityId: staffId, before: { tags: before }, after: { tags: tag_list } });
  return { staff_id: staffId, tag_list };
}

const findTag = async (db: Queryable, name: string) =>
  (await db.select({ id: tags.id, name: tags.name }).from(tags).where(sql`lower(${tags.name}) = lower(${name})`))[0];

export const tagHandlers: HandlersFor<typeof tagCommands> = {
  async 'tag.list'({ staff_id, keyword }, ctx) {
    const uses = sql<number>`count(${staffTags.staffId})::int`;
    const pool = ctx.db
      .select({ name: tags.name, count: uses })
      .from(tags)
      .leftJoin(staffTags, eq(staffTags.tagId, tags.id))
      .where(keyword ? ilike(tags.name, containing(keyword)) : undefined)
      .groupBy(tags.id)
      .orderBy(desc(uses), asc(sql`lower(${tags.name})`))
      .limit(POOL_LIMIT);
    if (staff_id === undefined) return { tag_pool: await pool, tag_list: [] };
    const [row] = await ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.id, staff_id));
    if (!row) throw notFound('Applicant', staff_id);
    const [tag_pool, tag_list] = await Promise.all([pool, tagsOf(ctx.db, staff_id)]);
    return { tag_pool, tag_list };
  },

  async 'tag.add'({ staff_id, tag }, ctx) {
    const before = await lockPerson(ctx.db, staff_id);
    // The pool keeps the first spelling; 'Night shifts' finds 'night shifts'.
    await ctx.db.insert(tags).values({ name: tag }).onConflictDoNothing();
    const found = (await findTag(ctx.db, tag))!;
    const added = await ctx.db.insert(staffTags).values({ staffId: staff_id, tagId: found.id }).onConflictDoNothing().returning({ tagId: staffTags.tagId });
    if (!added.length) return { staff_id, tag_list: await tagsOf(ctx.db, staff_id) };
    return mirror(ctx, staff_id, before);
  },

  async 'tag.delete'({ staff_id, tag }, ctx) {
    const before = await lockPerson(ctx.db, staff_id);
    const found = await findTag(ctx.db, tag);
    const removed = found
      ? await ctx.db.delete(staffTags).where(and(eq(staffTags.staffId, staff_id), eq(staffTags.tagId, found.id))).returning({ tagId: staffTags.tagId })
      : [];
    if (!removed.length) throw notFound(`Tag '${tag}' on applicant`, staff_id);
    // A tag nobody carries leaves the pool, so a typo does not live on in the suggestions.
    const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(staffTags).where(eq(staffTags.tagId, found!.id));
    if (Number(n) === 0) await ctx.db.delete(tags).where(eq(tags.id, found!.id));
    return mirror(ctx, staff_id, before);
  },
};
