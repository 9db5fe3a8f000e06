// English, the default language. Enum labels come from the domain tables (one source of wording);
// zh.ts must have every key this file has (the Dictionary type checks it).
import { accountTypes } from '../../domain/enums/account';
import { applicationActionLabels } from '../../domain/enums/application-actions';
import { applicationStatus } from '../../domain/enums/application-status';
import { experienceBands } from '../../domain/enums/candidate';
import type { Enum, EnumCodeValue } from '../../domain/enums/define-enum';
import { staffStatus } from '../../domain/enums/staff-status';

const labels = (e: Enum<EnumCodeValue>): Record<string, string> => Object.fromEntries(e.entries.map((x) => [String(x.code), x.label]));

export const en = {
  app: { title: 'Care Console', tagline: 'Care workforce recruitment and staffing' },
  error: {
    timeout: 'The server did not answer within {{seconds}} s.',
    network: 'Network Error',
    unknownCommand: 'Unknown command {{id}}.',
    notAvailable: '“{{title}}” is not available here.',
    guard: 'Has Error',
  },
  toast: { done: '{{title}}: done.', statusChanged: 'Application {{application}} is now {{status}}.', archived: 'Application {{application}} archived.', restored: 'Application {{application}} restored.', codeSent: 'A new code is on its way.' },
  route: {
    login: 'Sign in',
    verificationCode: 'Verification code',
    dashboard: 'Dashboard',
    staff: 'Staff',
    applicants: 'Applicants',
    notFound: 'Page not found',
  },
  settings: { language: 'Language' },
  value: {
    language: { en: 'English', zh: '中文' },
    archived: { true: 'Archive', false: 'Restore' },
  },
  login: {
    title: 'Sign in',
    subtitle: 'Use your administrator account.',
    username: 'Email or username',
    usernamePlaceholder: 'name@example.com',
    password: 'Password',
    show: 'Show',
    hide: 'Hide',
    submit: 'Sign in',
    signingIn: 'Signing in…',
  },
  verify: {
    title: 'Check your email',
    noTicket: 'There is no sign-in waiting for a code. Sign in first.',
    backToLogin: 'Back to sign in',
    sentTo: 'We sent a 6-digit code to {{destination}}.',
    sent: 'We sent you a 6-digit code.',
    code: 'Verification code',
    submit: 'Verify',
    resend: 'Send a new code',
    resendIn: 'New code in {{seconds}} s',
  },
  shell: { navigation: 'Main', searchOrRun: 'Search or run a command…', logOut: 'Log out', breadcrumb: 'Breadcrumb' },
  kbd: { then: 'then' },
  palette: {
    title: 'Command palette',
    placeholder: 'Type a command or a page…',
    typeValue: 'Type the {{label}}',
    chooseValue: 'Choose the {{label}}',
    running: 'Running “{{title}}”…',
    loadingChoices: 'Loading choices…',
    noChoices: 'Nothing to choose from: no change is allowed from here.',
    noSourceArgs: 'The {{label}} choices need a record; focus one first.',
    default: 'default',
    useValue: 'Use “{{value}}”',
    noResults: 'No matching pages or commands.',
    resultCount: '{{shown}} of {{total}}',
    hintMove: 'move',
    hintChoose: 'choose',
    hintBack: 'back',
    hintClose: 'close',
    group: { actions: 'Actions', navigate: 'Navigate' },
  },
  arg: { q: 'search text', application_id: 'application', status: 'status', archived: 'archive action', language: 'language', path: 'path', version: 'version' },
  area: { search: 'Search', auth: 'Account', staff: 'Staff', application: 'Applications', ui: 'Console', navigation: 'Navigation', list: 'Lists' },
  record: { application: 'Application', applicant: 'Applicant', staff: 'Staff', provider: 'Provider', facility: 'Facility', jobAd: 'Job ad' },
  command: {
    auth: {
      login: 'Sign in',
      sendVerificationCode: 'Send the sign-in verification code again',
      verify: 'Confirm sign-in with the verification code',
      logout: 'Log out',
      userInfo: 'Who am I',
    },
    search: { records: 'Search records' },
    staff: { list: 'List applicants' },
    application: {
      list: 'List applications',
      adminOps: 'Show allowed actions for an application',
      changeStatus: 'Change application status',
      setArchived: 'Archive or restore application',
    },
    ui: { openPalette: 'Open command palette', toggleSidebar: 'Toggle sidebar', setLanguage: 'Switch language', cheatSheet: 'Show keyboard shortcuts' },
    nav: { go: 'Go to page', applicants: 'Go to applicants', dashboard: 'Go to dashboard' },
    list: { next: 'Focus next row', previous: 'Focus previous row', toggleSelected: 'Select or unselect focused row', open: 'Open focused row' },
  },
  cheatSheet: { title: 'Keyboard shortcuts', arrows: 'Focus next row (arrow)', arrowsUp: 'Focus previous row (arrow)' },
  common: { close: 'Close' },
  table: { selected: 'Selected', selectRow: 'Select row {{id}}', loading: 'Loading…', empty: 'No data', selectedCount: '{{count}} selected' },
  pager: { range: '{{from}}–{{to}} of {{total}}', previous: 'Previous page', next: 'Next page', page: '{{page}} / {{pages}}', pageSize: 'Rows per page', perPage: '{{size}} / page' },
  staff: {
    column: { name: 'Name', age: 'Age', position: 'Position', experience: 'Experience', email: 'Email', phone: 'Phone', status: 'Status', tags: 'Tags' },
    searchPlaceholder: 'Search name, email or phone',
    statusFilter: 'Staff status',
    allStatuses: 'All statuses',
  },
  applications: {
    title: 'Applications',
    column: { id: 'ID', applicant: 'Applicant', phone: 'Phone', job: 'Job', status: 'Status', applied: 'Applied', updated: 'Updated' },
    archivedTag: 'Archived',
    searchPlaceholder: 'Search applicant name, email or phone',
    statusFilter: 'Application status',
    allStatuses: 'All statuses',
    archivedFilter: 'Archived',
    archivedAll: 'Active and archived',
    archivedNo: 'Active only',
    archivedYes: 'Archived only',
  },
  applicants: {
    tab: { applicants: 'Applicants', applications: 'Applications' },
    keysHint: 'j / k or ↑ / ↓ to move, x to select, s to change status, ⌘K / Ctrl+K for everything',
  },
  dashboard: {
    greeting: 'Welcome, {{name}}',
    signedInAs: 'Signed in as {{email}} · {{type}}',
    applicants: 'Applicants',
    openApplicants: 'Open applicants',
    openApplications: 'Open applications',
    reviewApplications: 'Review applications',
    paletteTitle: 'Command palette',
    paletteText: 'Every page and action is one search away.',
    openPalette: 'Open the palette',
    shortcuts: 'Keyboard shortcuts',
    recent: 'Your recent commands',
    noRecent: 'Nothing yet in this session. Commands you run from the palette or keys show here.',
  },
  source: { palette: 'palette', hotkey: 'key', screen: 'screen', macro: 'macro' },
  notFound: { title: 'This page does not exist', text: 'The address may be mistyped, or the page has moved.', back: 'Back to dashboard' },
  enum: {
    staffStatus: labels(staffStatus),
    applicationStatus: labels(applicationStatus),
    experienceBands: labels(experienceBands),
    accountTypes: labels(accountTypes),
    applicationActionLabels: labels(applicationActionLabels),
  },
  /** English messages from schemas and the server are shown as they are; zh translates the known ones. */
  messages: {} as Record<string, string>,
};

// Objects with fixed keys must be matched key for key; open tables (enum labels, messages) need not.
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : string extends keyof T[K] ? Record<string, string> : Shape<T[K]> };
export type Dictionary = Shape<typeof en>;
