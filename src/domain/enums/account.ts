// Spec §3 "Admin accounts and organisations". Account types are server-side labels; what each may
// do is not in the spec (§6), so only the vocabulary lives here.
import { defineEnum, type EnumCode } from './define-enum';

export const accountTypes = defineEnum('accountTypes', [
  ['super_account', 'Super account'],
  ['hr_officer', 'HR officer'],
  ['hr_coordinator', 'HR coordinator'],
  ['hr_officer_myvista', 'HR officer (MyVista)'],
  ['operational_manager', 'Operational manager'],
  ['public_account', 'Public account'],
  ['general_manager', 'General manager'],
  ['hr_manager', 'HR manager'],
  ['facilitator', 'Facilitator'],
  ['hrbp', 'HR business partner'],
]);

export const accountStatus = defineEnum('accountStatus', [
  ['active', 'Active'],
  ['inactive', 'Inactive'],
]);

export const organisationKinds = defineEnum('organisationKinds', [
  ['provider', 'Provider'],
  ['facility', 'Facility'],
]);

export type AccountTypeCode = EnumCode<typeof accountTypes>;
export type AccountStatusCode = EnumCode<typeof accountStatus>;
export type OrganisationKindCode = EnumCode<typeof organisationKinds>;
