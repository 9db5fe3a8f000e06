// What an audit row records (issue 13): a change made by a command, a sign-in, a failed or refused
// sign-in, or a call refused by the permission rules. The audit-log screen filters by it.
import { defineEnum } from './define-enum';

export const auditOutcomes = defineEnum('auditOutcomes', [
  ['change', 'Change'],
  ['sign_in', 'Sign-in'],
  ['sign_in_failed', 'Failed sign-in'],
  ['refused', 'Refused by permissions'],
]);
