import { outerCandidateHandlers } from './outer-candidate';
import { referralHandlers } from './referral';
import { applicationHandlers } from './application';
import { authHandlers } from './auth';
import { searchHandlers } from './search';
import { staffHandlers } from './staff';
import { staffProfileHandlers } from './staff-profile';
import { noteHandlers } from './notes';
import { tagHandlers } from './tags';
import { attachmentHandlers } from './attachments';
import { applicationWorkflowHandlers } from './application-workflow';
import { interviewHandlers } from './interview';
import { referenceCheckHandlers } from './reference-check';
import { aiSummaryHandlers } from './ai-summary';
import { candidateExportHandlers } from './candidate-export';
import { staffShiftHandlers } from './staff-shift';
import { jobAdHandlers } from './job-ad';
import { resumeHandlers } from './resume';
import { resumeAssessmentHandlers } from './resume-assessment';
import { providerHandlers } from './provider';
import { operatorHandlers } from './operator';
import { facilityHandlers } from './facility';
import { employeeHandlers } from './employee';
import { fileHandlers } from './file';
import { masterboardHandlers } from './masterboard';
import { tempshiftHandlers } from './tempshift';
import { contractHandlers } from './contract';
import { apikeyHandlers } from './apikey';
import { adminHandlers } from './admin';
import { roleHandlers } from './role';
import { orderHandlers } from './order';
import { orderStaffHandlers } from './order-staff';
import { incidentHandlers } from './incident';
import { timesheetHandlers } from './timesheet';
import { payslipHandlers } from './payslip';
import { invoiceHandlers } from './invoice';
import type { Handlers } from './types';
import { setHandlerTable } from '../rpc/handler-table';
import { outboxHandlers } from './outbox';
import { smsHandlers } from './sms';
import { emailHandlers } from './email';
import { noticeHandlers } from './notice';
import { shortlinkHandlers } from './shortlink';
import { linkRouteHandlers } from './link-route';
import { appversionHandlers } from './appversion';
import { utmHandlers } from './utm';
import { dashboardHandlers } from './dashboard';
import { bulkHandlers } from './bulk';
import { undoHandlers } from './undo';
import { macroHandlers } from './macro';
import { auditHandlers } from './audit';
import { confirmReachHandlers } from './change-reach';

/** Exhaustive over the catalogue's server commands: a command without a handler does not compile. */
export const handlers: Handlers = {
  ...resumeHandlers,
  ...resumeAssessmentHandlers,
  ...outerCandidateHandlers,
  ...referralHandlers,
  ...authHandlers,
  ...staffHandlers,
  ...applicationHandlers,
  ...searchHandlers,
  ...staffProfileHandlers,
  ...noteHandlers,
  ...tagHandlers,
  ...attachmentHandlers,
  ...applicationWorkflowHandlers,
  ...interviewHandlers,
  ...referenceCheckHandlers,
  ...aiSummaryHandlers,
  ...candidateExportHandlers,
  ...staffShiftHandlers,
  ...jobAdHandlers,
  ...invoiceHandlers,
  ...payslipHandlers,
  ...timesheetHandlers,
  ...incidentHandlers,
  ...orderStaffHandlers,
  ...orderHandlers,
  ...adminHandlers,
  ...roleHandlers,
  ...apikeyHandlers,
  ...contractHandlers,
  ...masterboardHandlers,
  ...tempshiftHandlers,
  ...fileHandlers,
  ...employeeHandlers,
  ...facilityHandlers,
  ...operatorHandlers,
  ...providerHandlers,
  ...outboxHandlers,
  ...smsHandlers,
  ...emailHandlers,
  ...noticeHandlers,
  ...shortlinkHandlers,
  ...linkRouteHandlers,
  ...appversionHandlers,
  ...utmHandlers,
  ...dashboardHandlers,
  ...bulkHandlers,
  ...undoHandlers,
  ...macroHandlers,
  ...auditHandlers,
  ...confirmReachHandlers,
};

// The commands that run other commands (bulk, macros, undo) find handlers there, not by importing this file.
setHandlerTable(handlers);
