// Spec §3 "Identity and eligibility": right to work, identity documents and check states.
// Numeric-coded labels are the spec's words verbatim (driver licence 'none' and 'valid overseas'
// are lower case there too); string-coded labels are plain English for the code.
import { defineEnum, type EnumCode } from './define-enum';

export const citizenship = defineEnum('citizenship', [
  [1, 'Australian Citizen'],
  [2, 'Australian Permanent Resident'],
  [3, 'New Zealand Citizen'],
  [4, 'Non Australian Citizen or PR'],
]);

export const workRights = defineEnum('workRights', [
  ['permanent_unrestricted', 'Permanent, unrestricted'],
  ['temporary_unrestricted', 'Temporary, unrestricted'],
  ['temporary_restricted', 'Temporary, restricted'],
  ['no_work_rights', 'No work rights'],
  ['australian_citizen', 'Australian citizen'],
  ['not_provided', 'Not provided'],
]);

export const identityDocuments = defineEnum('identityDocuments', [
  [1, 'Australian Passport'],
  [2, 'Australian Birth Certificate'],
  [3, 'Citizenship Certificate'],
  [4, 'Passport'],
  [5, 'Immigration Card'],
]);

export const verificationStates = defineEnum('verificationStates', [
  ['verified', 'Verified'],
  ['pending', 'Pending'],
  ['verifying', 'Verifying'],
]);

export const checkValidity = defineEnum('checkValidity', [
  ['not_specified', 'Not specified'],
  ['valid', 'Valid'],
  ['in_valid', 'Invalid'],
]);

export const driverLicence = defineEnum('driverLicence', [
  [0, 'none'],
  [3, 'valid overseas'],
  [4, 'Australian full'],
  [5, 'Australian provisional'],
]);

export const jobPreferenceGender = defineEnum('jobPreferenceGender', [
  ['not_specified', 'Not specified'],
  ['female', 'Female'],
  ['male', 'Male'],
]);

export const profileGender = defineEnum('profileGender', [
  [1, 'Male'],
  [2, 'Female'],
  [3, 'Prefer not to say'],
]);

export type CitizenshipCode = EnumCode<typeof citizenship>;
export type WorkRightsCode = EnumCode<typeof workRights>;
export type IdentityDocumentCode = EnumCode<typeof identityDocuments>;
export type VerificationStateCode = EnumCode<typeof verificationStates>;
export type CheckValidityCode = EnumCode<typeof checkValidity>;
export type DriverLicenceCode = EnumCode<typeof driverLicence>;
export type JobPreferenceGenderCode = EnumCode<typeof jobPreferenceGender>;
export type ProfileGenderCode = EnumCode<typeof profileGender>;
