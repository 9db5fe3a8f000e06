// Incidents (spec §7 Orders: report_incident, download_incident_report; "Incident list and download").
// An incident is reported from an order (a shift), names the worker involved when there is one, and its
// report downloads as CSV or PDF. incident_list and incident_detail are our names (the spec shows none).
import { z } from 'zod';
import { incidentCategories, incidentSeverities, incidentStatus } from '../src/domain/enums/shift-work';
import { defineCommand, type CommandContext } from './define';
import { setBack } from './inverse';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, version } from './fields';

const incidentId = recordId('Incident id');
const onShift = (ctx: CommandContext) => ctx.record?.kind === 'shift';
const onIncident = (ctx: CommandContext) => ctx.record?.kind === 'incident';
const fromIncident = (ctx: CommandContext) => (ctx.record && onIncident(ctx) ? { incident_id: ctx.record.id } : {});
const text = (what: string, min: number, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`) })
    .trim()
    .min(min, min > 0 ? `${what} is required.` : '')
    .max(max, `${what} is at most ${max.toLocaleString('en-AU')} characters.`);

export const incidentRow = z.object({
  id: z.number().int(),
  shift_id: z.number().int(),
  title: z.string(),
  category: codeOf('Category', incidentCategories),
  severity: codeOf('Severity', incidentSeverities),
  status: codeOf('Status', incidentStatus),
  facility_name: z.string(),
  provider_name: z.string(),
  worker_name: z.string().nullable(),
  occurred_at: z.string(),
  created_at: z.string(),
  version: z.number().int(),
});
export type IncidentRow = z.infer<typeof incidentRow>;

export const incidentDetail = incidentRow.extend({
  staff_id: z.number().int().nullable(),
  description: z.string(),
  action_taken: z.string(),
  reporter_name: z.string(),
  position: z.string(),
  shift_starts_at: z.string(),
  shift_ends_at: z.string(),
  facility_address: z.string(),
  state: z.string(),
  updated_at: z.string(),
});
export type IncidentDetail = z.infer<typeof incidentDetail>;

export const reportIncident = defineCommand({
  id: 'incident.report',
  api: 'report_incident',
  title: 'Report an incident on the shift',
  area: 'incident',
  kind: 'action',
  kbd: 'alt+i',
  keywords: ['incident', 'accident', 'fall', 'injury', 'complaint'],
  when: onShift,
  fill: (ctx) => (ctx.record && onShift(ctx) ? { shift_id: ctx.record.id } : {}),
  args: z
    .strictObject({
      shift_id: recordId('Shift id'),
      category: codeOf('Category', incidentCategories),
      severity: codeOf('Severity', incidentSeverities),
      title: text('Title', 1, 200),
      description: text('Description', 1, 5000),
      /** The worker involved: one of the shift's workers. */
      staff_id: recordId('Staff id').optional(),
      action_taken: text('Action taken', 0, 5000).optional(),
      /** When it happened; now when left out. */
      occurred_at: z.iso.datetime({ offset: true, error: 'Occurred at must be a date-time (ISO 8601, with its offset).' }).optional(),
    }),
  result: z.object({ incident: incidentDetail }),
});

export const incidentList = defineCommand({
  id: 'incident.list',
  api: 'incident_list',
  title: 'List incidents',
  area: 'incident',
  kind: 'query',
  keywords: ['incidents', 'accidents', 'reports'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    status: codeOf('Status', incidentStatus).optional(),
    severity: codeOf('Severity', incidentSeverities).optional(),
    category: codeOf('Category', incidentCategories).optional(),
    shift_id: recordId('Shift id').optional(),
  }),
  result: pagedResult(incidentRow),
});

export const incidentDetailQuery = defineCommand({
  id: 'incident.detail',
  api: 'incident_detail',
  title: 'Open incident',
  area: 'incident',
  kind: 'query',
  when: onIncident,
  fill: fromIncident,
  recordArg: 'incident_id',
  args: z.strictObject({ incident_id: incidentId }),
  result: incidentDetail,
});

export const setIncidentStatus = defineCommand({
  id: 'incident.setStatus',
  inverse: setBack('incident.setStatus', 'incident_id', 'status'),
  api: 'set_incident_status',
  title: 'Set incident status',
  area: 'incident',
  kind: 'action',
  keywords: ['investigate', 'close incident', 'reopen'],
  when: onIncident,
  fill: (ctx) => {
    if (!ctx.record || !onIncident(ctx)) return {};
    const seen = ctx.record.fields?.version;
    return typeof seen === 'number' ? { incident_id: ctx.record.id, version: seen } : { incident_id: ctx.record.id };
  },
  recordArg: 'incident_id',
  args: z.strictObject({ incident_id: incidentId, version, status: codeOf('Status', incidentStatus), action_taken: text('Action taken', 0, 5000).optional() }),
  result: incidentDetail,
});

export const downloadIncidentReport = defineCommand({
  id: 'incident.download',
  api: 'download_incident_report',
  title: 'Download incident report',
  area: 'incident',
  kind: 'query',
  kbd: 'alt+j',
  keywords: ['download', 'pdf', 'csv', 'report'],
  when: onIncident,
  fill: fromIncident,
  recordArg: 'incident_id',
  args: z.strictObject({
    incident_id: incidentId,
    format: z.enum(['pdf', 'csv'], { error: 'Format must be pdf or csv.' }).default('pdf'),
  }),
  result: z.object({
    filename: z.string(),
    content_type: z.string(),
    /** base64 for a PDF, the text itself for CSV. */
    encoding: z.enum(['base64', 'utf8']),
    content: z.string(),
  }),
});

export const incidentCommands = [reportIncident, incidentList, incidentDetailQuery, setIncidentStatus, downloadIncidentReport] as const;
