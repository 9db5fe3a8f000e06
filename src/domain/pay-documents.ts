// Which status of a payslip or invoice allows which action: ONE data table for both kinds. The server
// refuses anything not in it (409 naming the status), the screens and the palette offer exactly its rows.
import type { PayDocumentAction, PayDocumentStatus } from './enums/pay';
import { payDocumentStatus } from './enums/pay';

export interface PayDocumentRule {
  readonly action: PayDocumentAction;
  /** The statuses the action is allowed from. */
  readonly from: readonly PayDocumentStatus[];
  /** The document's status after it; `replace` leaves the old one replaced and adds a new pending one. */
  readonly to: PayDocumentStatus;
  /** Asks to confirm, never a default. */
  readonly danger: boolean;
  /** Needs a reason, kept on the document and in the audit row. */
  readonly reason: boolean;
}

/**
 * - approve: a pending document is checked and released (paid / sent to the provider).
 * - withdraw: pulled back, before or after approval, with a reason (a wrong rate, a disputed shift).
 * - replace: a new pending document recalculated from the worked shifts, linking to the one it replaces,
 *   which stays readable as replaced. An approved document must be withdrawn first, so what was released
 *   is always visibly withdrawn before its correction exists.
 * Replaced is final: correct the replacement instead.
 */
export const payDocumentRules: readonly PayDocumentRule[] = [
  { action: 'approve', from: ['pending'], to: 'approved', danger: false, reason: false },
  { action: 'withdraw', from: ['pending', 'approved'], to: 'withdrawn', danger: true, reason: true },
  { action: 'replace', from: ['pending', 'withdrawn'], to: 'replaced', danger: false, reason: true },
];

export function payDocumentRule(action: PayDocumentAction): PayDocumentRule {
  return payDocumentRules.find((r) => r.action === action)!;
}

export const canActOnPayDocument = (status: string, action: PayDocumentAction): boolean =>
  payDocumentRule(action).from.includes(status as PayDocumentStatus);

/** The actions a document in this status offers, in table order. */
export const payDocumentActionsFrom = (status: string): PayDocumentAction[] =>
  payDocumentRules.filter((r) => r.from.includes(status as PayDocumentStatus)).map((r) => r.action);

/** The refusal when the table does not allow it: names the document, its status and what is allowed. */
export function payDocumentRefusal(noun: string, id: number, status: string, action: PayDocumentAction): string {
  const allowed = payDocumentRule(action).from.map((s) => payDocumentStatus.label(s)).join(' or ');
  return `${noun} ${id} is ${payDocumentStatus.label(status) ?? status}; only a document that is ${allowed} can be ${pastTense[action]}.`;
}

const pastTense: Record<PayDocumentAction, string> = { approve: 'approved', withdraw: 'withdrawn', replace: 'replaced' };
