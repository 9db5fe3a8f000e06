// The recruitment workflow beside spec §4's table: the steps behind the admin action labels (schedule
// interview, send an offer, send a contract, start onboarding, require supplement, sign contract,
// complete contract offline) and the candidate's answers an admin records on their behalf. One data
// table: which statuses allow each step, where it lands, what it needs. The §4 table (transitions.ts)
// stays exactly as the spec writes it; change_progress_status reads only that one.
import type { ApplicationStatusCode } from './enums/application-status';
import { workflowSteps, type WorkflowStepKey } from './enums/workflow-steps';

export { workflowSteps, type WorkflowStepKey };

/** One thing a step needs before it can run: the argument that carries it and what it is, in words. */
export interface WorkflowNeed {
  readonly field: string;
  readonly what: string;
}

export interface WorkflowStep {
  readonly key: WorkflowStepKey;
  readonly label: string;
  /** admin: the recruiter acts; candidate: the recruiter records what the candidate answered. */
  readonly by: 'admin' | 'candidate';
  readonly from: readonly ApplicationStatusCode[];
  readonly to: ApplicationStatusCode;
  /** Required details; a step without any runs from the generic workflow action. */
  readonly needs: readonly WorkflowNeed[];
  /** Ends the candidate's chances (a decline): never preselected, confirmed first. */
  readonly danger: boolean;
  /** Tells the applicant by email. */
  readonly emails: boolean;
}

type Row = Omit<WorkflowStep, 'label' | 'danger' | 'emails' | 'needs'> & { needs?: readonly WorkflowNeed[]; danger?: boolean; emails?: boolean };

const when = (field: string, what: string): WorkflowNeed => ({ field, what });

// 'Require supplement' is the spec's admin label for 22, yet asking lands on 21 Supplement required
// (request_additional_information); 22 Supplement submitted is the candidate's answer to it.
const rows: readonly Row[] = [
  { key: 'scheduleInterview', by: 'admin', from: [2, 3, 22, 25, 27, 28], to: 5, needs: [when('interview_at', 'a date and time'), when('location', 'a place or a video link')], emails: true },
  { key: 'interviewAccepted', by: 'candidate', from: [5], to: 26 },
  { key: 'interviewDeclined', by: 'candidate', from: [5], to: 27, danger: true },
  { key: 'sendOffer', by: 'admin', from: [7, 9, 11], to: 8, needs: [when('employment_type', 'an employment type'), when('pay_rate', 'a pay rate'), when('pay_basis', 'a pay basis'), when('start_date', 'a start date')], emails: true },
  { key: 'offerAccepted', by: 'candidate', from: [8], to: 10 },
  { key: 'offerDeclined', by: 'candidate', from: [8], to: 11, danger: true },
  { key: 'sendContract', by: 'admin', from: [10, 13, 15, 31], to: 12, needs: [when('contract_name', 'the contract'), when('respond_by', 'a date to sign by')], emails: true },
  { key: 'contractAccepted', by: 'candidate', from: [12], to: 14 },
  { key: 'contractDeclined', by: 'candidate', from: [12], to: 15, danger: true },
  { key: 'signContract', by: 'admin', from: [14, 30], to: 23, needs: [when('signed_on', 'the date signed'), when('signatory', 'who signed for the provider')] },
  { key: 'completeContractOffline', by: 'admin', from: [10, 12, 13], to: 24, needs: [when('signed_on', 'the date signed'), when('reference', 'where the signed copy is')] },
  { key: 'startOnboarding', by: 'admin', from: [14, 23, 24], to: 16, needs: [when('induction_at', 'an induction date and time'), when('location', 'a place or a video link')], emails: true },
  { key: 'requireSupplement', by: 'admin', from: [1, 2, 3, 6, 7, 18, 22], to: 21, needs: [when('message', 'what the applicant must add')], emails: true },
  { key: 'supplementSubmitted', by: 'candidate', from: [21], to: 22 },
];

export const workflowTable: readonly WorkflowStep[] = Object.freeze(
  rows.map((row) =>
    Object.freeze({ ...row, label: workflowSteps.label(row.key)!, needs: Object.freeze(row.needs ?? []), danger: row.danger ?? false, emails: row.emails ?? false }),
  ),
);

const byKey = new Map(workflowTable.map((step) => [step.key, step]));

export function workflowStep(key: WorkflowStepKey): WorkflowStep {
  return byKey.get(key)!;
}

/** The steps open to an application in `status`, in table order. */
export function workflowStepsFrom(status: number): readonly WorkflowStep[] {
  return workflowTable.filter((step) => (step.from as readonly number[]).includes(status));
}

export function canRunStep(key: WorkflowStepKey, status: number): boolean {
  return (workflowStep(key).from as readonly number[]).includes(status);
}

/** 'a date and time and a place or a video link' */
export function needsInWords(step: WorkflowStep): string {
  const parts = step.needs.map((n) => n.what);
  return parts.length <= 1 ? (parts[0] ?? 'nothing') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
