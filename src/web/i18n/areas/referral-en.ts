// English strings of /staff/referral (generation and referral links, referred applicants, registered
// members), read as t('referral.<key>'); referral-zh.ts has the same keys.
export const referralEn = {
  hint: 'Short links served at /s/<code>: each click is counted, each registration credited to its link.',
  tab: { generation: 'Generation links', referral: 'Referral links', referred: 'Referred applicants', members: 'Registered members' },
  search: 'Name, channel, code or referrer',
  searchPeople: 'Name or email',
  column: { code: 'Code', short_url: 'Short link', clicks: 'Clicks', registered_count: 'Registered', referrer_name: 'Referrer', channel: 'Channel', link_name: 'Link', registered_at: 'Registered', active: 'Active', note: 'Note', target_url: 'Leads to' },
  filter: { active: 'Active', any: 'Active or not', yes: 'Active', no: 'Inactive' },
  create: 'New link',
  createTitle: 'New generation link',
  createHint: 'Without a referrer it is a campaign link; with an enabled staff member it becomes their referral link.',
  cancel: 'Cancel',
  created: 'Link created: {{url}}',
  edit: 'Edit link',
  members: 'Who registered',
  allLinks: 'All links',
  pickLink: 'Link',
} as const;
