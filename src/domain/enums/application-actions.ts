// Spec §4 wording for actions on a job application: the six verbs of the transition table (keyed by
// action) and the admin-side verb per target status. Kept with the enums so i18n finds every label.
import { defineEnum, type EnumCode } from './define-enum';

export const applicationActionLabels = defineEnum('applicationActionLabels', [
  ['shortlist', 'Shortlist'],
  ['select', 'Select'],
  ['notFit', 'Not fit'],
  ['archive', 'Archive'],
  ['markInterviewed', 'Mark as interviewed'],
  ['completeRecruitment', 'Complete recruitment'],
]);

export type ApplicationActionKey = EnumCode<typeof applicationActionLabels>;

/** Spec §4 "Admin-side action labels per status": the verb shown for moving an application to a status. */
export const adminActionLabels = defineEnum('adminActionLabels', [
  [2, 'Shortlist'],
  [3, 'Pre-Screen'],
  [4, 'Not fit'],
  [5, 'Schedule interview'],
  [6, 'Interviewed'],
  [7, 'Selected'],
  [8, 'Send an offer'],
  [12, 'Send a contract'],
  [16, 'Start onboarding process'],
  [20, 'Complete recruitment'],
  [21, 'Supplement required'],
  [22, 'Require supplement'],
  [23, 'Sign contract'],
  [24, 'Complete contract offline'],
]);

export type AdminActionStatus = EnumCode<typeof adminActionLabels>;
