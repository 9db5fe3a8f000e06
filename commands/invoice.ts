// Invoices (spec §7: "Invoice list, approve, withdraw and replace. Paths not shown."; we chose
// invoice_list, invoice_approve, invoice_withdraw, invoice_replace): one provider, one payroll period,
// a line per worked shift at the charge rate (docs/pay.md, margin rule). The same rules table as payslips.
import { z } from 'zod';
import { defineCommand } from './define';
import { keyword, page, pageSize, pagedResult, recordId, sortDir } from './fields';
import { payDocumentCommands } from './pay-document-commands';
import { fromRecord, payActionRow, payLink, payStatus, payStatusFilter, periodId } from './pay-fields';

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

export const {
  approve: invoiceApprove, withdraw: invoiceWithdraw, replace: invoiceReplace, generate: invoiceGenerate,
} = payDocumentCommands('invoice', 'invoices', invoiceRow, {
  approve: { kbd: 'alt+o', keywords: ['approve', 'send', 'release', 'bill'] },
  withdraw: { kbd: 'alt+shift+w', keywords: ['withdraw', 'void', 'cancel', 'dispute'] },
  replace: { kbd: 'alt+x', keywords: ['replace', 'credit', 'reissue', 'recalculate'] },
  generate: { keywords: ['billing run', 'create invoices'] },
});

export const invoiceCommands = [invoiceList, invoiceDetail, invoiceApprove, invoiceWithdraw, invoiceReplace, invoiceGenerate] as const;
