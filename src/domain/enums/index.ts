// Every enumeration of spec §3 (and the §4 action wording), plus `allEnums` so i18n tooling can list
// each label to translate.
import { accountStatus, accountTypes, organisationKinds } from './account';
import { adminActionLabels, applicationActionLabels } from './application-actions';
import { applicationStatus } from './application-status';
import {
  careSetting,
  experienceBands,
  interviewAttendance,
  mandatoryTraining,
  medicationCompetency,
  ndisScreening,
  policeCheckTypes,
  shiftBlockPatterns,
  staffActionRequests,
  startTiming,
  vaccination,
} from './candidate';
import type { Enum, EnumCodeValue } from './define-enum';
import { benefits, employmentTypes, payBasis, payLoadings } from './employment';
import {
  checkValidity,
  citizenship,
  driverLicence,
  identityDocuments,
  jobPreferenceGender,
  profileGender,
  verificationStates,
  workRights,
} from './identity';
import { jobAdStatus } from './job-ad-status';
import { outerCandidateStatus } from './outer-candidate';
import { disableDecisions, disableRequestStatus, operatorRoles, providerFileCategories, providerStatus } from './provider';
import { payDocumentActions, payDocumentKinds, payDocumentStatus, payrollPeriodStatus } from './pay';
import { assignmentConflicts, incidentCategories, incidentSeverities, incidentStatus, shiftWorkerStatus, timesheetStatus } from './shift-work';
import { australianStates, timeZoneOffsets } from './location';
import { masterBoardLayouts, masterBoardPermissions, providerApiKeyStatus, providerApiScopes, tempShiftStatus } from './master-board';
import { orderListFilterStatus, shiftOrderStatus } from './shift-order';
import { orderPushKinds, orderReviewStatus } from './order-review';
import { staffStatus } from './staff-status';
import { auditOutcomes } from './audit';
import { appPlatforms } from './devops';
import { outboxChannels, outboxShownStatus, outboxStatus } from './delivery';
import { taxDeclarationFlags } from './tax';
import { interviewModes, interviewRecommendations, referenceCheckStates, refereeRelationships, viInviteStates } from './interview';
import { aiFits, aiReasonKinds, aiSummaryOrigins, candidateExportFormats, candidateExportStatus, conversationSenders } from './ai-exports';
import { actionRequestResults, applicationEventKinds, applicationSources, screenResults, workflowSteps } from './workflow-steps';

export * from './define-enum';
export * from './staff-status';
export * from './application-status';
export * from './application-actions';
export * from './job-ad-status';
export * from './shift-order';
export * from './account';
export * from './employment';
export * from './location';
export * from './identity';
export * from './tax';
export * from './candidate';
export * from './interview';
export * from './ai-exports';
export * from './workflow-steps';
export * from './outer-candidate';
export * from './provider';
export * from './pay';
export * from './master-board';
export * from './shift-work';
export * from './order-review';
export * from './audit';
export * from './devops';
export * from './delivery';

export const allEnums: readonly Enum<EnumCodeValue>[] = Object.freeze([
  payDocumentStatus, payrollPeriodStatus, payDocumentKinds, payDocumentActions,
  auditOutcomes,
  tempShiftStatus, masterBoardPermissions, providerApiScopes, providerApiKeyStatus, masterBoardLayouts,
  appPlatforms, outboxStatus, outboxChannels, outboxShownStatus,
  timesheetStatus, assignmentConflicts, incidentCategories, incidentSeverities, incidentStatus, shiftWorkerStatus,
  outerCandidateStatus,
  providerStatus, disableRequestStatus, disableDecisions, operatorRoles, providerFileCategories,
  staffStatus,
  applicationStatus,
  applicationActionLabels,
  adminActionLabels,
  jobAdStatus,
  shiftOrderStatus,
  orderListFilterStatus,
  orderReviewStatus, orderPushKinds,
  accountTypes,
  accountStatus,
  organisationKinds,
  employmentTypes,
  payBasis,
  payLoadings,
  benefits,
  australianStates,
  timeZoneOffsets,
  citizenship,
  workRights,
  identityDocuments,
  verificationStates,
  checkValidity,
  driverLicence,
  jobPreferenceGender,
  profileGender,
  taxDeclarationFlags,
  experienceBands,
  vaccination,
  medicationCompetency,
  ndisScreening,
  policeCheckTypes,
  careSetting,
  shiftBlockPatterns,
  startTiming,
  interviewAttendance,
  mandatoryTraining,
  staffActionRequests,
  interviewModes,
  interviewRecommendations,
  refereeRelationships,
  referenceCheckStates,
  viInviteStates,
  aiSummaryOrigins,
  aiFits,
  aiReasonKinds,
  conversationSenders,
  candidateExportStatus,
  candidateExportFormats,
  workflowSteps,
  actionRequestResults,
  screenResults,
  applicationSources,
  applicationEventKinds,
]);
