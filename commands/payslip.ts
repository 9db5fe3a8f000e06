// Payslips, payroll periods and the pay audit trail (spec §7 'Payslips and invoices': payslip_list,
// payslip_approve, payslip_withdraw, payslip_replace, get_payroll_period_list, auditing_list,
// auditing_download). Which status allows which action is the one table in src/domain/pay-documents.ts;
// amounts come from worked shifts priced by src/domain/pay/shift-cost.ts (docs/pay.md).
import { z } from 'zod';
import { payrollPeriodStatus } from '../src/domain/enums/pay';
import { defineCommand } from './define';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, sortDir } from './fields';
import { payDocumentCommands } from './pay-document-commands';
import {
  auditFilters, auditPaging, auditRow, fromRecord, payActionRow, payLink, payStatus, payStatusFilter, periodId, periodRow,
} from './pay-fields';

export const payslipRow = z.object({
  id: z.number().int(),
  /** `PS-000123`. */
  number: z.string(),
  period_id: z.number().int(),
  period: z.string(),
  staff_id: z.number().int(),
  name: z.string(),
  position: z.string(),
  shift_count: z.number().int(),
  /** Worked hours, two decimals (`37.50`). */
  hours: z.string(),
  gross_cents: z.number().int(),
  /** `$1,234.56`. */
  gross: z.string(),
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
export type PayslipRow = z.infer<typeof payslipRow>;

export const payslipLine = z.object({
  id: z.number().int(),
  shift_id: z.number().int(),
  facility: z.string(),
  state: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  break_minutes: z.number().int(),
  minutes: z.number().int(),
  hours: z.string(),
  base_rate_cents: z.number().int(),
  amount_cents: z.number().int(),
  amount: z.string(),
  /** The costShift breakdown: ordinary time, loadings, each with minutes and rate. */
  parts: z.array(z.object({ label: z.string(), minutes: z.number().int(), rate_cents: z.number().int(), amount_cents: z.number().int() })),
});

const payslipId = recordId('Payslip id');
const onPayslip = fromRecord('payslip', 'payslip_id', false);

export const payrollPeriodList = defineCommand({
  id: 'payslip.periods',
  api: 'get_payroll_period_list',
  title: 'List payroll periods',
  area: 'pay',
  kind: 'query',
  keywords: ['fortnight', 'pay period', 'pay run', 'payroll'],
  args: z.strictObject({ page, page_size: pageSize, status: codeOf('Status', payrollPeriodStatus).optional() }),
  result: pagedResult(periodRow),
});

export const payslipList = defineCommand({
  id: 'payslip.list',
  api: 'payslip_list',
  title: 'List payslips',
  area: 'pay',
  kind: 'query',
  keywords: ['pay', 'wages', 'payroll', 'worker pay'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    period_id: periodId.optional(),
    status: payStatusFilter.optional(),
    staff_id: recordId('Staff id').optional(),
    /** The worker's name or email, or the payslip number. */
    keyword,
    sort_by: z.enum(['created_at', 'id', 'gross_cents', 'name']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(payslipRow),
});

export const payslipDetail = defineCommand({
  id: 'payslip.detail',
  api: 'payslip_detail',
  title: 'Show payslip',
  area: 'pay',
  kind: 'query',
  keywords: ['payslip lines', 'shifts paid'],
  when: (ctx) => ctx.record?.kind === 'payslip',
  fill: onPayslip,
  recordArg: 'payslip_id',
  args: z.strictObject({ payslip_id: payslipId }),
  result: payslipRow.extend({
    lines: z.array(payslipLine),
    /** What the rules table allows from the status now. */
    actions: z.array(payActionRow),
    replaces: payLink.nullable(),
    replaced_by: payLink.nullable(),
  }),
});

export const {
  approve: payslipApprove, withdraw: payslipWithdraw, replace: payslipReplace, generate: payslipGenerate,
} = payDocumentCommands('payslip', 'payslips', payslipRow, {
  approve: { kbd: 'shift+o', keywords: ['approve', 'release', 'ok', 'pay'] },
  withdraw: { kbd: 'shift+w', keywords: ['withdraw', 'pull back', 'cancel', 'hold'] },
  // shift+x selects a range in every list (list.selectRange); replace takes alt+shift+p (payslip).
  replace: { kbd: 'alt+shift+p', keywords: ['replace', 'correct', 'recalculate', 'reissue'] },
  generate: { keywords: ['pay run', 'create payslips', 'payroll'] },
});

export const auditingList = defineCommand({
  id: 'payslip.auditing',
  api: 'auditing_list',
  title: 'List pay audit trail',
  area: 'pay',
  kind: 'query',
  keywords: ['audit', 'approvals', 'withdrawals', 'who approved'],
  args: z.strictObject({ ...auditPaging, ...auditFilters }),
  result: pagedResult(auditRow),
});

export const auditingDownload = defineCommand({
  id: 'payslip.auditDownload',
  api: 'auditing_download',
  title: 'Download pay audit trail (CSV)',
  area: 'pay',
  kind: 'query',
  keywords: ['audit', 'csv', 'export', 'spreadsheet'],
  args: z.strictObject(auditFilters),
  result: z.object({ filename: z.string(), content_type: z.string(), content: z.string(), row_count: z.number().int() }),
});

export const payslipCommands = [
  payrollPeriodList, payslipList, payslipDetail, payslipApprove, payslipWithdraw, payslipReplace, payslipGenerate, auditingList, auditingDownload,
] as const;
