// The recruitment workflow's steps (../workflow.ts holds the table) and the values of an application's
// screening: staff action requests' results, prescreen and role screening results, where it came from.
import { adminActionLabels } from './application-actions';
import { defineEnum, type EnumCode } from './define-enum';

/** Every workflow step, with the words people read (the admin steps are spec §4's admin-side labels). */
export const workflowSteps = defineEnum('workflowSteps', [
  ['scheduleInterview', adminActionLabels.label(5)!],
  ['sendOffer', adminActionLabels.label(8)!],
  ['sendContract', adminActionLabels.label(12)!],
  ['signContract', adminActionLabels.label(23)!],
  ['completeContractOffline', adminActionLabels.label(24)!],
  ['startOnboarding', adminActionLabels.label(16)!],
  ['requireSupplement', adminActionLabels.label(22)!],
  ['interviewAccepted', 'Candidate accepted the interview'],
  ['interviewDeclined', 'Candidate declined the interview'],
  ['offerAccepted', 'Candidate accepted the offer'],
  ['offerDeclined', 'Candidate declined the offer'],
  ['contractAccepted', 'Candidate accepted the contract'],
  ['contractDeclined', 'Candidate declined the contract'],
  ['supplementSubmitted', 'Candidate submitted the supplement'],
]);

export type WorkflowStepKey = EnumCode<typeof workflowSteps>;

/** Where a staff action request (spec §3) stands for one application. */
export const actionRequestResults = defineEnum('actionRequestResults', [
  ['requested', 'Requested'],
  ['received', 'Received'],
  ['satisfied', 'Satisfied'],
  ['not_satisfied', 'Not satisfied'],
  ['cancelled', 'Cancelled'],
]);

/** A prescreen's or a role screening's outcome. */
export const screenResults = defineEnum('screenResults', [
  ['pending', 'Pending'],
  ['passed', 'Passed'],
  ['failed', 'Failed'],
]);

export const applicationSources = defineEnum('applicationSources', [
  ['applied', 'Applied'],
  ['manual', 'Added by a recruiter'],
]);

export type ActionRequestResult = EnumCode<typeof actionRequestResults>;
export type ScreenResult = EnumCode<typeof screenResults>;

/** What an application's history records besides the workflow steps and spec §4's actions. */
export const applicationEventKinds = defineEnum('applicationEventKinds', [
  ['visible', 'Visibility changed'],
  ['prescreenIn', 'Put in prescreen'],
  ['prescreenOut', 'Taken out of prescreen'],
  ['prescreenResult', 'Prescreen result recorded'],
  ['relocate', 'Moved to another job ad'],
  ['withdraw', 'Withdrawn'],
  ['resumeScore', 'Resume scored'],
  ['reviewed', 'Reviewed flag changed'],
  ['resume', 'Resume changed'],
  ['roleScreen', 'Role screening recorded'],
  ['actionRequest', 'Staff action request updated'],
  ['addedManually', 'Added by a recruiter'],
  ['restore', 'Restored'],
]);

export type ApplicationEventKind = EnumCode<typeof applicationEventKinds>;
