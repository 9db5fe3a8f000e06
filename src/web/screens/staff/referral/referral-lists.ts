// The four kit lists of /staff/referral.
import { defineList } from '../../generic/screen-spec';

const linkColumns = {
  code: { label: 'referral.column.code' },
  short_url: { label: 'referral.column.short_url' },
  clicks: { label: 'referral.column.clicks' },
  registered_count: { label: 'referral.column.registered_count' },
  referrer_name: { label: 'referral.column.referrer_name' },
  channel: { label: 'referral.column.channel' },
  active: { label: 'referral.column.active' },
  note: { label: 'referral.column.note' },
} as const;

const linkFilters = { active: { label: 'referral.filter.active', all: 'referral.filter.any', true: 'referral.filter.yes', false: 'referral.filter.no' } };
const openMembers = (row: { id: number }) => `/staff/referral?tab=members&link=${row.id}`;

export const generationLinks = defineList({
  command: 'referral.generationLinks',
  kind: 'referralLink',
  testId: 'generation-links',
  show: ['name', 'channel', 'short_url', 'clicks', 'registered_count', 'active', 'note', 'created_at'],
  columns: linkColumns,
  open: openMembers,
  actions: [{ command: 'referral.editGeneration', label: 'referral.edit' }],
  search: 'referral.search',
  filters: linkFilters,
});

export const referralLinks = defineList({
  command: 'referral.links',
  kind: 'referralLink',
  testId: 'referral-links',
  show: ['referrer_name', 'name', 'short_url', 'clicks', 'registered_count', 'active', 'created_at'],
  columns: linkColumns,
  open: openMembers,
  actions: [{ command: 'referral.editGeneration', label: 'referral.edit' }],
  search: 'referral.search',
  filters: linkFilters,
});

const memberColumns = {
  link_name: { label: 'referral.column.link_name' },
  referrer_name: { label: 'referral.column.referrer_name' },
  registered_at: { label: 'referral.column.registered_at' },
} as const;

export const referredApplicants = defineList({
  command: 'referral.referredApplicants',
  kind: 'applicant',
  testId: 'referred-applicants',
  show: ['name', 'email', 'phone', 'position', 'status', 'referrer_name', 'registered_at'],
  columns: memberColumns,
  open: (row) => `/staff/applicants/detail/${row.staff_id}`,
  search: 'referral.searchPeople',
});

export const registeredMembers = defineList({
  command: 'referral.registeredMembers',
  kind: 'applicant',
  testId: 'registered-members',
  show: ['name', 'email', 'phone', 'position', 'status', 'link_name', 'referrer_name', 'registered_at'],
  columns: memberColumns,
  open: (row) => `/staff/applicants/detail/${row.staff_id}`,
  search: 'referral.searchPeople',
});
