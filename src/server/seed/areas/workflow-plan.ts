// How a seeded application got where it is: the steps from New to its status, each with the details a
// recruiter would have entered (interview time and place, pay, contract, induction), and the words the
// demo's screening fields use. Pure: the seeder (workflow.ts) turns plans into rows.
import type { WorkflowStepKey } from '../../../domain/enums/workflow-steps';
import { DAY_MS } from '../clock';
import type { Rng } from '../random';

/** The step that led to each status and the status it came from; statuses set by the system (expiries) stop at their parent. */
const cameFrom: Readonly<Record<number, readonly [number, string] | undefined>> = {
  2: [1, 'shortlist'],
  4: [2, 'notFit'],
  5: [2, 'scheduleInterview'],
  6: [5, 'markInterviewed'],
  7: [6, 'select'],
  8: [7, 'sendOffer'],
  9: [8, ''],
  10: [8, 'offerAccepted'],
  11: [8, 'offerDeclined'],
  12: [10, 'sendContract'],
  13: [12, ''],
  14: [12, 'contractAccepted'],
  15: [12, 'contractDeclined'],
  16: [14, 'startOnboarding'],
  17: [16, ''],
  18: [1, 'prescreenIn'],
  20: [16, 'completeRecruitment'],
  21: [2, 'requireSupplement'],
  22: [21, 'supplementSubmitted'],
  23: [14, 'signContract'],
  24: [10, 'completeContractOffline'],
  25: [5, ''],
  26: [5, 'interviewAccepted'],
  27: [5, 'interviewDeclined'],
  28: [5, ''],
  30: [14, ''],
  31: [30, ''],
  45: [6, 'withdraw'],
};

export interface PlannedStep {
  step: string;
  from: number;
  to: number;
}

/** The recorded steps from New (1) to `status`, oldest first; a system change ends the record at its parent. */
export function stepsTo(status: number): PlannedStep[] {
  const out: PlannedStep[] = [];
  let at = status;
  for (let guard = 0; guard < 20; guard++) {
    const prev = cameFrom[at];
    if (!prev) break;
    if (prev[1]) out.push({ step: prev[1], from: prev[0], to: at });
    at = prev[0];
  }
  return out.reverse();
}

const VENUES = ['reception', 'the care manager’s office', 'the staff room', 'the training room'];
const VIDEO = 'https://meet.example.com.au/';
const CONTRACTS = ['Casual Personal Care Worker agreement', 'Part-time Assistant in Nursing contract', 'Casual Disability Support Worker agreement', 'Full-time Care Worker employment contract'];
const SIGNATORIES = ['Priya Nair, Facility Manager', 'Tom Walsh, Care Manager', 'Mei Chen, HR Business Partner', 'Daniel O’Brien, Operations Manager'];
const SUPPLEMENTS = [
  'Please upload your current NDIS worker screening clearance.',
  'Please send a certified copy of your Certificate III in Individual Support.',
  'Please provide your 2025 flu vaccination statement.',
  'Please confirm your work rights: a copy of your visa grant letter.',
];
const NOTES = ['Confirmed by phone.', 'Left a voicemail as well.', 'Candidate asked for a morning slot.', ''];

export interface JobFacts {
  title: string;
  place: string;
  payRate: number;
  payBasis: number;
  employmentType: number;
}

/** A quarter-hour in business hours, `days` after `at`, in AEDT (the demo's providers are mostly east coast). */
function slot(rng: Rng, at: number, days: number): string {
  const day = new Date(at + days * DAY_MS).toISOString().slice(0, 10);
  const hour = String(rng.int(8, 16)).padStart(2, '0');
  const minute = String(rng.pick([0, 15, 30, 45])).padStart(2, '0');
  return `${day}T${hour}:${minute}:00+11:00`;
}

/** What a recruiter entered for the step, taken at `at`. */
export function detailsFor(rng: Rng, step: string, job: JobFacts, at: number): Record<string, unknown> {
  const note = rng.pick(NOTES);
  const withNote = (d: Record<string, unknown>) => (note ? { ...d, note } : d);
  const date = (days: number) => new Date(at + days * DAY_MS).toISOString().slice(0, 10);
  switch (step as WorkflowStepKey) {
    case 'scheduleInterview':
      return withNote({ interview_at: slot(rng, at, rng.int(2, 7)), location: rng.chance(0.3) ? `${VIDEO}${rng.int(100000, 999999)}` : `${job.place}, ${rng.pick(VENUES)}` });
    case 'sendOffer':
      return { employment_type: job.employmentType, pay_rate: job.payRate, pay_basis: job.payBasis, start_date: date(rng.int(10, 21)) };
    case 'sendContract':
      return { contract_name: rng.pick(CONTRACTS), respond_by: date(rng.int(3, 7)) };
    case 'signContract':
      return { signed_on: date(1), signatory: rng.pick(SIGNATORIES) };
    case 'completeContractOffline':
      return { signed_on: date(0), reference: `Paper copy filed, ref ${rng.int(1000, 9999)}` };
    case 'startOnboarding':
      return { induction_at: slot(rng, at, rng.int(3, 10)), location: `${job.place}, ${rng.pick(VENUES)}` };
    case 'requireSupplement':
      return { message: rng.pick(SUPPLEMENTS) };
    default:
      return withNote({});
  }
}

export const WITHDRAW_REASONS = [
  'Accepted a permanent role closer to home.',
  'No longer available for weekend shifts.',
  'Moving interstate next month.',
  'Decided to finish their studies first.',
  'Found the travel time too long.',
];

export const RESUME_NAMES = ['Resume.pdf', 'CV - 2026.pdf', 'Resume (updated).docx', 'Care worker resume.pdf'];
