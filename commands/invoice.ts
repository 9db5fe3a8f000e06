// Invoices (spec §7: "Invoice list, approve, withdraw and replace. Paths not shown."; we chose
// invoice_list, invoice_approve, invoice_withdraw, invoice_replace): one provider, one payroll period,
// a line per worked shift at the charge rate (docs/pay.md, margin rule). The same rules table as payslips.
import { z } from 'zod';
import { canActOnPayDocument } from '../src/domain/pay-documents';
import { defineCommand } from './define';
import { keyword, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';
import { allowsOn, fromRecord, payActionRow, payLink, payReason, payStatus, payStatusFilter, periodChoices, periodId } from './pay-fields';

export const invoiceRow = z.object({
  id: z.number().int(),
  /** `INV-000123`. */
  number: z.string(),
  period_id: z.number().int(),
  period: z.string(),
  provider_id: z.number().int(),
  name: z.string(),
  shift_count: z.number().int(),
  hours: z.string(),
  subtotal_cents: z.number().int(),
  gst_cents: z.number().int(),
  total_cents: z.number().int(),
  /** `$12,345.67` including GST. */
  total: z.string(),
  status: payStatus,
  replaces_id: z.number().int().nullable(),
  replaced_by_id: z.number().int().nullable(),
  reason: z.string(),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const invoiceLine = z.object({
  id: z.number().int(),
  shift_id: z.number().int(),
  staff_id: z.number().int(),
  worker: z.string(),
  facility: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  minutes: z.number().int(),
  hours: z.string(),
  pay_cents: z.number().int(),
  charge_cents: z.number().int(),
  /** The charge over the hours worked, per hour. */
  charge_rate_cents: z.number().int(),
  charge: z.string(),
});

const invoiceId = recordId('Invoice id');

export const invoiceList = defineCommand({
  id: 'invoice.list',
  api: 'invoice_list',
  title: 'List invoices',
  area: 'pay',
  kind: 'query',
  keywords: ['billing', 'provider invoices', 'charges'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    period_id: periodId.optional(),
    status: payStatusFilter.optional(),
    provider_id: recordId('Provider id').optional(),
    /** The provider's name or the invoice number. */
    keyword,
    sort_by: z.enum(['created_at', 'id', 'total_cents', 'name']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(invoiceRow),
});

export const invoiceDetail = defineCommand({
  id: 'invoice.detail',
  api: 'invoice_detail',
  title: 'Show invoice',
  area: 'pay',
  kind: 'query',
  keywords: ['invoice lines', 'shifts charged'],
  when: (ctx) => ctx.record?.kind === 'invoice',
  fill: fromRecord('invoice', 'invoice_id', false),
  recordArg: 'invoice_id',
  args: z.strictObject({ invoice_id: invoiceId }),
  result: invoiceRow.extend({
    lines: z.array(invoiceLine),
    actions: z.array(payActionRow),
    replaces: payLink.nullable(),
    replaced_by: payLink.nullable(),
  }),
});

const withVersion = fromRecord('invoice', 'invoice_id', true);

export const invoiceApprove = defineCommand({
  id: 'invoice.approve',
  api: 'invoice_approve',
  title: 'Approve invoice',
  area: 'pay',
  kind: 'action',
  kbd: 'alt+o',
  keywords: ['approve', 'send', 'release', 'bill'],
  when: allowsOn('invoice', (s) => canActOnPayDocument(s, 'approve')),
  fill: withVersion,
  recordArg: 'invoice_id',
  args: z.strictObject({ invoice_id: invoiceId, version }),
  result: invoiceRow,
});

export const invoiceWithdraw = defineCommand({
  id: 'invoice.withdraw',
  api: 'invoice_withdraw',
  title: 'Withdraw invoice',
  area: 'pay',
  kind: 'action',
  kbd: 'alt+shift+w',
  danger: true,
  keywords: ['withdraw', 'void', 'cancel', 'dispute'],
  when: allowsOn('invoice', (s) => canActOnPayDocument(s, 'withdraw')),
  fill: withVersion,
  recordArg: 'invoice_id',
  args: z.strictObject({ invoice_id: invoiceId, version, reason: payReason }),
  result: invoiceRow,
});

export const invoiceReplace = defineCommand({
  id: 'invoice.replace',
  api: 'invoice_replace',
  title: 'Replace invoice',
  area: 'pay',
  kind: 'action',
  kbd: 'alt+x',
  keywords: ['replace', 'credit', 'reissue', 'recalculate'],
  when: allowsOn('invoice', (s) => canActOnPayDocument(s, 'replace')),
  fill: withVersion,
  recordArg: 'invoice_id',
  args: z.strictObject({ invoice_id: invoiceId, version, reason: payReason }),
  result: z.object({ invoice: invoiceRow, replaced: invoiceRow }),
});

export const invoiceGenerate = defineCommand({
  id: 'invoice.generate',
  api: 'invoice_generate',
  title: 'Generate invoices for a period',
  area: 'pay',
  kind: 'action',
  keywords: ['billing run', 'create invoices'],
  args: z.strictObject({ period_id: periodId }),
  argSources: periodChoices,
  result: z.object({ created: z.number().int(), invoice_ids: z.array(z.number().int()) }),
});

export const invoiceCommands = [invoiceList, invoiceDetail, invoiceApprove, invoiceWithdraw, invoiceReplace, invoiceGenerate] as const;
