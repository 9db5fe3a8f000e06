// The app-version list as screen-kit data: newest release first, the latest of each platform ticked.
import { appPlatforms } from '../../../domain/enums/devops';
import { defineList } from '../generic/screen-spec';

export const appVersionListSpec = defineList({
  command: 'appversion.list',
  kind: 'appVersion',
  testId: 'app-versions',
  show: ['platform', 'version_name', 'build_number', 'latest', 'force_update', 'released_on', 'notes', 'created_by_name'],
  columns: {
    platform: { label: 'devops.col.platform', enum: appPlatforms, format: 'enum' },
    version_name: { label: 'devops.col.version_name', format: 'title' },
    build_number: { label: 'devops.col.build_number', format: 'number' },
    latest: { label: 'devops.col.latest' },
    force_update: { label: 'devops.col.force_update' },
    released_on: { label: 'devops.col.released_on', format: 'text' },
    notes: { label: 'devops.col.notes' },
    created_by_name: { label: 'devops.col.created_by_name' },
  },
  open: null,
  actions: [{ command: 'appversion.delete', label: 'devops.short.delete' }],
  filters: { platform: { label: 'devops.col.platform' }, force_update: { label: 'devops.col.force_update' } },
});
