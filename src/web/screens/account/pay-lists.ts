import type { Tone } from '../../ui/status-tag';
import { defineList } from '../generic/screen-spec';

/** The tag colour of a pay document's status (src/domain/enums/pay.ts). */
export const payTone: Record<string, Tone> = { pending: 'gold', approved: 'green', withdrawn: 'red', replaced: 'grey' };
const tone = (code: string | number) => payTone[String(code)] ?? 'grey';

/**
 * Payslips over payslip.list: the focused row is the record shift+o / shift+w / alt+shift+p and the palette
 * act on; its lines show beside the list, so Enter opens nothing.
 */
export const payslipList = defineList({
  command: 'payslip.list',
  kind: 'payslip',
  testId: 'payslips',
  show: ['number', 'name', 'period', 'shift_count', 'hours', 'gross', 'status', 'created_at'],
  columns: {
    number: { label: 'pay.column.number', format: 'text', width: 104 },
    name: { label: 'pay.column.name' },
    period: { label: 'pay.column.period' },
    shift_count: { label: 'pay.column.shifts', format: 'number' },
    hours: { label: 'pay.column.hours', format: 'number' },
    gross: { label: 'pay.column.gross', format: 'number' },
    status: { tone },
    created_at: { label: 'pay.column.created' },
  },
  open: null,
  actions: [
    { command: 'payslip.approve', label: 'pay.approve' },
    { command: 'payslip.withdraw', label: 'pay.withdraw' },
    { command: 'payslip.replace', label: 'pay.replace' },
  ],
  search: 'pay.payslip.search',
  filters: { status: { label: 'pay.statusFilter', all: 'pay.allStatuses' } },
});

export const invoiceList = defineList({
  command: 'invoice.list',
  kind: 'invoice',
  testId: 'invoices',
  show: ['number', 'name', 'period', 'shift_count', 'total', 'status', 'created_at'],
  columns: {
    number: { label: 'pay.column.number', format: 'text', width: 104 },
    name: { label: 'pay.column.provider' },
    period: { label: 'pay.column.period' },
    shift_count: { label: 'pay.column.shifts', format: 'number' },
    total: { label: 'pay.column.total', format: 'number' },
    status: { tone },
    created_at: { label: 'pay.column.created' },
  },
  open: null,
  actions: [
    { command: 'invoice.approve', label: 'pay.approve' },
    { command: 'invoice.withdraw', label: 'pay.withdraw' },
    { command: 'invoice.replace', label: 'pay.replace' },
  ],
  search: 'pay.invoice.search',
  filters: { status: { label: 'pay.statusFilter', all: 'pay.allStatuses' } },
});

/** The audit trail: rows are audit entries, not records, so nothing is focused for commands. */
export const auditList = defineList({
  command: 'payslip.auditing',
  kind: 'payAudit',
  testId: 'pay-audit',
  show: ['at', 'number', 'name', 'action', 'from_status', 'to_status', 'amount', 'reason', 'by', 'source'],
  columns: {
    at: { label: 'pay.audit.column.at', format: 'datetime' },
    number: { label: 'pay.audit.column.number', format: 'text', width: 104 },
    name: { label: 'pay.audit.column.name' },
    action: { label: 'pay.audit.column.action' },
    from_status: { label: 'pay.audit.column.from', tone },
    to_status: { label: 'pay.audit.column.to', tone },
    amount: { label: 'pay.audit.column.amount', format: 'number' },
    reason: { label: 'pay.audit.column.reason' },
    by: { label: 'pay.audit.column.by' },
    source: { label: 'pay.audit.column.source' },
  },
  open: null,
  search: 'pay.audit.search',
  filters: {
    kind: { label: 'pay.audit.kindFilter', all: 'pay.audit.allKinds' },
    action: { label: 'pay.audit.actionFilter', all: 'pay.audit.allActions' },
    from: { label: 'pay.audit.from' },
    to: { label: 'pay.audit.to' },
  },
});
