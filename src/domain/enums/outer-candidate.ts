// Where an outer candidate stands: imported from a CSV, invited by email to register, registered (then an
// applicant). The spec names the calls, not these values; the codes are ours.
import { defineEnum, type EnumCode } from './define-enum';

export const outerCandidateStatus = defineEnum('outerCandidateStatus', [
  ['imported', 'Imported'],
  ['invited', 'Invited'],
  ['registered', 'Registered'],
]);
export type OuterCandidateStatusCode = EnumCode<typeof outerCandidateStatus>;
