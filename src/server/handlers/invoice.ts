// Handlers of commands/invoice.ts: one invoice per provider per payroll period, a line per worked shift at
// the charge rate (src/domain/pay-documents-money.ts), the same rules-table actions as payslips.
import { asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { invoiceCommands, invoiceList } from '../../../commands/invoice';
import { formatCents, formatHours } from '../../domain/pay-documents-money';
import { conflict, notFound } from '../app-error';
import { facilities, invoiceLines, invoices, payrollPeriods, providers, shifts, staff } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { groupBy, insertInvoices } from '../queries/pay-build';
import { pricedShifts } from '../queries/pay-pricing';
import { invoiceColumns, invoiceFrom, linkOf, loadInvoice, toInvoiceRow, type InvoiceRowOut } from '../queries/pay-rows';
import { containing, staffName } from '../queries/staff-keyword';
import { approveDocument, documentActions, replaceDocument, withdrawDocument, type PayDocumentKind } from './pay-document-actions';
import type { HandlerContext, HandlersFor } from './types';

async function buildInvoice(ctx: HandlerContext, periodId: number, providerId: number, replacesId: number | null): Promise<number> {
  const worked = await pricedShifts(ctx.db, periodId, eq(shifts.providerId, providerId));
  if (!worked.length) throw conflict(`Provider ${providerId} has no worked (checked-out) shifts in payroll period ${periodId}; there is nothing to charge.`);
  const [id] = await insertInvoices(ctx.db, periodId, [{ ownerId: providerId, shifts: worked, replacesId }]);
  return id!;
}

const invoiceKind: PayDocumentKind<InvoiceRowOut> = {
  noun: 'Invoice', entity: 'invoice', table: invoices, load: loadInvoice,
  rebuild: (ctx, old) => buildInvoice(ctx, old.period_id, old.provider_id, old.id),
};

type Stored = Parameters<typeof toInvoiceRow>[0];

const keywordFilter = (keyword: string): SQL | undefined => {
  const number = /^(inv-?)?0*(\d{1,9})$/i.exec(keyword);
  return or(ilike(providers.name, containing(keyword)), number ? eq(invoices.id, Number(number[2])) : undefined);
};

const listSpec: PagedListSpec<ParsedArgsOf<typeof invoiceList>, Stored> = {
  name: 'invoice_list',
  rows: (db) => invoiceFrom(db),
  matching: (db, columns) => db.select(columns).from(invoices).innerJoin(providers, eq(providers.id, invoices.providerId)).$dynamic(),
  filters: {
    period_id: (id) => eq(invoices.periodId, id),
    status: (status) => eq(invoices.status, status),
    provider_id: (id) => eq(invoices.providerId, id),
    keyword: keywordFilter,
  },
  sorts: { created_at: invoices.createdAt, id: invoices.id, total_cents: invoices.totalCents, name: providers.name },
  tieBreak: invoices.id,
};

export const invoiceHandlers: HandlersFor<typeof invoiceCommands> = {
  async 'invoice.list'(args, ctx) {
    const page = await pagedList(ctx.db, listSpec, args);
    return { ...page, list: page.list.map(toInvoiceRow) };
  },

  async 'invoice.detail'({ invoice_id }, ctx) {
    const row = await loadInvoice(ctx.db, invoice_id);
    if (!row) throw notFound('Invoice', invoice_id);
    const lines = await ctx.db
      .select({
        id: invoiceLines.id, shift_id: invoiceLines.shiftId, staff_id: invoiceLines.staffId, worker: staffName, facility: facilities.name,
        starts_at: invoiceLines.startsAt, ends_at: invoiceLines.endsAt, minutes: invoiceLines.minutes, pay_cents: invoiceLines.payCents,
        charge_cents: invoiceLines.chargeCents,
      })
      .from(invoiceLines)
      .innerJoin(facilities, eq(facilities.id, invoiceLines.facilityId))
      .innerJoin(staff, eq(staff.id, invoiceLines.staffId))
      .where(eq(invoiceLines.invoiceId, invoice_id))
      .orderBy(asc(invoiceLines.startsAt), asc(invoiceLines.id));
    const linked = [row.replaces_id, row.replaced_by_id].filter((id): id is number => id !== null);
    const others = linked.length ? (await invoiceFrom(ctx.db, invoiceColumns).where(inArray(invoices.id, linked))).map(toInvoiceRow) : [];
    const other = (id: number | null) => others.find((o) => o.id === id);
    return {
      ...row,
      lines: lines.map((l) => ({
        ...l, hours: formatHours(l.minutes), charge: formatCents(l.charge_cents),
        charge_rate_cents: l.minutes > 0 ? Math.round((l.charge_cents * 60) / l.minutes) : 0,
      })),
      actions: documentActions(row.status),
      replaces: linkOf(other(row.replaces_id), other(row.replaces_id)?.total_cents),
      replaced_by: linkOf(other(row.replaced_by_id), other(row.replaced_by_id)?.total_cents),
    };
  },

  'invoice.approve': ({ invoice_id, version }, ctx) => approveDocument(ctx, invoiceKind, invoice_id, version),

  'invoice.withdraw': ({ invoice_id, version, reason }, ctx) => withdrawDocument(ctx, invoiceKind, invoice_id, version, reason),

  async 'invoice.replace'({ invoice_id, version, reason }, ctx) {
    const { fresh, replaced } = await replaceDocument(ctx, invoiceKind, invoice_id, version, reason);
    return { invoice: fresh, replaced };
  },

  async 'invoice.generate'({ period_id }, ctx) {
    const [period] = await ctx.db.select({ id: payrollPeriods.id }).from(payrollPeriods).where(eq(payrollPeriods.id, period_id));
    if (!period) throw notFound('Payroll period', period_id);
    const worked = await pricedShifts(ctx.db, period_id, sql`not exists (select 1 from invoices i where i.period_id = ${period_id} and i.provider_id = ${shifts.providerId})`);
    const drafts = [...groupBy(worked, 'providerId')].map(([ownerId, list]) => ({ ownerId, shifts: list }));
    const ids = await insertInvoices(ctx.db, period_id, drafts);
    for (const id of ids) ctx.audit({ entity: 'invoice', entityId: id, before: null, after: await loadInvoice(ctx.db, id) });
    return { created: ids.length, invoice_ids: ids };
  },
};
