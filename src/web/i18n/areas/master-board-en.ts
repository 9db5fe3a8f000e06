// English strings of the master-board screens, read as t('masterBoard.<key>'); master-board-zh.ts has the same keys.
export const masterBoardEn = {
  any: 'Any', yes: 'Yes', no: 'No', save: 'Save', saved: 'Saved.', cancel: 'Cancel', edit: 'Edit', delete: 'Delete', choose: 'Choose…',
  loading: 'Loading…', live: 'Live', off: 'Off', notSetUp: 'Not set up yet', setUp: 'Set up the board', switch: 'Other board',
  pickTitle: 'Boards', pickHint: 'Choose the provider whose master board to open.', searchProviders: 'Search providers',
  col: {
    provider: 'Provider', enabled: 'Live', slug: 'Address', open: 'Open shifts', pending: 'Awaiting approval', preferred: 'Preferred staff',
    blocked: 'Blocked staff', providerStatus: 'Provider status',
  },
  view: {
    pool: 'Offered first to', noPool: 'No preferred staff yet: set them on a staff member’s master board.',
    blocked: '{{count}} blocked worker(s) never see this board.', none: 'No open shifts right now.',
  },
  config: {
    title: 'Board settings', new: 'This board has never been saved: these are the defaults. Saving creates it.',
    enabled: 'Board is live', slug: 'Address name', boardTitle: 'Title', intro: 'Introduction', requireApproval: 'New shifts wait for approval',
    showPayRate: 'Show pay rates', releaseAfter: 'Release to all workers after (hours)', address: 'Public address',
    releaseHint: 'Open shifts go to the provider’s preferred staff first; after the release time every worker in the area sees them. 0 releases at once.',
  },
  style: {
    title: 'Style', primary: 'Primary colour', accent: 'Accent colour', header: 'Header text', layout: 'Layout', showAddress: 'Show facility address',
    preview: 'Preview',
  },
  qr: {
    alt: 'QR code of {{url}}', off: 'The board is off: the code leads to a page saying so until it is turned on.',
    print: 'Print', save: 'Save SVG', copy: 'Copy',
  },
  roles: {
    add: 'Add role', name: 'Name', description: 'What the role is for', permissions: 'Permissions', none: 'No roles yet.',
    noPermissions: 'No permissions', confirmDelete: 'Delete the role {{name}}?',
  },
  permission: { people: 'Roles and what they may do', permission: 'Permission' },
  keys: {
    title: 'Provider API keys', add: 'Create key', hint: 'Keys let the provider’s own systems (a rostering system) post and read temp shifts. A key is shown once.',
    once: 'Copy the key for {{name}} now: it will not be shown again.', done: 'Done', none: 'No API keys.',
    name: 'Name', administrator: 'Administrator', scopes: 'Scopes', expires: 'Expires on', expired: 'Expired', never: 'Never used',
    disable: 'Disable', enable: 'Enable', confirmDelete: 'Delete the key {{name}}? Systems using it stop working at once.',
    col: { name: 'Name', prefix: 'Key', scopes: 'Scopes', administrator: 'Administrator', status: 'Status', lastUsed: 'Last used' },
    status: { active: 'Active', disabled: 'Disabled' },
  },
  template: {
    add: 'Add template', name: 'Template name', none: 'No shift templates yet.', use: 'Use', confirmDelete: 'Delete the template {{name}}?',
    facilityHint: 'A template without a facility fits every facility; choose one when posting the shift.',
  },
  shift: {
    add: 'Add temp shift', editTitle: 'Edit temp shift #{{id}}', facility: 'Facility', position: 'Position', date: 'Date', start: 'Start', end: 'End',
    time: 'Time', break: 'Break', breakMinutes: '{{n}} min break', rate: 'Hourly rate ($)', rateCents: 'Rate (cents/h)', headcount: 'Workers needed',
    rateShort: 'Rate/h', note: 'Note', template: 'Template', paidHours: 'Paid hours', paid: '{{n}} h paid', source: 'Source', status: 'Status',
    createdBy: 'Posted by', decidedBy: 'Decided by', reason: 'Reason', changeStatus: 'Change status', search: 'Search position, facility or note',
    rateInvalid: 'Hourly rate must be an amount like 38.50.', reasonFor: 'Why? ({{verb}})',
    willWait: 'This board asks for approval: the shift shows once someone approves it.',
  },
  approval: {
    title: 'Awaiting approval ({{n}})', none: 'Nothing waits for approval.', by: 'Posted by {{name}}',
    off: 'This board does not ask for approval: new shifts open at once. Shifts below were posted before it changed.',
  },
  import: {
    open: 'Import CSV', file: 'CSV file', paste: 'Or paste the CSV here', check: 'Check', run: 'Import',
    hint: 'One shift a line under a heading row. Facility by name or id; date as YYYY-MM-DD or DD/MM/YYYY; times on 15-minute steps; rate in dollars. Good lines are kept, bad ones are listed.',
    checked: 'Checked: {{ok}} ready, {{failed}} with problems (nothing kept yet)', done: 'Imported {{ok}}, {{failed}} with problems', line: 'Line', result: 'Result',
  },
  manage: { sections: 'Board sections' },
  contract: {
    new: 'New contract template', editTitle: 'Contract template: {{name}}', name: 'Name', employmentType: 'Employment type', active: 'Offered',
    confirmDelete: 'Delete the contract template {{name}}?', offered: 'Offered to new workers', body: 'Contract text', words: 'Words', search: 'Search templates',
    placeholders: 'Write the contract as it will be signed. Pasted scripts, styles and unknown markup are removed when saved.',
    tab: { contracts: 'Contract templates', onboarding: 'Onboarding templates', files: 'Onboarding files' },
  },
  onboarding: {
    new: 'New checklist', name: 'Checklist name', itemTitle: 'Step', itemDescription: 'Details (optional)', required: 'Required', optional: 'optional',
    addItem: 'Add step', up: 'Move up', down: 'Move down', none: 'No onboarding checklists yet.', confirmDelete: 'Delete the checklist {{name}}?',
    hint: 'Steps a worker completes, in order, when they start with this provider. Alt+↑/↓ moves a step.',
  },
  files: {
    title: 'Title', titlePlaceholder: 'Title (optional)', upload: 'Upload file', download: 'Download', none: 'No onboarding files yet.',
    rules: '{{types}}, at most {{size}}', confirmDelete: 'Delete {{name}}? Workers will no longer be given it.',
  },
};
