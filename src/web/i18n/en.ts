// English, the default language. Command titles are the catalogue's (`title` in commands/*.ts) and enum
// labels the domain's (one source of wording), so neither is repeated here; zh.ts must have every key this
// file has (the Dictionary type checks it) and adds the zh command titles and enum labels.
import type { Enum, EnumCodeValue } from '../../domain/enums/define-enum';
import { staffStatus } from '../../domain/enums/staff-status';
import type { areasEn } from './areas-en';
import { routeTitlesEn } from './route-titles-en';

const labels = (e: Enum<EnumCodeValue>): Record<string, string> => Object.fromEntries(e.entries.map((x) => [String(x.code), x.label]));
/** The spec writes some labels as identifiers ('InterviewProcess'); people read 'Interview process'. */
const words = (label: string) => label.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
const readable = (e: Enum<EnumCodeValue>): Record<string, string> => Object.fromEntries(Object.entries(labels(e)).map(([k, v]) => [k, words(v)]));

export const en = {
  app: { title: 'Care Console', tagline: 'Care workforce recruitment and staffing' },
  error: {
    timeout: 'The server did not answer within {{seconds}} s.',
    network: 'Network Error',
    unknownCommand: 'Unknown command {{id}}.',
    notAvailable: '“{{title}}” is not available here.',
    guard: 'Has Error',
  },
  toast: { orderCreated: 'Order #{{id}} created for {{provider}} at {{facility}}.', undone: 'Undone: {{summary}}.', undo: 'Undo ({{key}})', done: '{{title}}: done.', statusChanged: 'Application {{application}} is now {{status}}.', archived: 'Application {{application}} archived.', restored: 'Application {{application}} restored.', codeSent: 'A new code is on its way.', viInviteSent: 'Virtual interview invitation sent to {{email}} (sent {{count}} times in all).' },
  route: routeTitlesEn,
  settings: { language: 'Language', size: 'Interface size' },
  value: {
    language: { en: 'English', zh: '中文' },
    size: { default: 'Default', medium: 'Medium', small: 'Small', mini: 'Mini' },
    archived: { true: 'Archive', false: 'Restore' },
  },
  login: {
    title: 'Sign in',
    subtitle: 'Use your administrator account.',
    username: 'Email address',
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
  shell: {
    navigation: 'Main',
    skipToContent: 'Skip to content',
    searchOrRun: 'Search or run a command…',
    logOut: 'Log out',
    breadcrumb: 'Breadcrumb',
    collapseSidebar: 'Collapse sidebar',
    expandSidebar: 'Expand sidebar',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    searchPages: 'Search pages',
    searchPlaceholder: 'Search pages…',
    noMatches: 'No matching pages',
    userMenu: 'Account menu',
    dashboard: 'Dashboard',
  },
  tags: {
    label: 'Open pages',
    refresh: 'Refresh',
    close: 'Close',
    closeOthers: 'Close others',
    closeAll: 'Close all',
    closeTab: 'Close {{title}}',
  },
  roadmap: {
    recruitment: 'Recruitment',
    providers: 'Providers and the admin area',
    orders: 'Shift orders and money',
    messaging: 'Messaging and tools',
    power: 'Power use',
  },
  notBuilt: {
    badge: 'Not built yet',
    text: 'This page arrives with {{area}}, step {{step}} of the roadmap. The commands it needs do not exist yet, so it shows nothing rather than made-up data.',
    area: 'Comes with',
    path: 'Address',
    back: 'Back to dashboard',
    palette: 'Open the palette for what is built',
  },
  screenError: {
    title: 'This page could not be shown',
    text: 'Something went wrong while loading it. Reloading the console usually helps (a newer version may have been installed).',
    reload: 'Reload the console',
    back: 'Back to dashboard',
  },
  unauthorized: { title: 'You cannot open this page', text: 'Your roles do not include this page. Ask an administrator if you need it.', back: 'Back to dashboard' },
  authRedirect: { title: 'Single sign-on', text: 'Single sign-on is not set up for this console. Sign in with your account.', signIn: 'Go to sign in' },
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
  arg: { q: 'search text', application_id: 'application', status: 'status', archived: 'archive action', language: 'language', path: 'path', version: 'version', size: 'size' },
  // Every catalogue command's area (test/web/area-label.test.ts checks none is missing): palette subtitles, cheat-sheet headings.
  area: {
    search: 'Search', auth: 'Account', staff: 'Staff', application: 'Applications', ui: 'Console', navigation: 'Navigation', list: 'Lists', tabs: 'Tabs', interview: 'Interviews and references',
    address: 'Addresses', admin: 'Administration', apikey: 'API keys', appversion: 'App versions', bulk: 'Bulk actions', configuration: 'Configuration', contract: 'Contracts',
    dashboard: 'Dashboard', email: 'Email', employee: 'Provider employees', facility: 'Facilities', file: 'Files', incident: 'Incidents', jobAd: 'Job ads', linkRoute: 'Link routes',
    macro: 'Macros', masterboard: 'Master board', notice: 'Notices', operator: 'Operators', order: 'Shift orders', outbox: 'Outbox', outerCandidate: 'Outer candidates', pay: 'Pay',
    place: 'Places', provider: 'Providers', referral: 'Referrals', shortlink: 'Short links', sms: 'Text messages', tempshift: 'Temp shifts', timesheet: 'Timesheets', undo: 'Undo', utm: 'UTM',
  },
  cheatSheet: { title: 'Keyboard shortcuts', arrows: 'Focus next row (arrow)', arrowsUp: 'Focus previous row (arrow)' },
  common: { close: 'Close' },
  table: { selected: 'Selected', selectRow: 'Select row {{id}}', loading: 'Loading…', empty: 'No data', selectedCount: '{{count}} selected' },
  pager: { range: '{{from}}–{{to}} of {{total}}', previous: 'Previous page', next: 'Next page', page: '{{page}} / {{pages}}', pageSize: 'Rows per page', perPage: '{{size}} / page' },
  staff: {
    searchPlaceholder: 'Search name, email or phone',
    statusFilter: 'Staff status',
    allStatuses: 'All statuses',
  },
  applications: {
    column: { applicant: 'Applicant' },
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
  },
  dashboard: {
    greeting: 'Welcome, {{name}}',
    signedInAs: 'Signed in as {{email}} · {{type}}',
    // The business's clock (read-only): set on the server, or its default.
    timeZone: {
      setting: 'Times are on {{city}} time ({{zone}}), set on the server by BUSINESS_TIME_ZONE.',
      default: 'Times are on {{city}} time ({{zone}}), the default; the server sets another with BUSINESS_TIME_ZONE.',
    },
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
  // Only where people should read other words than the spec's identifiers; other enums show the domain's label.
  enum: { staffStatus: readable(staffStatus) },
  /** English messages from schemas and the server are shown as they are; zh translates the known ones. */
  messages: {} as Record<string, string>,
};

// Objects with fixed keys must be matched key for key; open tables (enum labels, messages) need not.
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : string extends keyof T[K] ? Record<string, string> : Shape<T[K]> };
export type Dictionary = Shape<typeof en & typeof areasEn>;
