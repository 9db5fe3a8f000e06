// The short-link list as screen-kit data: clicks first-class, the target truncated, actions on the focused row.
import { defineList } from '../generic/screen-spec';

export const shortLinkListSpec = defineList({
  command: 'shortlink.list',
  kind: 'shortLink',
  testId: 'short-links',
  show: ['code', 'target_url', 'clicks', 'last_clicked_at', 'disabled', 'referral_link_name', 'created_by_name', 'created_at'],
  columns: {
    code: { label: 'devops.col.code', format: 'title' },
    target_url: { label: 'devops.col.target_url' },
    clicks: { label: 'devops.col.clicks', format: 'number' },
    last_clicked_at: { label: 'devops.col.last_clicked_at' },
    disabled: { label: 'devops.col.disabled' },
    referral_link_name: { label: 'devops.col.referral_link_name' },
    created_by_name: { label: 'devops.col.created_by_name' },
    created_at: { label: 'devops.col.created_at' },
  },
  open: null,
  actions: [{ command: 'shortlink.setDisabled', label: 'devops.short.toggle' }, { command: 'shortlink.delete', label: 'devops.short.delete' }],
  filters: {
    disabled: { label: 'devops.col.disabled', all: 'devops.short.anyState', true: 'devops.short.off', false: 'devops.short.on' },
    tool_only: { label: 'devops.short.toolOnly', all: 'devops.short.allCodes', true: 'devops.short.toolOnly', false: 'devops.short.allCodes' },
  },
  search: 'devops.short.search',
});
