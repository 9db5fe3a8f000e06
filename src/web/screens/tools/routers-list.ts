// The link-route list as screen-kit data: path, target, hits; edit and delete act on the focused row.
import { defineList } from '../generic/screen-spec';

export const linkRouteListSpec = defineList({
  command: 'linkroute.list',
  kind: 'linkRoute',
  testId: 'link-routes',
  show: ['path', 'target_url', 'hits', 'last_hit_at', 'active', 'note', 'created_by_name', 'updated_at'],
  columns: {
    path: { label: 'devops.col.path', format: 'title' },
    target_url: { label: 'devops.col.target_url' },
    hits: { label: 'devops.col.hits', format: 'number' },
    last_hit_at: { label: 'devops.col.last_hit_at' },
    active: { label: 'devops.col.active' },
    note: { label: 'devops.col.note' },
    created_by_name: { label: 'devops.col.created_by_name' },
  },
  open: null,
  actions: [{ command: 'linkroute.delete', label: 'devops.short.delete' }],
  filters: { active: { label: 'devops.col.active', all: 'devops.short.anyState', true: 'devops.short.on', false: 'devops.short.off' } },
  search: 'devops.routes.search',
});
