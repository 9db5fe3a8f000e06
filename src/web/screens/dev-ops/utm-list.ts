// The UTM rows as screen-kit data; the page fixes the range and source (its own filter bar).
import { defineList } from '../generic/screen-spec';

export const utmListSpec = defineList({
  command: 'utm.list',
  kind: 'utmSummary',
  testId: 'utm',
  show: ['day', 'source', 'medium', 'campaign', 'visits', 'sign_ups', 'applications', 'created_by_name'],
  columns: {
    day: { label: 'devops.col.day', format: 'text' },
    source: { label: 'devops.col.source', format: 'title' },
    medium: { label: 'devops.col.medium' },
    campaign: { label: 'devops.col.campaign' },
    visits: { label: 'devops.col.visits', format: 'number' },
    sign_ups: { label: 'devops.col.sign_ups', format: 'number' },
    applications: { label: 'devops.col.applications', format: 'number' },
    created_by_name: { label: 'devops.col.created_by_name' },
  },
  open: null,
  actions: [{ command: 'utm.delete', label: 'devops.short.delete' }],
  filters: { medium: { label: 'devops.col.medium' }, campaign: { label: 'devops.col.campaign' } },
});
