// Spec §3 "Staff/applicant status codes": where an applicant is in recruitment and onboarding.
import { defineEnum, type EnumCode } from './define-enum';

export const staffStatus = defineEnum('staffStatus', [
  [0, 'Email unverified'],
  [1, 'New'],
  [2, 'ApplicationReceived'],
  [3, 'InterviewProcess'],
  [4, 'InterviewInfoReceived'],
  [5, 'UploadingMaterials'],
  [6, 'MaterialsUnderReview'],
  [7, 'SigningContract'],
  [8, 'ContractSigned'],
  [9, 'Onboarding'],
  [10, 'Enabled'],
  [11, 'Rejected'],
  [12, 'Disabled'],
  [13, 'Interview'],
  [14, 'OnboardingInfoReceived'],
  [15, 'On-hold'],
  [16, 'Reviewed'],
]);

export type StaffStatusCode = EnumCode<typeof staffStatus>;
