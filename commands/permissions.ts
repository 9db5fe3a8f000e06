// Which account types (spec §3) may run which command. The spec leaves "what each may do" open (§6), so
// this is our rule set, as data: one row per business domain saying who may read (queries) and who may
// act (actions), the areas and nouns that belong to each domain, and a few overrides per command id.
// A command may also declare `accounts` itself, which wins over this table. docs/admin-area.md explains it.
import { accountTypes, type AccountTypeCode } from '../src/domain/enums/account';
import type { AnyCommand } from './define';

export type AccountType = AccountTypeCode;

export const ALL_ACCOUNT_TYPES: readonly AccountType[] = accountTypes.codes;

/** The owner of the console: every command, always; no rule can take one away. */
export const SUPER_ACCOUNT: AccountType = 'super_account';

const everyone = ALL_ACCOUNT_TYPES;
/** Every account that works in the business (a public account only looks). */
const staffAccounts = ALL_ACCOUNT_TYPES.filter((t) => t !== 'public_account');
const managers: readonly AccountType[] = ['super_account', 'general_manager'];
const recruiters: readonly AccountType[] = [...managers, 'hr_manager', 'hr_officer', 'hr_coordinator', 'hr_officer_myvista', 'hrbp'];
const operations: readonly AccountType[] = [...managers, 'operational_manager'];

export interface Access {
  /** May run the domain's queries. */
  read: readonly AccountType[];
  /** May run the domain's actions. */
  act: readonly AccountType[];
}

/** One row per business domain. */
export const domainAccess = {
  /** Signing in and out, who am I, search, the browser's own commands. */
  session: { read: everyone, act: everyone },
  /** Applicants, staff, applications, job ads, referrals, resumes, notes, tags, attachments. */
  recruitment: { read: everyone, act: recruiters },
  /** Interviews and their reports: facilitators run them. */
  interviews: { read: everyone, act: [...recruiters, 'facilitator'] },
  /** Positions, pay levels, resume assessment rules, virtual interview configs. */
  configuration: { read: everyone, act: [...managers, 'hr_manager'] },
  /** Providers, operators, facilities, employees, master board, contracts, onboarding files. */
  providers: { read: everyone, act: [...operations, 'hr_manager'] },
  /** Provider API keys: secrets, so neither read nor written beyond the managers. */
  providerApi: { read: managers, act: managers },
  /** Shift orders and their workers. */
  orders: { read: everyone, act: [...operations, 'hr_coordinator', 'facilitator'] },
  /** Incidents: anyone working may report one. */
  incidents: { read: everyone, act: staffAccounts },
  /** Timesheets: operations check them, HR corrects them. */
  timesheets: { read: everyone, act: [...operations, 'hr_manager', 'hr_officer'] },
  /** Payslips, invoices, payroll periods: people's pay, so not for everyone to read; approval by few. */
  pay: { read: [...operations, 'hr_manager', 'hr_officer', 'hrbp'], act: [...managers, 'hr_manager'] },
  /** SMS, email, notices, short links, announcements. */
  messaging: { read: staffAccounts, act: [...recruiters, 'operational_manager'] },
  /** Uploaded files. */
  files: { read: everyone, act: staffAccounts },
  /** App versions and UTM summaries. */
  devOps: { read: managers, act: [SUPER_ACCOUNT] },
  /** Admin users, their sessions, provider roles, menus and api entries. */
  admin: { read: managers, act: [SUPER_ACCOUNT] },
  /**
   * A person's own data (their notices' read marks): commands that declare `ownData` and whose handlers
   * touch only the caller's rows. Everyone, a public account too, may keep their own inbox.
   */
  ownData: { read: everyone, act: everyone },
} as const satisfies Record<string, Access>;

export type Domain = keyof typeof domainAccess;

/**
 * A command's `area`, or failing that the noun of its id (`payslip` of `payslip.approve`), → its domain.
 * A new area or noun needs a row here (test/commands/permissions.test.ts lists any that has none).
 */
export const scopeDomains: Readonly<Record<string, Domain>> = {
  auth: 'session', search: 'session', ui: 'session', list: 'session', tabs: 'session', navigation: 'session', nav: 'session',
  staff: 'recruitment', application: 'recruitment', applications: 'recruitment', jobAd: 'recruitment', job: 'recruitment',
  referral: 'recruitment', outerCandidate: 'recruitment', outer: 'recruitment', resume: 'recruitment', notes: 'recruitment',
  note: 'recruitment', tags: 'recruitment', tag: 'recruitment', attachments: 'recruitment', attachment: 'recruitment',
  workflow: 'recruitment', candidateExport: 'recruitment', export: 'recruitment', referenceCheck: 'recruitment',
  reference: 'recruitment', aiSummary: 'recruitment', ai: 'recruitment', profile: 'recruitment', qualification: 'recruitment',
  staffShift: 'recruitment', checklist: 'recruitment', referee: 'recruitment',
  interview: 'interviews', interviewReport: 'interviews', virtualInterview: 'interviews',
  configuration: 'configuration', position: 'configuration', positions: 'configuration', level: 'configuration',
  resumeAssessment: 'configuration', assessment: 'configuration',
  provider: 'providers', operator: 'providers', facility: 'providers', employee: 'providers', masterboard: 'providers',
  masterBoard: 'providers', contract: 'providers', onboarding: 'providers', place: 'providers', address: 'providers',
  apikey: 'providerApi', providerApi: 'providerApi',
  order: 'orders', orders: 'orders', tempshift: 'orders', tempShift: 'orders', orderStaff: 'orders', orderstaff: 'orders', shift: 'orders',
  incident: 'incidents',
  timesheet: 'timesheets', timeSheet: 'timesheets',
  payslip: 'pay', invoice: 'pay', pay: 'pay', payroll: 'pay', auditing: 'pay',
  sms: 'messaging', email: 'messaging', notice: 'messaging', notices: 'messaging', messaging: 'messaging',
  shortLink: 'messaging', link: 'messaging', announcement: 'messaging', tools: 'messaging',
  file: 'files', files: 'files',
  appversion: 'devOps', appVersion: 'devOps', utm: 'devOps', devOps: 'devOps', devops: 'devOps',
  admin: 'admin', role: 'admin', menu: 'admin',
  outbox: 'messaging', shortlink: 'messaging', linkRoute: 'messaging',
  dashboard: 'session', bulk: 'session', undo: 'session', macro: 'session', macros: 'session',
};

/** Domain of a command: `ownData` when it declares so, else the row of its area or noun, if any. */
export function domainOf(command: Pick<AnyCommand, 'id' | 'area' | 'ownData'>): Domain | undefined {
  if (command.ownData) return 'ownData';
  return scopeDomains[command.area] ?? scopeDomains[command.id.split('.')[0]];
}

/**
 * Per command id, where one command differs from its domain: approving a candidate export hands a
 * provider people's data, so it is the managers' and HR manager's call.
 */
export const commandAccess: Readonly<Record<string, readonly AccountType[]>> = {
  'export.approve': [...managers, 'hr_manager'],
};

/** Without a domain: every account may read, every working account may act. */
const fallback: Access = { read: everyone, act: staffAccounts };

/** The account types that may run a command, super_account always among them. */
export function accountsFor(command: AnyCommand): readonly AccountType[] {
  const declared = command.accounts ?? (command.roles as readonly AccountType[] | undefined) ?? commandAccess[command.id];
  const domain = domainOf(command);
  const access = domain ? domainAccess[domain] : fallback;
  const list = declared ?? (command.kind === 'query' ? access.read : access.act);
  return list.includes(SUPER_ACCOUNT) ? list : [SUPER_ACCOUNT, ...list];
}

const cache = new WeakMap<AnyCommand, ReadonlySet<string>>();

/** Whether an account type may run the command. Sign-in commands (public) are for anyone. */
export function mayRun(command: AnyCommand, accountType: string | null | undefined): boolean {
  if (command.public) return true;
  if (!accountType) return false;
  let allowed = cache.get(command);
  if (!allowed) cache.set(command, (allowed = new Set(accountsFor(command))));
  return allowed.has(accountType);
}
