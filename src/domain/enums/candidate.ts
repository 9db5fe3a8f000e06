// Spec §3 "Candidate attributes": answers an applicant gives about experience, checks and
// availability, plus the training topics and the requests staff can be sent. Topics and requests are
// named in words in the spec; their codes are the snake_case of those words.
import { defineEnum, type EnumCode } from './define-enum';

export const experienceBands = defineEnum('experienceBands', [
  ['no_experience', 'No experience'],
  ['complete_placement', 'Completed placement'],
  ['lt_6mos', 'Less than 6 months'],
  ['6mos_to_1yr', '6 months to 1 year'],
  ['1_to_2yrs', '1 to 2 years'],
  ['2_to_5yrs', '2 to 5 years'],
  ['5_to_10yrs', '5 to 10 years'],
  ['gte_10yrs', '10 years or more'],
]);

// The spec notes finer vaccination levels exist but does not list them.
export const vaccination = defineEnum('vaccination', [
  ['yes', 'Yes'],
  ['plan', 'Planned'],
  ['refuse', 'Refused'],
]);

export const medicationCompetency = defineEnum('medicationCompetency', [
  ['certificate', 'Certificate'],
  ['training', 'Training'],
  ['no', 'No'],
]);

export const ndisScreening = defineEnum('ndisScreening', [
  ['yes', 'Yes'],
  ['in_process', 'In process'],
  ['willing', 'Willing'],
  ['no', 'No'],
]);

export const policeCheckTypes = defineEnum('policeCheckTypes', [
  ['police', 'Police check'],
  ['ndis', 'NDIS worker screening'],
  ['both', 'Both'],
]);

export const careSetting = defineEnum('careSetting', [
  ['residential_care', 'Residential care'],
  ['home_care', 'Home care'],
  ['not_specified', 'Not specified'],
]);

export const shiftBlockPatterns = defineEnum('shiftBlockPatterns', [
  ['weekly', 'Weekly'],
  ['fortnightly', 'Fortnightly'],
  ['weekly_time_specify', 'Weekly, set times'],
  ['fortnightly_time_specify', 'Fortnightly, set times'],
]);

export const startTiming = defineEnum('startTiming', [
  ['one_week', 'In one week'],
  ['two_weeks', 'In two weeks'],
  ['one_month', 'In one month'],
  ['commencement', 'On commencement'],
]);

export const interviewAttendance = defineEnum('interviewAttendance', [
  ['unconfirmed', 'Unconfirmed'],
  ['going', 'Going'],
  ['not_going', 'Not going'],
  ['not_attending', 'Not attending'],
  ['interviewed', 'Interviewed'],
  ['cancelled', 'Cancelled'],
  ['accepted', 'Accepted'],
]);

export const mandatoryTraining = defineEnum('mandatoryTraining', [
  ['elder_abuse', 'Elder Abuse'],
  ['hand_hygiene', 'Hand Hygiene'],
  ['infection_control', 'Infection Control'],
  ['chemical', 'Chemical'],
  ['food_safety', 'Food Safety'],
  ['first_aid', 'First Aid'],
  ['manual_handling', 'Manual Handling'],
  ['behavior_management', 'Behavior Management'],
  ['dysphagia', 'Dysphagia'],
]);

export const staffActionRequests = defineEnum('staffActionRequests', [
  ['request_police_clearance', 'Request police clearance'],
  ['flu_vax', 'Flu vax'],
  ['invite_for_jobs', 'Invite for jobs'],
  ['drivers_license', "Driver's license"],
  ['updating_qualification', 'Updating qualification'],
  ['residency_status', 'Residency status'],
  ['reference_service_statement', 'Reference/service statement'],
  ['update_resume', 'Update resume'],
]);

export type ExperienceBandCode = EnumCode<typeof experienceBands>;
export type VaccinationCode = EnumCode<typeof vaccination>;
export type MedicationCompetencyCode = EnumCode<typeof medicationCompetency>;
export type NdisScreeningCode = EnumCode<typeof ndisScreening>;
export type PoliceCheckTypeCode = EnumCode<typeof policeCheckTypes>;
export type CareSettingCode = EnumCode<typeof careSetting>;
export type ShiftBlockPatternCode = EnumCode<typeof shiftBlockPatterns>;
export type StartTimingCode = EnumCode<typeof startTiming>;
export type InterviewAttendanceCode = EnumCode<typeof interviewAttendance>;
export type MandatoryTrainingCode = EnumCode<typeof mandatoryTraining>;
export type StaffActionRequestCode = EnumCode<typeof staffActionRequests>;
