// Positions (job role categories), their pay levels and the qualifications each requires.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LevelRow, positionCommands } from '../../../../commands/positions';
import { invalidArguments, notFound } from '../../app-error';
import type { Queryable } from '../../db/open';
import { positionLevels, positionQualifications, positions, qualifications, staff } from '../../db/schema';
import { versionedUpdate } from '../../kit/versioned-update';
import type { HandlersFor } from '../types';
import { levelName } from './person';
import { catalogueColumns } from './required-qualifications';

const staffPerLevel = sql<number>`(select count(*)::int from staff s where s.level_id = "position_levels"."id")`;

const levelRows = (db: Queryable) =>
  db
    .select({
      id: positionLevels.id, position_id: positionLevels.positionId, position: positions.name, level: positionLevels.level,
      hourly_rate: positionLevels.hourlyRate, staff_count: staffPerLevel, version: positionLevels.version, updated_at: positionLevels.updatedAt,
    })
    .from(positionLevels)
    .innerJoin(positions, eq(positions.id, positionLevels.positionId))
    .$dynamic();

const withName = <R extends Omit<LevelRow, 'name'>>(row: R): LevelRow => ({ ...row, name: levelName(row.level) });

const loadLevel = async (db: Queryable, id: number): Promise<LevelRow | undefined> => {
  const [row] = await levelRows(db).where(eq(positionLevels.id, id));
  return row && withName(row);
};

async function requirements(db: Queryable, positionId: number) {
  const [position] = await db.select({ id: positions.id, name: positions.name, version: positions.version }).from(positions).where(eq(positions.id, positionId));
  if (!position) throw notFound('Position', positionId);
  const list = await db
    .select({ ...catalogueColumns, required: positionQualifications.required })
    .from(positionQualifications)
    .innerJoin(qualifications, eq(qualifications.id, positionQualifications.qualificationId))
    .where(eq(positionQualifications.positionId, positionId))
    .orderBy(sql`${positionQualifications.required} desc`, asc(qualifications.name));
  return { position_id: position.id, position_name: position.name, version: position.version, qualification_list: list };
}

export const positionHandlers: HandlersFor<typeof positionCommands> = {
  async 'position.list'(_args, ctx) {
    // Written out: drizzle leaves columns unqualified in the select list of a one-table query, which
    // would make these correlated subqueries compare their own columns.
    const id = sql.raw('"positions"."id"');
    const rows = await ctx.db
      .select({
        id: positions.id, name: positions.name, category: positions.category, description: positions.description, version: positions.version,
        level_count: sql<number>`(select count(*)::int from position_levels l where l.position_id = ${id})`,
        min_rate: sql<number | null>`(select min(l.hourly_rate)::float8 from position_levels l where l.position_id = ${id})`,
        max_rate: sql<number | null>`(select max(l.hourly_rate)::float8 from position_levels l where l.position_id = ${id})`,
        required_count: sql<number>`(select count(*)::int from position_qualifications q where q.position_id = ${id} and q.required)`,
      })
      .from(positions)
      .orderBy(asc(positions.sortOrder), asc(positions.name));
    // One pass over staff for every position's head count (staff.position holds the name).
    const counts = await ctx.db.select({ position: sql<string>`lower(${staff.position})`, n: sql<number>`count(*)::int` }).from(staff).groupBy(sql`1`);
    const headCount = new Map(counts.map((c) => [c.position, Number(c.n)]));
    return {
      position_list: rows.map((r) => ({
        ...r,
        min_rate: r.min_rate === null ? null : Number(r.min_rate),
        max_rate: r.max_rate === null ? null : Number(r.max_rate),
        staff_count: headCount.get(r.name.toLowerCase()) ?? 0,
      })),
    };
  },

  async 'position.levels'({ position_id }, ctx) {
    const rows = await levelRows(ctx.db)
      .where(position_id === undefined ? undefined : eq(positionLevels.positionId, position_id))
      .orderBy(asc(positions.sortOrder), asc(positions.name), asc(positionLevels.level));
    return { level_list: rows.map(withName) };
  },

  'position.editLevelRate': ({ level_id, hourly_rate, version }, ctx) =>
    versionedUpdate(ctx, {
      noun: 'Level',
      id: level_id,
      seen: version,
      load: loadLevel,
      table: positionLevels,
      entity: 'position_level',
      change: (before) => (before.hourly_rate === hourly_rate ? null : { hourlyRate: hourly_rate }),
    }),

  'position.qualifications': ({ position_id }, ctx) => requirements(ctx.db, position_id),

  async 'position.saveQualifications'({ position_id, version, qualifications: wanted }, ctx) {
    const known = wanted.length
      ? new Set((await ctx.db.select({ id: qualifications.id }).from(qualifications)).map((q) => q.id))
      : new Set<number>();
    const unknown = wanted.flatMap((q, index) => (known.has(q.qualification_id) ? [] : [{ path: `qualifications.${index}.qualification_id`, message: `Qualification ${q.qualification_id} does not exist.` }]));
    if (unknown.length) throw invalidArguments(unknown);
    const before = await requirements(ctx.db, position_id);
    // The position row carries the version, so two people editing its requirements cannot both win.
    await versionedUpdate(ctx, {
      noun: 'Position',
      id: position_id,
      seen: version,
      load: async (db, id) => (await db.select({ id: positions.id, version: positions.version }).from(positions).where(eq(positions.id, id)))[0],
      table: positions,
      entity: 'position',
      change: () => ({}),
    });
    await ctx.db.delete(positionQualifications).where(and(eq(positionQualifications.positionId, position_id)));
    if (wanted.length) await ctx.db.insert(positionQualifications).values(wanted.map((q) => ({ positionId: position_id, qualificationId: q.qualification_id, required: q.required })));
    const after = await requirements(ctx.db, position_id);
    ctx.audit({ entity: 'position_qualifications', entityId: position_id, before, after });
    return { position_id, version: after.version, qualification_list: after.qualification_list };
  },
};
