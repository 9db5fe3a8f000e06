// Shapes shared by payslips, invoices, payroll periods and the pay audit trail (commands/payslip.ts,
// commands/invoice.ts). Money is integer cents, with the AUD text beside it for screens and the CLI.
import { z } from 'zod';
import { payDocumentActions, payDocumentKinds, payDocumentStatus, payrollPeriodStatus } from '../src/domain/enums/pay';
import type { CommandContext, RecordKind } from './define';
import { codeOf, keyword, page, pageSize, recordId, sortDir } from './fields';

export const payStatus = z.enum(payDocumentStatus.codes as ['pending', 'approved', 'withdrawn', 'replaced']);
export const periodStatus = z.enum(payrollPeriodStatus.codes as ['open', 'closed']);
export const payAction = z.enum(payDocumentActions.codes as ['approve', 'withdraw', 'replace']);
export const payKind = z.enum(payDocumentKinds.codes as ['payslip', 'invoice']);

export const periodId = recordId('Period id');

/**
 * The payroll periods as choices, newest first, the one today falls in preselected: a pay run is chosen
 * by its dates ('16 Nov – 29 Nov 2026'), never by typing a period's number.
 */
export const periodChoices = {
  period_id: {
    command: 'payslip.periods',
    args: () => ({ page: 1, page_size: 200 }),
    options: (r: { list: { id: number; label: string; starts_on: string; ends_on: string }[] }) => {
      const today = new Date().toISOString().slice(0, 10);
      const current = r.list.find((p) => p.starts_on <= today && today <= p.ends_on) ?? r.list[0];
      return r.list.map((p) => ({ value: p.id, label: p.label, default: p === current }));
    },
    reason: (r: { list: unknown[] }) => (r.list.length ? null : 'There is no payroll period yet.'),
  },
};
export const payStatusFilter = codeOf('Status', payDocumentStatus);

/** A withdraw or replace says why; it is kept on the document and in the audit row. */
export const payReason = z
  .string({ error: (issue) => (issue.input === undefined ? 'Reason is required.' : 'Reason must be text.') })
  .trim()
  .min(3, 'Reason is required: at least 3 characters.')
  .max(500, 'Reason is at most 500 characters.')
  .describe('Why (kept on the document and in the audit trail)');

/** An action the rules table allows from the document's status now (src/domain/pay-documents.ts). */
export const payActionRow = z.object({
  action: payAction,
  label: z.string(),
  danger: z.boolean(),
  needs_reason: z.boolean(),
});

/** The other end of a replacement link, enough to show and open it. */
export const payLink = z.object({ id: z.number().int(), number: z.string(), status: payStatus, amount_cents: z.number().int(), amount: z.string() });

export const periodRow = z.object({
  id: z.number().int(),
  /** `13 Oct – 26 Oct 2026`. */
  label: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  pay_on: z.string(),
  status: periodStatus,
  payslip_count: z.number().int(),
  pending_payslips: z.number().int(),
  payslip_total_cents: z.number().int(),
  payslip_total: z.string(),
  invoice_count: z.number().int(),
  pending_invoices: z.number().int(),
  invoice_total_cents: z.number().int(),
  invoice_total: z.string(),
});
export type PeriodRow = z.infer<typeof periodRow>;

export const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: payKind,
  document_id: z.number().int(),
  number: z.string(),
  /** The worker (payslip) or the provider (invoice). */
  name: z.string(),
  period: z.string(),
  action: payAction,
  from_status: payStatus.nullable(),
  to_status: payStatus,
  amount_cents: z.number().int(),
  amount: z.string(),
  reason: z.string(),
  by: z.string(),
  source: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

const isoDate = (what: string) => z.iso.date({ error: `${what} must be a date (YYYY-MM-DD).` });

export const auditFilters = {
  kind: codeOf('Kind', payDocumentKinds).optional(),
  action: codeOf('Action', payDocumentActions).optional(),
  period_id: periodId.optional(),
  keyword,
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
};
export const auditPaging = { page, page_size: pageSize, sort_by: z.enum(['at']).default('at'), sort_dir: sortDir };

/** Fills `<idArg>` (and the version the row showed) from the focused record of this kind. */
export const fromRecord = (kind: RecordKind, idArg: string, withVersion: boolean) => (ctx: CommandContext): Record<never, never> => {
  if (!ctx.record || ctx.record.kind !== kind) return {};
  const seen = ctx.record.fields?.version;
  return withVersion && typeof seen === 'number' ? { [idArg]: ctx.record.id, version: seen } : { [idArg]: ctx.record.id };
};

/** Offered only where the focused record's status allows the action (the palette hides the rest). */
export const allowsOn = (kind: RecordKind, allowed: (status: string) => boolean) => (ctx: CommandContext) => {
  if (ctx.record?.kind !== kind) return false;
  const status = ctx.record.fields?.status;
  // A record known by id only (found by search) has no status here: the server checks the table.
  return typeof status !== 'string' || allowed(status);
};
