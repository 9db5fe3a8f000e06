// Handlers of commands/macro.ts: macros per user over the macros table. The text was checked against the
// catalogue by the args schema; here: who may see (owner, or anyone when shared) and who may change it
// (the owner), one name per owner, versioned edits. The dry run is macro-dry-run.ts.
import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { macroCommands, MacroDetail } from '../../../commands/macro';
import { registry } from '../../../commands';
import { checkMacro } from '../../../commands/macro-check';
import { parseMacro } from '../../../commands/macro-format';
import { forbidden, invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { accounts, macros } from '../db/schema';
import { versionedUpdate } from '../kit/versioned-update';
import { containing } from '../queries/staff-keyword';
import { dryRunMacro, messagesOf } from './macro-dry-run';
import type { HandlerContext, HandlersFor } from './types';

const columns = {
  id: macros.id, name: macros.name, description: macros.description, owner_id: macros.ownerId, owner_name: sql<string>`coalesce(${accounts.name}, '')`,
  shared: macros.shared, step_count: macros.stepCount, version: macros.version, updated_at: macros.updatedAt, text: macros.text,
};

const visibleTo = (accountId: number) => or(eq(macros.ownerId, accountId), eq(macros.shared, true))!;
const me = (ctx: HandlerContext) => ctx.account?.id ?? 0;

async function loadMacro(db: Queryable, id: number, viewer: number): Promise<MacroDetail | undefined> {
  const [row] = await db.select(columns).from(macros).leftJoin(accounts, eq(accounts.id, macros.ownerId)).where(eq(macros.id, id));
  return row && { ...row, mine: row.owner_id === viewer };
}

/** The macro if the caller may see it; not found otherwise (a private macro of another is not told apart). */
async function visibleMacro(ctx: HandlerContext, id: number): Promise<MacroDetail> {
  const row = await loadMacro(ctx.db, id, me(ctx));
  if (!row || (!row.mine && !row.shared)) throw notFound('Macro', id);
  return row;
}

async function ownMacro(ctx: HandlerContext, id: number): Promise<MacroDetail> {
  const row = await visibleMacro(ctx, id);
  if (!row.mine) throw forbidden(`Macro ${id} belongs to ${row.owner_name || 'someone else'}; only its owner can change it. Save a copy to change it.`);
  return row;
}

async function requireFreeName(ctx: HandlerContext, name: string, except?: number): Promise<void> {
  const where = [eq(macros.ownerId, me(ctx)), sql`lower(${macros.name}) = lower(${name})`];
  if (except) where.push(ne(macros.id, except));
  const [taken] = await ctx.db.select({ id: macros.id }).from(macros).where(and(...where)).limit(1);
  if (taken) throw invalidArguments([{ path: 'text', message: `You already have a macro named '${name}' (macro ${taken.id}). Choose another @name.` }]);
}

export const macroHandlers: HandlersFor<typeof macroCommands> = {
  async 'macro.list'({ keyword }, ctx) {
    const where: SQL[] = [visibleTo(me(ctx))];
    if (keyword) where.push(or(ilike(macros.name, containing(keyword)), ilike(macros.description, containing(keyword)))!);
    const { text: _text, ...listed } = columns;
    const rows = await ctx.db.select(listed).from(macros).leftJoin(accounts, eq(accounts.id, macros.ownerId))
      .where(and(...where)).orderBy(desc(sql`${macros.ownerId} = ${me(ctx)}`), macros.name, macros.id).limit(500);
    return { list: rows.map((r) => ({ ...r, mine: r.owner_id === me(ctx) })) };
  },

  async 'macro.get'({ macro_id }, ctx) {
    return visibleMacro(ctx, macro_id);
  },

  async 'macro.save'({ macro_id, version, text }, ctx) {
    const { macro } = parseMacro(text);
    const name = macro.name.trim();
    const fields = { name, description: macro.description.trim(), text, stepCount: macro.steps.length };
    if (macro_id === undefined) {
      await requireFreeName(ctx, name);
      const [inserted] = await ctx.db.insert(macros).values({ ...fields, ownerId: me(ctx) }).returning({ id: macros.id });
      const after = (await loadMacro(ctx.db, inserted.id, me(ctx)))!;
      ctx.audit({ entity: 'macro', entityId: after.id, before: null, after });
      return after;
    }
    await ownMacro(ctx, macro_id);
    await requireFreeName(ctx, name, macro_id);
    return versionedUpdate(ctx, {
      noun: 'Macro', entity: 'macro', id: macro_id, seen: version!, table: macros, load: (db, id) => loadMacro(db, id, me(ctx)),
      change: (before) => (before.text === text ? null : fields),
    });
  },

  async 'macro.delete'({ macro_id }, ctx) {
    const before = await ownMacro(ctx, macro_id);
    await ctx.db.delete(macros).where(eq(macros.id, macro_id));
    ctx.audit({ entity: 'macro', entityId: macro_id, before, after: null });
    return { id: macro_id, deleted: true as const };
  },

  async 'macro.share'({ macro_id, shared, version }, ctx) {
    await ownMacro(ctx, macro_id);
    return versionedUpdate(ctx, {
      noun: 'Macro', entity: 'macro', id: macro_id, seen: version, table: macros, load: (db, id) => loadMacro(db, id, me(ctx)),
      change: (before) => (before.shared === shared ? null : { shared }),
    });
  },

  async 'macro.dryRun'({ macro_id, text, params, rows, mode }, ctx) {
    const source = text ?? (await visibleMacro(ctx, macro_id!)).text;
    // A stored macro is checked again: the catalogue may have changed since it was saved.
    const parsed = checkMacro(source, registry);
    if (parsed.issues.length) throw invalidArguments(parsed.issues.map((i) => ({ path: 'text', message: `line ${i.line}, column ${i.column}: ${i.message}` })));
    const answer = await dryRunMacro(ctx, { macro: parsed.macro, params, rows, mode });
    const ok = answer.filter((r) => r.ok).length;
    return { rows: answer, ok_rows: ok, failed_rows: answer.length - ok, messages: messagesOf(answer, ctx.config.smsSegmentPriceCents) };
  },
};
