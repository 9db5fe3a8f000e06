// Payslips, invoices and payroll periods. The spec names the calls and says documents "can be approved,
// withdrawn or replaced" (§4); these codes are ours, snake_case like the spec's own (docs/pay.md).
import { defineEnum, type EnumCode } from './define-enum';

/** Where a payslip or an invoice stands; the moves between them are src/domain/pay-documents.ts. */
export const payDocumentStatus = defineEnum('payDocumentStatus', [
  ['pending', 'Pending approval'],
  ['approved', 'Approved'],
  ['withdrawn', 'Withdrawn'],
  ['replaced', 'Replaced'],
]);
export type PayDocumentStatus = EnumCode<typeof payDocumentStatus>;

/** A fortnight is open while its shifts are still being worked and checked out, closed after. */
export const payrollPeriodStatus = defineEnum('payrollPeriodStatus', [
  ['open', 'Open'],
  ['closed', 'Closed'],
]);
export type PayrollPeriodStatus = EnumCode<typeof payrollPeriodStatus>;

/** The two kinds of pay document: what a worker is paid, what a provider is charged. */
export const payDocumentKinds = defineEnum('payDocumentKinds', [
  ['payslip', 'Payslip'],
  ['invoice', 'Invoice'],
]);
export type PayDocumentKind = EnumCode<typeof payDocumentKinds>;

/** The actions on a pay document, as the rules table and the audit trail name them. */
export const payDocumentActions = defineEnum('payDocumentActions', [
  ['approve', 'Approve'],
  ['withdraw', 'Withdraw'],
  ['replace', 'Replace'],
]);
export type PayDocumentAction = EnumCode<typeof payDocumentActions>;
