// The row shapes payslip and invoice commands answer: SQL columns plus the AUD text beside each amount.
import { eq, sql } from 'drizzle-orm';
import { formatCents, formatHours } from '../../domain/pay-documents-money';
import type { PayDocumentStatus } from '../../domain/enums/pay';
import type { Queryable } from '../db/open';
import { invoices, payrollPeriods, payslips, providers, staff } from '../db/schema';
import { staffName } from './staff-keyword';

export const periodLabel = (starts: unknown, ends: unknown) =>
  sql<string>`to_char(${starts}, 'FMDD Mon') || ' – ' || to_char(${ends}, 'FMDD Mon YYYY')`;

const periodOf = (periodId: unknown) =>
  sql<string>`(select ${periodLabel(sql`p.starts_on`, sql`p.ends_on`)} from ${payrollPeriods} p where p.id = ${periodId})`;
const accountName = (id: unknown) => sql<string | null>`(select a.name from accounts a where a.id = ${id})`;
export const documentNumber = (prefix: string, id: unknown) => sql<string>`${prefix} || lpad(${id}::text, 6, '0')`;

export const payslipColumns = {
  id: payslips.id,
  number: documentNumber('PS-', payslips.id),
  period_id: payslips.periodId,
  period: periodOf(payslips.periodId),
  staff_id: payslips.staffId,
  name: staffName,
  position: staff.position,
  shift_count: sql<number>`(select count(*)::int from payslip_lines l where l.payslip_id = ${payslips.id})`,
  minutes: payslips.minutes,
  gross_cents: payslips.grossCents,
  status: payslips.status,
  replaces_id: payslips.replacesId,
  replaced_by_id: sql<number | null>`(select r.id from payslips r where r.replaces_id = ${payslips.id})`,
  reason: payslips.reason,
  approved_by: accountName(payslips.approvedBy),
  approved_at: payslips.approvedAt,
  withdrawn_at: payslips.withdrawnAt,
  created_at: payslips.createdAt,
  updated_at: payslips.updatedAt,
  version: payslips.version,
};

export const payslipFrom = (db: Queryable, columns: Record<string, unknown> = payslipColumns) =>
  db.select(columns as typeof payslipColumns).from(payslips).innerJoin(staff, eq(staff.id, payslips.staffId)).$dynamic();

type StoredPayslip = Awaited<ReturnType<ReturnType<typeof payslipFrom>['execute']>>[number];

export const toPayslipRow = ({ minutes, ...r }: StoredPayslip) => ({ ...r, hours: formatHours(minutes), gross: formatCents(r.gross_cents) });
export type PayslipRowOut = ReturnType<typeof toPayslipRow>;

export async function loadPayslip(db: Queryable, id: number): Promise<PayslipRowOut | undefined> {
  const [row] = await payslipFrom(db).where(eq(payslips.id, id));
  return row && toPayslipRow(row as StoredPayslip);
}

export const invoiceColumns = {
  id: invoices.id,
  number: documentNumber('INV-', invoices.id),
  period_id: invoices.periodId,
  period: periodOf(invoices.periodId),
  provider_id: invoices.providerId,
  name: providers.name,
  shift_count: sql<number>`(select count(*)::int from invoice_lines l where l.invoice_id = ${invoices.id})`,
  minutes: invoices.minutes,
  subtotal_cents: invoices.subtotalCents,
  gst_cents: invoices.gstCents,
  total_cents: invoices.totalCents,
  status: invoices.status,
  replaces_id: invoices.replacesId,
  replaced_by_id: sql<number | null>`(select r.id from invoices r where r.replaces_id = ${invoices.id})`,
  reason: invoices.reason,
  approved_by: accountName(invoices.approvedBy),
  approved_at: invoices.approvedAt,
  withdrawn_at: invoices.withdrawnAt,
  created_at: invoices.createdAt,
  updated_at: invoices.updatedAt,
  version: invoices.version,
};

export const invoiceFrom = (db: Queryable, columns: Record<string, unknown> = invoiceColumns) =>
  db.select(columns as typeof invoiceColumns).from(invoices).innerJoin(providers, eq(providers.id, invoices.providerId)).$dynamic();

type StoredInvoice = Awaited<ReturnType<ReturnType<typeof invoiceFrom>['execute']>>[number];

export const toInvoiceRow = ({ minutes, ...r }: StoredInvoice) => ({ ...r, hours: formatHours(minutes), total: formatCents(r.total_cents) });
export type InvoiceRowOut = ReturnType<typeof toInvoiceRow>;

export async function loadInvoice(db: Queryable, id: number): Promise<InvoiceRowOut | undefined> {
  const [row] = await invoiceFrom(db).where(eq(invoices.id, id));
  return row && toInvoiceRow(row as StoredInvoice);
}

/** A replacement link's other end, for the detail's "replaces" and "replaced by". */
export const linkOf = (row: { id: number; number: string; status: PayDocumentStatus } | undefined, amountCents: number | undefined) =>
  row ? { id: row.id, number: row.number, status: row.status, amount_cents: amountCents ?? 0, amount: formatCents(amountCents ?? 0) } : null;
