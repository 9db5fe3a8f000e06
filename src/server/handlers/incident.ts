// Handlers of commands/incident.ts: reporting from an order, the list, one incident, its status, and the
// report file (CSV or PDF, rendered in memory).
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { IncidentDetail, incidentCommands, incidentList, IncidentRow } from '../../../commands/incident';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { facilities, incidents, providers, shifts, shiftWorkers, staff } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { incidentCsv, incidentPdf } from '../queries/incident-report';
import { containing } from '../queries/staff-keyword';
import type { HandlersFor } from './types';

const workerName = sql<string | null>`(select w.first_name || ' ' || w.surname from staff w where w.id = ${incidents.staffId})`;

const rowColumns = {
  id: incidents.id, shift_id: incidents.shiftId, title: incidents.title, category: incidents.category, severity: incidents.severity, status: incidents.status,
  facility_name: facilities.name, provider_name: providers.name, worker_name: workerName, occurred_at: incidents.occurredAt, created_at: incidents.createdAt,
  version: incidents.version,
};
const detailColumns = {
  ...rowColumns, staff_id: incidents.staffId, description: incidents.description, action_taken: incidents.actionTaken, reporter_name: incidents.reporterName,
  position: shifts.position, shift_starts_at: shifts.startsAt, shift_ends_at: shifts.endsAt,
  facility_address: sql<string>`concat_ws(', ', ${facilities.address}, ${facilities.suburb} || ' ' || ${facilities.state} || ' ' || ${facilities.postcode})`,
  state: facilities.state, updated_at: incidents.updatedAt,
};

const joined = (db: Queryable, columns: Record<string, unknown>) =>
  db.select(columns as typeof rowColumns).from(incidents)
    .innerJoin(shifts, eq(shifts.id, incidents.shiftId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .innerJoin(providers, eq(providers.id, shifts.providerId))
    .$dynamic();

const listSpec: PagedListSpec<ParsedArgsOf<typeof incidentList>, IncidentRow> = {
  name: 'incident_list',
  rows: (db) => joined(db, rowColumns),
  matching: (db, columns) => joined(db, columns),
  filters: {
    keyword: (k) => or(ilike(incidents.title, containing(k)), ilike(facilities.name, containing(k)), ilike(sql`coalesce(${workerName}, '')`, containing(k)), /^\d{1,9}$/.test(k) ? eq(incidents.id, Number(k)) : undefined),
    status: (s) => eq(incidents.status, s),
    severity: (s) => eq(incidents.severity, s),
    category: (c) => eq(incidents.category, c),
    shift_id: (id) => eq(incidents.shiftId, id),
  },
  sorts: {},
  tieBreak: incidents.id,
};

async function loadIncident(db: Queryable, id: number): Promise<IncidentDetail | undefined> {
  const [row] = await joined(db, detailColumns).where(eq(incidents.id, id));
  return row as unknown as IncidentDetail | undefined;
}

async function requireIncident(db: Queryable, id: number): Promise<IncidentDetail> {
  const row = await loadIncident(db, id);
  if (!row) throw notFound('Incident', id);
  return row;
}

export const incidentHandlers: HandlersFor<typeof incidentCommands> = {
  async 'incident.report'({ shift_id, staff_id, occurred_at, action_taken, ...fields }, ctx) {
    const [shift] = await ctx.db.select({ id: shifts.id, startsAt: shifts.startsAt }).from(shifts).where(eq(shifts.id, shift_id));
    if (!shift) throw notFound('Shift', shift_id);
    if (staff_id !== undefined) {
      const [onShift] = await ctx.db.select({ id: shiftWorkers.id }).from(shiftWorkers).where(and(eq(shiftWorkers.shiftId, shift_id), eq(shiftWorkers.staffId, staff_id)));
      if (!onShift) {
        const [person] = await ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.id, staff_id));
        if (!person) throw notFound('Staff', staff_id);
        throw conflict(`Staff ${staff_id} is not on shift ${shift_id}: an incident names one of the shift's workers.`);
      }
    }
    const occurred = occurred_at ? new Date(occurred_at).toISOString() : ctx.now.toISOString();
    if (Date.parse(occurred) > ctx.now.getTime() + 5 * 60_000) throw conflict('An incident cannot have happened in the future: check the time it occurred.');
    const [row] = await ctx.db
      .insert(incidents)
      .values({ shiftId: shift_id, staffId: staff_id ?? null, ...fields, actionTaken: action_taken ?? '', occurredAt: occurred, reportedBy: ctx.account?.id ?? null, reporterName: ctx.account?.name ?? 'Console' })
      .returning({ id: incidents.id });
    const incident = (await loadIncident(ctx.db, row.id))!;
    ctx.audit({ entity: 'incident', entityId: row.id, before: null, after: incident });
    return { incident };
  },

  'incident.list': (args, ctx) => pagedList(ctx.db, listSpec, args),

  'incident.detail': ({ incident_id }, ctx) => requireIncident(ctx.db, incident_id),

  'incident.setStatus': ({ incident_id, version, status, action_taken }, ctx) =>
    versionedUpdate(ctx, {
      noun: 'Incident', entity: 'incident', id: incident_id, seen: version, table: incidents, load: loadIncident,
      change: (before) => {
        const set: Partial<typeof incidents.$inferInsert> = {};
        if (status !== before.status) set.status = status;
        if (action_taken !== undefined && action_taken !== before.action_taken) set.actionTaken = action_taken;
        return Object.keys(set).length ? set : null;
      },
    }),

  async 'incident.download'({ incident_id, format }, ctx) {
    const incident = await requireIncident(ctx.db, incident_id);
    const base = `incident-${incident.id}`;
    if (format === 'csv') return { filename: `${base}.csv`, content_type: 'text/csv; charset=utf-8', encoding: 'utf8' as const, content: incidentCsv(incident) };
    const pdf = await incidentPdf(incident);
    return { filename: `${base}.pdf`, content_type: 'application/pdf', encoding: 'base64' as const, content: Buffer.from(pdf).toString('base64') };
  },
};
