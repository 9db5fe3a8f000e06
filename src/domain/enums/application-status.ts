// Spec §3 "Job application status codes". The gaps (19, 29, 32–43, 48–102) are deliberate: the spec
// lists exactly these codes, and the transition table in ../transitions.ts is keyed by them.
import { defineEnum, type EnumCode } from './define-enum';

export const applicationStatus = defineEnum('applicationStatus', [
  [1, 'New'],
  [2, 'Shortlist'],
  [3, 'Pre-Screen'],
  [4, 'Not fit'],
  [5, 'Interview pending'],
  [6, 'Interviewed'],
  [7, 'Selected'],
  [8, 'Offer sent'],
  [9, 'Offer expired'],
  [10, 'Offer accepted'],
  [11, 'Offer declined'],
  [12, 'Contract sent'],
  [13, 'Contract expired'],
  [14, 'Contract accepted'],
  [15, 'Contract declined'],
  [16, 'Onboarding'],
  [17, 'Onboarding completed'],
  [18, 'In prescreen'],
  [20, 'Completed'],
  [21, 'Supplement required'],
  [22, 'Supplement submitted'],
  [23, 'Contract confirmed'],
  [24, 'Contract completed'],
  [25, 'Interview cancelled'],
  [26, 'Interview accepted'],
  [27, 'Interview declined'],
  [28, 'Interview invitation expired'],
  [30, 'Contract in review'],
  [31, 'Contract disapproved'],
  [44, 'Cancelled'],
  [45, 'Withdraw'],
  [46, 'n/a'],
  [47, 'Screened out'],
  [103, 'Invited'],
]);

export type ApplicationStatusCode = EnumCode<typeof applicationStatus>;

/** Where an application has already ended (Not fit, Completed, Cancelled, Withdraw, n/a, Screened out): nothing to move. */
export const ENDED_APPLICATION_STATUSES: readonly number[] = [4, 20, 44, 45, 46, 47];

/** An application status as people read it in messages and summaries: its label, never its code. */
export const applicationStatusName = (code: number): string => applicationStatus.label(code) ?? 'an unknown status';
