// Handlers of commands/payslip.ts: payroll periods, payslips over worked shifts (queries/pay-pricing.ts),
// the rules-table actions (pay-document-actions.ts) and the pay audit trail (pay-audit.ts).
import { asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { payslipCommands, payslipList } from '../../../commands/payslip';
import type { periodRow } from '../../../commands/pay-fields';
import type { z } from 'zod';
import { formatCents, formatHours } from '../../domain/pay-documents-money';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { facilities, payrollPeriods, payslipLines, payslips, staff } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { insertPayslips, groupBy } from '../queries/pay-build';
import { pricedShifts } from '../queries/pay-pricing';
import { loadPayslip, payslipColumns, payslipFrom, periodLabel, toPayslipRow, linkOf, type PayslipRowOut } from '../queries/pay-rows';
import { containing, staffName } from '../queries/staff-keyword';
import { auditDownload, auditList } from './pay-audit';
import { approveDocument, documentActions, replaceDocument, withdrawDocument, type PayDocumentKind } from './pay-document-actions';
import type { HandlerContext, HandlersFor } from './types';

async function requirePeriod(db: Queryable, id: number) {
  const [period] = await db.select().from(payrollPeriods).where(eq(payrollPeriods.id, id));
  if (!period) throw notFound('Payroll period', id);
  return period;
}

/** Writes one worker's payslip for a period from their worked shifts now; refuses when there are none. */
async function buildPayslip(ctx: HandlerContext, periodId: number, staffId: number, replacesId: number | null): Promise<number> {
  const shiftsNow = await pricedShifts(ctx.db, periodId, eq(staff.id, staffId));
  if (!shiftsNow.length) throw conflict(`Staff ${staffId} has no worked (checked-out) shifts in payroll period ${periodId}; there is nothing to pay.`);
  const [id] = await insertPayslips(ctx.db, periodId, [{ ownerId: staffId, shifts: shiftsNow, replacesId }]);
  return id!;
}

const payslipKind: PayDocumentKind<PayslipRowOut> = {
  noun: 'Payslip', entity: 'payslip', table: payslips, load: loadPayslip,
  rebuild: (ctx, old) => buildPayslip(ctx, old.period_id, old.staff_id, old.id),
};

type StoredPayslip = Parameters<typeof toPayslipRow>[0];

const keywordFilter = (keyword: string): SQL | undefined => {
  const number = /^(ps-?)?0*(\d{1,9})$/i.exec(keyword);
  return or(ilike(staffName, containing(keyword)), ilike(staff.email, containing(keyword)), number ? eq(payslips.id, Number(number[2])) : undefined);
};

const listSpec: PagedListSpec<ParsedArgsOf<typeof payslipList>, StoredPayslip> = {
  name: 'payslip_list',
  rows: (db) => payslipFrom(db),
  matching: (db, columns) => db.select(columns).from(payslips).innerJoin(staff, eq(staff.id, payslips.staffId)).$dynamic(),
  filters: {
    period_id: (id) => eq(payslips.periodId, id),
    status: (status) => eq(payslips.status, status),
    staff_id: (id) => eq(payslips.staffId, id),
    keyword: keywordFilter,
  },
  sorts: { created_at: payslips.createdAt, id: payslips.id, gross_cents: payslips.grossCents, name: staffName },
  tieBreak: payslips.id,
};

// The outer period is named by hand: drizzle leaves columns bare in a one-table select.
const periodCount = (table: 'payslips' | 'invoices', extra = sql``) =>
  sql<number>`(select count(*)::int from ${sql.raw(table)} d where d.period_id = payroll_periods.id and d.status <> 'replaced' ${extra})`;
const periodTotal = (table: 'payslips' | 'invoices', column: string) =>
  sql<number>`(select coalesce(sum(d.${sql.raw(column)}), 0)::int from ${sql.raw(table)} d where d.period_id = payroll_periods.id and d.status in ('pending', 'approved'))`;

const periodSpec: PagedListSpec<ParsedArgsOf<(typeof payslipCommands)[0]>, StoredPeriod> = {
  name: 'get_payroll_period_list',
  rows: (db) => db
    .select({
      id: payrollPeriods.id, label: periodLabel(payrollPeriods.startsOn, payrollPeriods.endsOn), starts_on: payrollPeriods.startsOn,
      ends_on: payrollPeriods.endsOn, pay_on: payrollPeriods.payOn, status: payrollPeriods.status,
      payslip_count: periodCount('payslips'), pending_payslips: periodCount('payslips', sql`and d.status = 'pending'`), payslip_total_cents: periodTotal('payslips', 'gross_cents'),
      invoice_count: periodCount('invoices'), pending_invoices: periodCount('invoices', sql`and d.status = 'pending'`), invoice_total_cents: periodTotal('invoices', 'total_cents'),
    })
    .from(payrollPeriods)
    .$dynamic(),
  matching: (db, columns) => db.select(columns).from(payrollPeriods).$dynamic(),
  filters: { status: (status) => eq(payrollPeriods.status, status) },
  sorts: {},
  tieBreak: payrollPeriods.id,
  // The newest period first: the command takes no sort.
  order: [desc(payrollPeriods.startsOn), desc(payrollPeriods.id)],
};
/** A period row before its totals are written as money. */
type StoredPeriod = Omit<z.infer<typeof periodRow>, 'payslip_total' | 'invoice_total'>;

async function periodList(db: Queryable, args: ParsedArgsOf<(typeof payslipCommands)[0]>) {
  const page = await pagedList(db, periodSpec, args);
  return { ...page, list: page.list.map((r) => ({ ...r, payslip_total: formatCents(r.payslip_total_cents), invoice_total: formatCents(r.invoice_total_cents) })) };
}

export const payslipHandlers: HandlersFor<typeof payslipCommands> = {
  'payslip.periods': (args, ctx) => periodList(ctx.db, args),

  async 'payslip.list'(args, ctx) {
    const page = await pagedList(ctx.db, listSpec, args);
    return { ...page, list: page.list.map(toPayslipRow) };
  },

  async 'payslip.detail'({ payslip_id }, ctx) {
    const row = await loadPayslip(ctx.db, payslip_id);
    if (!row) throw notFound('Payslip', payslip_id);
    const lines = await ctx.db
      .select({
        id: payslipLines.id, shift_id: payslipLines.shiftId, facility: facilities.name, state: facilities.state, starts_at: payslipLines.startsAt,
        ends_at: payslipLines.endsAt, break_minutes: payslipLines.breakMinutes, minutes: payslipLines.minutes, base_rate_cents: payslipLines.baseRateCents,
        amount_cents: payslipLines.amountCents, parts: payslipLines.parts,
      })
      .from(payslipLines)
      .innerJoin(facilities, eq(facilities.id, payslipLines.facilityId))
      .where(eq(payslipLines.payslipId, payslip_id))
      .orderBy(asc(payslipLines.startsAt), asc(payslipLines.id));
    const linked = [row.replaces_id, row.replaced_by_id].filter((id): id is number => id !== null);
    const others = linked.length ? (await payslipFrom(ctx.db, payslipColumns).where(inArray(payslips.id, linked))).map(toPayslipRow) : [];
    const other = (id: number | null) => others.find((o) => o.id === id);
    return {
      ...row,
      lines: lines.map((l) => ({ ...l, hours: formatHours(l.minutes), amount: formatCents(l.amount_cents) })),
      actions: documentActions(row.status),
      replaces: linkOf(other(row.replaces_id), other(row.replaces_id)?.gross_cents),
      replaced_by: linkOf(other(row.replaced_by_id), other(row.replaced_by_id)?.gross_cents),
    };
  },

  'payslip.approve': ({ payslip_id, version }, ctx) => approveDocument(ctx, payslipKind, payslip_id, version),

  'payslip.withdraw': ({ payslip_id, version, reason }, ctx) => withdrawDocument(ctx, payslipKind, payslip_id, version, reason),

  async 'payslip.replace'({ payslip_id, version, reason }, ctx) {
    const { fresh, replaced } = await replaceDocument(ctx, payslipKind, payslip_id, version, reason);
    return { payslip: fresh, replaced };
  },

  async 'payslip.generate'({ period_id }, ctx) {
    await requirePeriod(ctx.db, period_id);
    // Workers with worked shifts and no payslip yet in the period (a withdrawn one is corrected by replace).
    const worked = await pricedShifts(ctx.db, period_id, sql`not exists (select 1 from payslips p where p.period_id = ${period_id} and p.staff_id = ${staff.id})`);
    const drafts = [...groupBy(worked, 'staffId')].map(([ownerId, list]) => ({ ownerId, shifts: list }));
    const ids = await insertPayslips(ctx.db, period_id, drafts);
    for (const id of ids) ctx.audit({ entity: 'payslip', entityId: id, before: null, after: await loadPayslip(ctx.db, id) });
    return { created: ids.length, payslip_ids: ids };
  },

  'payslip.auditing': (args, ctx) => auditList(ctx.db, args),

  'payslip.auditDownload': (args, ctx) => auditDownload(ctx.db, args),
};

