import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, shiftWorkers } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { fixture, HOUR, shift, worker, type Fixture } from './order-staff-fixture';

type Ctx = { server: TestServer; token: string; f: Fixture };
const inc = suite<Ctx>('incidents');

inc.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  ctx.f = await fixture(ctx.server.database.db);
});
inc.after(async (ctx) => ctx.server.close());

async function workedShift({ server, f }: Ctx, name: string) {
  const db = server.database.db;
  const who = await worker(db, f, { name });
  const id = await shift(db, f, -6, 8);
  await db.insert(shiftWorkers).values({ shiftId: id, staffId: who, assignedAt: new Date(Date.now() - 30 * HOUR).toISOString() });
  return { who, id };
}

inc('report from an order: stored, audited, listed first and opened', async (ctx) => {
  const { server, token } = ctx;
  const { who, id } = await workedShift(ctx, 'Incident Witness');
  const occurred = new Date(Date.now() - 2 * HOUR).toISOString();
  const answer = await server.call('report_incident', {
    shift_id: id, staff_id: who, category: 'fall', severity: 'medium', title: 'Resident slipped in bathroom', description: 'Found on the floor at 10:05, alert, no injury seen.',
    action_taken: 'RN called, observations every hour.', occurred_at: occurred,
  }, { token });
  assert.is(answer.err, 0, answer.msg);
  const incident = answer.data.incident;
  assert.equal([incident.status, incident.worker_name, incident.shift_id, Date.parse(incident.occurred_at)], ['open', 'Incident Witness', id, Date.parse(occurred)]);
  const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.api, 'report_incident'));
  assert.ok(audit.some((a) => a.entityId === String(incident.id)));
  const list = await server.call('incident_list', {}, { token });
  assert.is(list.data.list[0].id, incident.id, 'newest first');
  assert.ok(list.data.total > 1, 'the demo has incidents too');
  const byShift = await server.call('incident_list', { shift_id: id }, { token });
  assert.equal(byShift.data.list.map((r: { id: number }) => r.id), [incident.id]);
  const detail = await server.call('incident_detail', { incident_id: incident.id }, { token });
  assert.is(detail.data.description, 'Found on the floor at 10:05, alert, no injury seen.');
});

inc('refused: a worker not on the shift, a future time, missing fields by name', async (ctx) => {
  const { server, token, f } = ctx;
  const { id } = await workedShift(ctx, 'Incident Other');
  const stranger = await worker(server.database.db, f, { name: 'Not There' });
  const base = { shift_id: id, category: 'complaint', severity: 'low', title: 'Late meal', description: 'Breakfast late.' };
  const notOn = await server.call('report_incident', { ...base, staff_id: stranger }, { token });
  assert.is(notOn.err, 409);
  assert.match(notOn.msg, /is not on shift/);
  const future = await server.call('report_incident', { ...base, occurred_at: new Date(Date.now() + 5 * HOUR).toISOString() }, { token });
  assert.is(future.err, 409);
  const missing = await server.call('report_incident', { shift_id: id, category: 'slip' }, { token });
  assert.is(missing.err, 400);
  assert.equal(missing.data.fields.map((x: { path: string }) => x.path).sort(), ['category', 'description', 'severity', 'title']);
});

inc('status moves are versioned; the report downloads as CSV and PDF', async (ctx) => {
  const { server, token } = ctx;
  const { id } = await workedShift(ctx, 'Report Download');
  const made = await server.call('report_incident', { shift_id: id, category: 'medication', severity: 'high', title: '=SUM(A1) dose missed', description: 'Evening dose, "room 4", missed.' }, { token });
  const incident = made.data.incident;
  const moved = await server.call('set_incident_status', { incident_id: incident.id, version: incident.version, status: 'investigating' }, { token });
  assert.is(moved.err, 0, moved.msg);
  assert.is(moved.data.status, 'investigating');
  const stale = await server.call('set_incident_status', { incident_id: incident.id, version: incident.version, status: 'closed' }, { token });
  assert.is(stale.err, 409);

  const csv = await server.call('download_incident_report', { incident_id: incident.id, format: 'csv' }, { token });
  assert.is(csv.err, 0, csv.msg);
  assert.is(csv.data.filename, `incident-${incident.id}.csv`);
  assert.ok(csv.data.content.includes("Title,'=SUM(A1) dose missed"), 'a formula-looking cell is defused');
  assert.ok(csv.data.content.includes('"Evening dose, ""room 4"", missed."'), 'quotes and commas are escaped');
  assert.ok(csv.data.content.includes('Status,Investigating'));

  const pdf = await server.call('download_incident_report', { incident_id: incident.id }, { token });
  assert.is(pdf.data.content_type, 'application/pdf');
  const bytes = Buffer.from(pdf.data.content, 'base64');
  assert.is(bytes.subarray(0, 5).toString(), '%PDF-');
  const doc = await PDFDocument.load(bytes);
  assert.is(doc.getTitle(), `Incident report #${incident.id}`);
});

inc.run();
