import type { Tone } from '../../../ui/status-tag';
import { defineList } from '../../generic/screen-spec';

const exportTone: Record<string, Tone> = { pending: 'gold', approved: 'blue', exported: 'green', failed: 'red' };

/**
 * Candidate export requests over export.list: the focused row is the record shift+c (approve)
 * and shift+e (re-export) act on; the page shows its files beside the list, so Enter opens nothing.
 */
export const exportList = defineList({
  command: 'export.list',
  kind: 'candidateExport',
  testId: 'exports',
  show: ['id', 'name', 'provider_name', 'job_title', 'status', 'requested_at', 'exported_at'],
  columns: {
    name: { label: 'aiExports.exports.column.name' },
    provider_name: { label: 'aiExports.exports.column.provider' },
    job_title: { label: 'aiExports.exports.column.job' },
    status: { tone: (code) => exportTone[String(code)] ?? 'grey' },
    requested_at: { label: 'aiExports.exports.column.requestedAt' },
    exported_at: { label: 'aiExports.exports.column.exportedAt' },
  },
  open: null,
  actions: [
    { command: 'export.approve', label: 'aiExports.exports.approve' },
    { command: 'export.reexport', label: 'aiExports.exports.reexport' },
  ],
  search: 'aiExports.exports.search',
  filters: {
    status: { label: 'aiExports.exports.statusFilter', all: 'aiExports.exports.allStatuses' },
    format: { label: 'aiExports.exports.formatFilter', all: 'aiExports.exports.allFormats' },
  },
});
