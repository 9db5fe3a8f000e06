// The kit list of /incident/index (its route row's page): incidents reported from shift orders, newest
// first; j/k, / search, filters by status, severity and category; Enter opens one, alt+j downloads its report.
import { incidentCategories, incidentSeverities, incidentStatus } from '../../../domain/enums/shift-work';
import type { Tone } from '../../ui/status-tag';
import { defineList } from '../generic/screen-spec';

const severityTone: Record<string, Tone> = { low: 'grey', medium: 'gold', high: 'red', critical: 'purple' };
const statusTone: Record<string, Tone> = { open: 'red', investigating: 'gold', closed: 'green' };

export const incidentList = defineList({
  command: 'incident.list',
  kind: 'incident',
  testId: 'incidents',
  show: ['id', 'title', 'category', 'severity', 'status', 'facility_name', 'worker_name', 'occurred_at'],
  columns: {
    title: { label: 'shiftWork.incident.column.title' },
    category: { label: 'shiftWork.incident.column.category', enum: incidentCategories },
    severity: { label: 'shiftWork.incident.column.severity', enum: incidentSeverities, tone: (c) => severityTone[String(c)] ?? 'grey' },
    status: { enum: incidentStatus, tone: (c) => statusTone[String(c)] ?? 'grey' },
    facility_name: { label: 'shiftWork.incident.column.facility_name' },
    worker_name: { label: 'shiftWork.incident.column.worker_name' },
    occurred_at: { label: 'shiftWork.incident.column.occurred_at' },
  },
  open: (row) => `/incident/detail/${row.id}`,
  actions: [{ command: 'incident.download', label: 'shiftWork.incident.download' }, 'incident.setStatus'],
  search: 'shiftWork.incident.search',
  page: { hint: 'shiftWork.incident.hint', testId: 'incidents-page' },
});
