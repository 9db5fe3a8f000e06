import { outerCandidateCommands } from './outer-candidate';
import { referralCommands } from './referral';
import { applicationCommands } from './application';
import { authCommands } from './auth';
import { providerCommands } from './provider';
import { operatorCommands } from './operator';
import { facilityCommands } from './facility';
import { employeeCommands } from './employee';
import { fileCommands } from './file';
import { masterboardCommands } from './masterboard';
import { tempshiftCommands } from './tempshift';
import { contractCommands } from './contract';
import { apikeyCommands } from './apikey';
import { adminCommands } from './admin';
import { roleCommands } from './role';
import { orderCommands } from './order';
import { orderStaffCommands } from './order-staff';
import { incidentCommands } from './incident';
import { timesheetCommands } from './timesheet';
import { payslipCommands } from './payslip';
import { invoiceCommands } from './invoice';
import { buildRegistry } from './registry';
import { handOverCatalogue } from './built-catalogue';
import { resumeCommands } from './resume';
import { resumeAssessmentCommands } from './resume-assessment';
import { searchCommands } from './search';
import { staffCommands } from './staff';
import { uiCommands } from './ui';
import { staffProfileCommands } from './staff-profile';
import { noteCommands } from './notes';
import { tagCommands } from './tags';
import { attachmentCommands } from './attachments';
import { applicationWorkflowCommands } from './application-workflow';
import { interviewCommands } from './interview';
import { referenceCheckCommands } from './reference-check';
import { aiSummaryCommands } from './ai-summary';
import { candidateExportCommands } from './candidate-export';
import { staffShiftCommands } from './staff-shift';
import { jobAdCommands } from './job-ad';
import { outboxCommands } from './outbox';
import { smsCommands } from './sms';
import { emailCommands } from './email';
import { noticeCommands } from './notice';
import { shortlinkCommands } from './shortlink';
import { linkRouteCommands } from './link-route';
import { appversionCommands } from './appversion';
import { utmCommands } from './utm';
import { dashboardCommands } from './dashboard';
import { bulkCommands } from './bulk';
import { undoCommands } from './undo';
import { macroCommands } from './macro';
import { auditCommands } from './audit';
import { confirmReachCommands } from './confirm-reach';

/** The catalogue: every command of every surface, from explicit lists (no import side effects). */
export const commandList = [...resumeCommands, ...resumeAssessmentCommands,...authCommands, ...staffCommands, ...applicationCommands, ...searchCommands, ...uiCommands,
  ...staffProfileCommands, ...noteCommands, ...tagCommands, ...attachmentCommands, ...applicationWorkflowCommands, ...interviewCommands, ...referenceCheckCommands, ...aiSummaryCommands, ...candidateExportCommands, ...staffShiftCommands,
  ...jobAdCommands,
  ...outerCandidateCommands, ...referralCommands,
  ...invoiceCommands,
  ...payslipCommands,
  ...timesheetCommands,
  ...incidentCommands,
  ...orderStaffCommands,
  ...orderCommands,
  ...adminCommands,
  ...roleCommands,
  ...apikeyCommands,
  ...contractCommands,
  ...masterboardCommands,
  ...tempshiftCommands,
  ...fileCommands,
  ...employeeCommands,
  ...facilityCommands,
  ...operatorCommands,
  ...providerCommands,
  ...outboxCommands,
  ...smsCommands,
  ...emailCommands,
  ...noticeCommands,
  ...shortlinkCommands,
  ...linkRouteCommands,
  ...appversionCommands,
  ...utmCommands,
  ...dashboardCommands,
  ...bulkCommands,
  ...undoCommands,
  ...macroCommands,
  ...auditCommands,
  ...confirmReachCommands,
] as const;

export type Command = (typeof commandList)[number];
export type CommandId = Command['id'];
export type CommandById<Id extends CommandId> = Extract<Command, { id: Id }>;
export type ServerCommand = Exclude<Command, { kind: 'client' }>;
export type ServerCommandId = ServerCommand['id'];

export const registry = buildRegistry<Command>(commandList);
// For the schemas that check a text against the whole catalogue (a macro's steps): built-catalogue.ts.
handOverCatalogue(registry);

export function getCommand<Id extends CommandId>(id: Id): CommandById<Id> {
  return registry.byId.get(id) as CommandById<Id>;
}

export * from './define';
export * from './record-kinds';
