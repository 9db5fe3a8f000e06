// Handlers of commands/tempshift.ts: shift templates and temp shifts of a provider's master board.
// A new shift starts awaiting approval when the board requires it (the default), open otherwise; status
// moves follow the domain table; the CSV import is in tempshift-import.ts, its dry run in tempshift-import-dry-run.ts.
import { and, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ParsedArgsOf } from '../../../commands';
import type { TempShift, tempShiftList, tempshiftCommands } from '../../../commands/tempshift';
import { dollars, EDITABLE_TEMP_SHIFT, paidMinutes, shiftTimeProblem, tempShiftMove, tempShiftMoves, type TempShiftStatus } from '../../domain/temp-shift-rules';
import { conflict, invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { accounts, facilities, masterBoardTemplates, providers, tempShifts } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { needsApproval, requireFacilityOf, requireProvider } from '../queries/master-board-provider';
import { containing } from '../queries/staff-keyword';
import { importTempShiftsCsv } from './tempshift-import';
import { dryRunTempShiftImport } from './tempshift-import-dry-run';
import type { HandlerContext, HandlersFor } from './types';

const creator = alias(accounts, 'creator');
const decider = alias(accounts, 'decider');

const shiftColumns = {
  id: tempShifts.id, provider_id: tempShifts.providerId, provider_name: providers.name, facility_id: tempShifts.facilityId, facility_name: facilities.name,
  position: tempShifts.position, shift_date: tempShifts.shiftDate, start_time: tempShifts.startTime, end_time: tempShifts.endTime,
  break_minutes: tempShifts.breakMinutes, hourly_rate_cents: tempShifts.hourlyRateCents, headcount: tempShifts.headcount, status: tempShifts.status,
  status_reason: tempShifts.statusReason, source: tempShifts.source, note: tempShifts.note, created_by_name: creator.name, decided_by_name: decider.name,
  decided_at: tempShifts.decidedAt, created_at: tempShifts.createdAt, updated_at: tempShifts.updatedAt, version: tempShifts.version,
};
type StoredShift = Omit<TempShift, 'paid_hours' | 'status' | 'hourly_rate'> & { status: string };

const shiftRows = (db: Queryable) =>
  db.select(shiftColumns).from(tempShifts)
    .innerJoin(providers, eq(providers.id, tempShifts.providerId))
    .innerJoin(facilities, eq(facilities.id, tempShifts.facilityId))
    .leftJoin(creator, eq(creator.id, tempShifts.createdBy))
    .leftJoin(decider, eq(decider.id, tempShifts.decidedBy))
    .$dynamic();

const withHours = (row: StoredShift): TempShift => ({
  ...row, status: row.status as TempShiftStatus, hourly_rate: dollars(row.hourly_rate_cents), paid_hours: Math.round(paidMinutes(row.start_time, row.end_time, row.break_minutes) / 15) / 4,
});

async function loadShift(db: Queryable, id: number): Promise<TempShift | undefined> {
  const [row] = await shiftRows(db).where(eq(tempShifts.id, id));
  return row && withHours(row);
}

const listSpec: PagedListSpec<ParsedArgsOf<typeof tempShiftList>, StoredShift> = {
  name: 'temp_shift_list',
  rows: shiftRows,
  matching: (db, columns) => db.select(columns).from(tempShifts).innerJoin(facilities, eq(facilities.id, tempShifts.facilityId)).$dynamic(),
  filters: {
    keyword: (k) => or(ilike(tempShifts.position, containing(k)), ilike(facilities.name, containing(k)), ilike(tempShifts.note, containing(k))),
    provider_id: (id) => eq(tempShifts.providerId, id),
    status: (s) => eq(tempShifts.status, s),
    date_from: (d) => gte(tempShifts.shiftDate, d),
    date_to: (d) => lte(tempShifts.shiftDate, d),
  },
  sorts: { shift_date: tempShifts.shiftDate, created_at: tempShifts.createdAt },
  tieBreak: tempShifts.id,
};

const templateColumns = {
  id: masterBoardTemplates.id, provider_id: masterBoardTemplates.providerId, name: masterBoardTemplates.name, facility_id: masterBoardTemplates.facilityId,
  facility_name: facilities.name, position: masterBoardTemplates.position, start_time: masterBoardTemplates.startTime, end_time: masterBoardTemplates.endTime,
  break_minutes: masterBoardTemplates.breakMinutes, hourly_rate_cents: masterBoardTemplates.hourlyRateCents, headcount: masterBoardTemplates.headcount,
  note: masterBoardTemplates.note, updated_at: masterBoardTemplates.updatedAt, version: masterBoardTemplates.version,
};
const templateRows = (db: Queryable) => db.select(templateColumns).from(masterBoardTemplates).leftJoin(facilities, eq(facilities.id, masterBoardTemplates.facilityId)).$dynamic();
const loadTemplate = async (db: Queryable, id: number) => (await templateRows(db).where(eq(masterBoardTemplates.id, id)))[0];

async function refuseTemplateName(db: Queryable, providerId: number, name: string, except?: number) {
  const [clash] = await db.select({ id: masterBoardTemplates.id }).from(masterBoardTemplates)
    .where(and(eq(masterBoardTemplates.providerId, providerId), sql`lower(${masterBoardTemplates.name}) = lower(${name})`, except ? sql`${masterBoardTemplates.id} <> ${except}` : undefined));
  if (clash) throw invalidArguments([{ path: 'name', message: `This board already has a template named ${name}.` }]);
}

function refuseTimes(start: string, end: string, breakMinutes: number) {
  const problem = shiftTimeProblem(start, end, breakMinutes);
  if (problem) throw invalidArguments([{ path: 'end_time', message: problem }]);
}

/** Leaving pending_approval is the approval decision: who and when are kept. */
function decision(ctx: HandlerContext, from: string) {
  return from === 'pending_approval' ? { decidedBy: ctx.account?.id ?? null, decidedAt: sql`now()` as unknown as string } : {};
}

export const tempshiftHandlers: HandlersFor<typeof tempshiftCommands> = {
  async 'tempshift.templates'({ provider_id }, ctx) {
    await requireProvider(ctx.db, provider_id);
    const list = await templateRows(ctx.db).where(eq(masterBoardTemplates.providerId, provider_id)).orderBy(masterBoardTemplates.name);
    return { list };
  },

  async 'tempshift.addTemplate'({ provider_id, facility_id, ...fields }, ctx) {
    await requireProvider(ctx.db, provider_id);
    if (facility_id) await requireFacilityOf(ctx.db, provider_id, facility_id);
    await refuseTemplateName(ctx.db, provider_id, fields.name);
    refuseTimes(fields.start_time, fields.end_time, fields.break_minutes);
    const [row] = await ctx.db.insert(masterBoardTemplates).values({
      providerId: provider_id, facilityId: facility_id ?? null, name: fields.name, position: fields.position, startTime: fields.start_time, endTime: fields.end_time,
      breakMinutes: fields.break_minutes, hourlyRateCents: fields.hourly_rate_cents, headcount: fields.headcount, note: fields.note ?? '',
    }).returning({ id: masterBoardTemplates.id });
    const template = (await loadTemplate(ctx.db, row.id))!;
    ctx.audit({ entity: 'master_board_template', entityId: row.id, before: null, after: template });
    return { template };
  },

  async 'tempshift.editTemplate'({ template_id, version, ...fields }, ctx) {
    const current = await loadTemplate(ctx.db, template_id);
    if (current && fields.name !== undefined) await refuseTemplateName(ctx.db, current.provider_id, fields.name, template_id);
    if (current && fields.facility_id) await requireFacilityOf(ctx.db, current.provider_id, fields.facility_id);
    const template = await versionedUpdate(ctx, {
      noun: 'Shift template', entity: 'master_board_template', id: template_id, seen: version, table: masterBoardTemplates, load: loadTemplate,
      change: (before) => {
        const next = { ...before, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) } as typeof before;
        refuseTimes(next.start_time, next.end_time, next.break_minutes);
        const set: Partial<typeof masterBoardTemplates.$inferInsert> = {
          name: next.name, facilityId: next.facility_id, position: next.position, startTime: next.start_time, endTime: next.end_time,
          breakMinutes: next.break_minutes, hourlyRateCents: next.hourly_rate_cents, headcount: next.headcount, note: next.note,
        };
        const same = JSON.stringify({ ...before, updated_at: 0 }) === JSON.stringify({ ...next, updated_at: 0 });
        return same ? null : set;
      },
    });
    return { template };
  },

  async 'tempshift.deleteTemplate'({ template_id }, ctx) {
    const before = await loadTemplate(ctx.db, template_id);
    if (!before) throw notFound('Shift template', template_id);
    await ctx.db.delete(masterBoardTemplates).where(eq(masterBoardTemplates.id, template_id));
    ctx.audit({ entity: 'master_board_template', entityId: template_id, before, after: null });
    return { id: template_id, deleted: true as const };
  },

  async 'tempshift.list'(args, ctx) {
    const page = await pagedList(ctx.db, listSpec, args);
    return { ...page, list: page.list.map(withHours) };
  },

  async 'tempshift.detail'({ temp_shift_id }, ctx) {
    const shift = await loadShift(ctx.db, temp_shift_id);
    if (!shift) throw notFound('Temp shift', temp_shift_id);
    const moves = tempShiftMoves[shift.status].map((m) => ({ to: m.to, verb: m.verb, needs_reason: m.needsReason, danger: m.danger }));
    return { temp_shift: shift, version: shift.version, moves };
  },

  async 'tempshift.add'({ provider_id, template_id, ...fields }, ctx) {
    await requireProvider(ctx.db, provider_id);
    await requireFacilityOf(ctx.db, provider_id, fields.facility_id);
    if (template_id) {
      const template = await loadTemplate(ctx.db, template_id);
      if (!template || template.provider_id !== provider_id) throw invalidArguments([{ path: 'template_id', message: `Shift template ${template_id} is not one of this board's templates.` }]);
    }
    refuseTimes(fields.start_time, fields.end_time, fields.break_minutes);
    const status: TempShiftStatus = (await needsApproval(ctx.db, provider_id)) ? 'pending_approval' : 'open';
    const [row] = await ctx.db.insert(tempShifts).values({
      providerId: provider_id, facilityId: fields.facility_id, templateId: template_id ?? null, position: fields.position, shiftDate: fields.shift_date,
      startTime: fields.start_time, endTime: fields.end_time, breakMinutes: fields.break_minutes, hourlyRateCents: fields.hourly_rate_cents,
      headcount: fields.headcount, note: fields.note ?? '', status, source: template_id ? 'template' : 'console', createdBy: ctx.account?.id ?? null,
    }).returning({ id: tempShifts.id });
    const temp_shift = (await loadShift(ctx.db, row.id))!;
    ctx.audit({ entity: 'temp_shift', entityId: row.id, before: null, after: temp_shift });
    return { temp_shift };
  },

  async 'tempshift.edit'({ temp_shift_id, version, ...fields }, ctx) {
    const current = await loadShift(ctx.db, temp_shift_id);
    if (current && fields.facility_id) await requireFacilityOf(ctx.db, current.provider_id, fields.facility_id);
    const temp_shift = await versionedUpdate(ctx, {
      noun: 'Temp shift', entity: 'temp_shift', id: temp_shift_id, seen: version, table: tempShifts, load: loadShift,
      change: (before) => {
        if (!EDITABLE_TEMP_SHIFT.includes(before.status)) throw conflict(`Temp shift ${temp_shift_id} is ${before.status}; only shifts awaiting approval, open or rejected can be edited.`);
        const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<typeof fields>;
        const next = { ...before, ...given };
        refuseTimes(next.start_time, next.end_time, next.break_minutes);
        const set: Partial<typeof tempShifts.$inferInsert> = {};
        const map = { facility_id: 'facilityId', position: 'position', shift_date: 'shiftDate', start_time: 'startTime', end_time: 'endTime', break_minutes: 'breakMinutes', hourly_rate_cents: 'hourlyRateCents', headcount: 'headcount', note: 'note' } as const;
        for (const [key, column] of Object.entries(map) as [keyof typeof map, (typeof map)[keyof typeof map]][]) {
          if (given[key] !== undefined && given[key] !== before[key]) (set as Record<string, unknown>)[column] = given[key];
        }
        return Object.keys(set).length ? set : null;
      },
    });
    return { temp_shift };
  },

  async 'tempshift.changeStatus'({ temp_shift_id, version, status, reason }, ctx) {
    const temp_shift = await versionedUpdate(ctx, {
      noun: 'Temp shift', entity: 'temp_shift', id: temp_shift_id, seen: version, table: tempShifts, load: loadShift,
      change: (before) => {
        const move = tempShiftMove(before.status, status);
        if (!move) {
          const allowed = tempShiftMoves[before.status].map((m) => m.to).join(', ') || 'none';
          throw conflict(`A temp shift cannot go from ${before.status} to ${status} (allowed: ${allowed}).`);
        }
        if (move.needsReason && !reason) throw invalidArguments([{ path: 'reason', message: `Reason is required to ${move.verb.toLowerCase()} a shift: say why.` }]);
        return { status, statusReason: reason ?? '', ...decision(ctx, before.status) };
      },
    });
    return { temp_shift };
  },

  async 'tempshift.import'({ provider_id, csv, dry_run }, ctx) {
    await requireProvider(ctx.db, provider_id);
    return dry_run ? dryRunTempShiftImport(ctx, provider_id, csv) : importTempShiftsCsv(ctx, provider_id, csv);
  },
};
