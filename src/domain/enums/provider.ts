// Providers (spec §3 Provider, §4 "Providers can be enabled or disabled, with a separate approval path
// for disabling"), their disable requests, operators (spec §3 Operator) and the block list. The spec
// names the statuses but not the roles of operators: docs/providers.md lists what we chose.
import { defineEnum, type EnumCode } from './define-enum';

export const providerStatus = defineEnum('providerStatus', [
  ['enabled', 'Enabled'],
  ['disabled', 'Disabled'],
]);

/** A request to disable a provider waits for a second person's decision. */
export const disableRequestStatus = defineEnum('disableRequestStatus', [
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
]);

/** What the approver decides on a pending disable request. */
export const disableDecisions = defineEnum('disableDecisions', [
  ['approve', 'Approve: disable the provider'],
  ['reject', 'Reject: keep it enabled'],
]);

/** An operator's role inside their provider's portal. */
export const operatorRoles = defineEnum('operatorRoles', [
  ['administrator', 'Administrator'],
  ['manager', 'Facility manager'],
  ['roster_coordinator', 'Roster coordinator'],
  ['viewer', 'Viewer'],
]);

/** What a provider attachment is for: the company file shown with the provider's info, or any other file. */
export const providerFileCategories = defineEnum('providerFileCategories', [
  ['company_file', 'Company file'],
  ['agreement', 'Agreement'],
  ['insurance', 'Insurance certificate'],
  ['other', 'Other'],
]);

export type ProviderStatusCode = EnumCode<typeof providerStatus>;
export type DisableRequestStatusCode = EnumCode<typeof disableRequestStatus>;
export type OperatorRoleCode = EnumCode<typeof operatorRoles>;
