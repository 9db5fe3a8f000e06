import { applicationStatus } from '../src/domain/enums/application-status';
import type { Enum, EnumCodeValue } from '../src/domain/enums/define-enum';
import { jobAdStatus } from '../src/domain/enums/job-ad-status';
import { staffStatus } from '../src/domain/enums/staff-status';
import { candidateExportStatus } from '../src/domain/enums/ai-exports';
import { shiftOrderStatus } from '../src/domain/enums/shift-order';
import { incidentStatus, timesheetStatus } from '../src/domain/enums/shift-work';
import { disableRequestStatus, providerStatus } from '../src/domain/enums/provider';
import { accountStatus } from '../src/domain/enums/account';
import { tempShiftStatus } from '../src/domain/enums/master-board';
import { payDocumentStatus } from '../src/domain/enums/pay';

/**
 * The one table of record kinds: what a record is called, which argument names it, where its page is,
 * whether the palette's record search finds it, and which enumeration its status uses. A new noun adds
 * one row here; the server's search, the palette, the CLI and the screens read it.
 */
export interface RecordKindSpec {
  label: string;
  /** The argument that names one such record in the catalogue (`application_id`). */
  idArg: string;
  /** Other spellings of that argument that also name this kind. */
  aliasArgs?: readonly string[];
  /** The console page that shows one record. */
  detailPath: (id: number) => string;
  /** Found by search_records. */
  searchable: boolean;
  /**
   * Found only when asked for by kind (a palette step that picks one, such as the referee of a reference
   * check), not among the palette's Records for anything typed.
   */
  searchedAlone?: boolean;
  status?: Enum<EnumCodeValue>;
  /** A query command that returns the record's current `version` for this id argument (the CLI reads it). */
  versionQuery?: string;
}

const asEnum = (e: unknown) => e as Enum<EnumCodeValue>;

export const recordKinds = {
  applicant: {
    label: 'Applicant', idArg: 'staff_id', aliasArgs: ['applicant_id'], searchable: true, status: asEnum(staffStatus),
    detailPath: (id) => `/staff/applicants/detail/${id}`, versionQuery: 'profile.statusMoves',
  },
  staff: {
    label: 'Staff member', idArg: 'staff_id', searchable: false, status: asEnum(staffStatus),
    detailPath: (id) => `/staff/enabled-staff/detail/${id}`, versionQuery: 'profile.statusMoves',
  },
  application: {
    label: 'Application', idArg: 'application_id', searchable: true, status: asEnum(applicationStatus),
    detailPath: (id) => `/job/applications?application=${id}`, versionQuery: 'application.adminOps',
  },
  provider: {
    label: 'Provider', idArg: 'provider_id', searchable: true, status: asEnum(providerStatus),
    detailPath: (id) => `/provider/providers/manage/${id}`, versionQuery: 'provider.info',
  },
  disableRequest: {
    label: 'Disable request', idArg: 'request_id', searchable: false, status: asEnum(disableRequestStatus),
    detailPath: (id) => `/provider/approve?disableRequest=${id}`,
  },
  operator: {
    label: 'Operator', idArg: 'operator_id', searchable: false, status: asEnum(accountStatus),
    detailPath: (id) => `/provider/manage/operators/manage/${id}`, versionQuery: 'operator.info',
  },
  providerBlock: {
    label: 'Blocked worker', idArg: 'block_id', searchable: false,
    detailPath: (id) => `/provider/providers/enable?providerBlock=${id}`,
  },
  queuedSms: {
    label: 'Queued SMS', idArg: 'message_id', searchable: false,
    detailPath: (id) => `/provider/providers/enable?queuedSms=${id}`,
  },
  facility: {
    label: 'Facility', idArg: 'facility_id', searchable: true,
    // Provider 0: the facility page finds the facility's provider itself.
    detailPath: (id) => `/provider/manage/facility/0?facility=${id}`, versionQuery: 'facility.detail',
  },
  jobAd: {
    label: 'Job ad', idArg: 'job_id', searchable: true, status: asEnum(jobAdStatus),
    detailPath: (id) => `/job/ads/view/${id}`,
  },
  candidateExport: {
    label: 'Candidate export', idArg: 'export_id', searchable: false, status: asEnum(candidateExportStatus),
    detailPath: (id) => `/job/export-profile?candidateExport=${id}`, versionQuery: 'export.detail',
  },
  shift: {
    // An order is a shift (issue 10): order commands name it order_id, the workers' commands shift_id.
    label: 'Shift', idArg: 'shift_id', aliasArgs: ['order_id'], searchable: true, status: asEnum(shiftOrderStatus),
    detailPath: (id) => `/order/shift/detail/${id}`, versionQuery: 'order.info',
  },
  interview: {
    label: 'Interview', idArg: 'interview_id', searchable: false,
    detailPath: (id) => `/staff/applicants/interview-report-detail/${id}`, versionQuery: 'interview.detail',
  },
  referee: {
    label: 'Referee', idArg: 'referee_id', searchable: true, searchedAlone: true,
    detailPath: (id) => `/staff/applicants/reference-check-detail/${id}`, versionQuery: 'referee.checkResult',
  },
  position: {
    label: 'Position', idArg: 'position_id', searchable: false,
    detailPath: (id) => `/staff/configuration/job-role-category?position=${id}`, versionQuery: 'position.qualifications',
  },
  positionLevel: {
    label: 'Position level', idArg: 'level_id', searchable: false,
    detailPath: (id) => `/staff/level?positionLevel=${id}`,
  },
  outerCandidate: {
    label: 'Outer candidate', idArg: 'outer_candidate_id', searchable: false,
    detailPath: (id) => `/staff/applicants/candidate-detail/${id}`,
  },
  referralLink: {
    label: 'Referral link', idArg: 'link_id', searchable: false,
    detailPath: (id) => `/staff/referral?referralLink=${id}`,
  },
  providerApiKey: {
    label: 'Provider API key', idArg: 'api_id', searchable: false,
    detailPath: (id) => `/provider/master-board/permission?providerApiKey=${id}`,
  },
  contractTemplate: {
    label: 'Contract template', idArg: 'contract_template_id', searchable: false,
    detailPath: (id) => `/provider/manage/contract-configuration/manage/0?template=${id}`, versionQuery: 'contract.templateDetail',
  },
  tempShift: {
    label: 'Temp shift', idArg: 'temp_shift_id', searchable: false, status: asEnum(tempShiftStatus),
    detailPath: (id) => `/provider/master-board/temp-shift/view/${id}`, versionQuery: 'tempshift.detail',
  },
  payslip: {
    label: 'Payslip', idArg: 'payslip_id', searchable: false, status: asEnum(payDocumentStatus),
    detailPath: (id) => `/account/payslip?payslip=${id}`, versionQuery: 'payslip.detail',
  },
  invoice: {
    label: 'Invoice', idArg: 'invoice_id', searchable: false, status: asEnum(payDocumentStatus),
    detailPath: (id) => `/account/invoice?invoice=${id}`, versionQuery: 'invoice.detail',
  },
  /** A row of the pay audit trail (an audit entry, not a document): focusing one offers no document action. */
  payAudit: {
    label: 'Pay audit entry', idArg: 'audit_id', searchable: false,
    detailPath: (id) => `/account/audit?payAudit=${id}`,
  },
  providerAddress: {
    label: 'Address', idArg: 'address_id', searchable: false,
    detailPath: (id) => `/provider/manage/address-book/0?address=${id}`,
  },
  employee: {
    label: 'Employee', idArg: 'employee_id', searchable: false,
    detailPath: (id) => `/provider/employees/view/${id}`, versionQuery: 'employee.detail',
  },
  libraryFile: {
    label: 'File', idArg: 'file_id', searchable: false,
    detailPath: (id) => `/files/list?libraryFile=${id}`,
  },
  shortLink: {
    label: 'Short link', idArg: 'short_link_id', searchable: false,
    detailPath: (id) => `/tools/short-link?shortLink=${id}`,
  },
  linkRoute: {
    label: 'Link route', idArg: 'route_id', searchable: false,
    detailPath: (id) => `/tools/routers?linkRoute=${id}`,
  },
  appVersion: {
    label: 'App version', idArg: 'app_version_id', searchable: false,
    detailPath: (id) => `/dev-ops/version?appVersion=${id}`,
  },
  utmSummary: {
    label: 'UTM summary', idArg: 'utm_id', searchable: false,
    detailPath: (id) => `/dev-ops/utm?utmSummary=${id}`,
  },
  outboxMessage: {
    label: 'Outbox message', idArg: 'outbox_id', searchable: false,
    detailPath: (id) => `/tools/index?outboxMessage=${id}`,
  },
  auditEntry: {
    label: 'Audit entry', idArg: 'audit_id', searchable: false,
    detailPath: (id) => `/admin/audit?auditEntry=${id}`,
  },
  adminUser: {
    label: 'Admin user', idArg: 'user_id', searchable: false, status: asEnum(accountStatus),
    detailPath: (id) => `/admin/users?adminUser=${id}`, versionQuery: 'admin.userInfo',
  },
  providerRole: {
    label: 'Provider role', idArg: 'role_id', searchable: false,
    detailPath: (id) => `/admin/roles?providerRole=${id}`, versionQuery: 'role.info',
  },
  adminAuth: {
    label: 'Auth', idArg: 'auth_id', searchable: false,
    detailPath: (id) => `/admin/roles?tab=auths&adminAuth=${id}`,
  },
  adminMenu: {
    label: 'Menu entry', idArg: 'menu_id', searchable: false,
    detailPath: (id) => `/admin/menus?adminMenu=${id}`,
  },
  apiEntry: {
    label: 'API entry', idArg: 'api_entry_id', searchable: false,
    detailPath: (id) => `/admin/apis?apiEntry=${id}`,
  },
  timesheet: {
    label: 'Timesheet', idArg: 'timesheet_id', searchable: false, status: asEnum(timesheetStatus),
    detailPath: (id) => `/time-sheet?timesheet=${id}`, versionQuery: 'timesheet.detail',
  },
  incident: {
    label: 'Incident', idArg: 'incident_id', searchable: false, status: asEnum(incidentStatus),
    detailPath: (id) => `/incident/detail/${id}`, versionQuery: 'incident.detail',
  },
} as const satisfies Record<string, RecordKindSpec>;

export type RecordKind = keyof typeof recordKinds;
export const recordKindIds = Object.keys(recordKinds) as RecordKind[];
export type SearchableKind = { [K in RecordKind]: (typeof recordKinds)[K]['searchable'] extends true ? K : never }[RecordKind];
export const searchableKinds = recordKindIds.filter((k) => recordKinds[k].searchable) as [SearchableKind, ...SearchableKind[]];
/** What search_records looks through when no kind is asked for: the palette's Records. */
export const generalSearchKinds = searchableKinds.filter((k) => !(recordKinds[k] as RecordKindSpec).searchedAlone);

/**
 * What these helpers read of a command: its record argument and its arguments' shape. Named here rather
 * than imported as AnyCommand, because define.ts imports RecordKind from this file.
 */
export interface CommandOnRecord {
  recordArg?: string;
  args: { shape: object };
}

export function recordKind(kind: RecordKind): RecordKindSpec {
  return recordKinds[kind];
}

/** Which kind of record an argument names (`job_id` → jobAd); the first kind claiming it wins. */
export function kindOfArg(arg: string): RecordKind | undefined {
  return recordKindIds.find((k) => {
    const spec: RecordKindSpec = recordKinds[k];
    return spec.idArg === arg || spec.aliasArgs?.includes(arg);
  });
}

/** Whether a command writes a versioned row: it takes `version` beside the id of its record. */
export function takesVersion(command: CommandOnRecord): boolean {
  return Boolean(command.recordArg) && 'version' in (command.args.shape as Record<string, unknown>);
}

/** The kind of record a command acts on, from its record argument (`application_id` → application). */
export function recordKindOf(command: CommandOnRecord): RecordKind | undefined {
  return command.recordArg ? kindOfArg(command.recordArg) : undefined;
}

/**
 * Where a write's version comes from when the caller has not seen the row (a row beyond the page, a
 * record found by search, a script): the record kind's version query and the argument naming the record.
 */
export function versionQueryOf(command: CommandOnRecord): { commandId: string; idArg: string; kind: RecordKind } | undefined {
  const kind = recordKindOf(command);
  const spec = kind ? recordKind(kind) : undefined;
  return kind && spec?.versionQuery ? { commandId: spec.versionQuery, idArg: spec.idArg, kind } : undefined;
}
