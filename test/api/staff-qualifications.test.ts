// Qualifications, training certificates, application qualification checks, positions and levels over
// HTTP: success, refusal, bad input naming the field, the audit row, and stale versions answered 409.
import { and, desc, eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  applicationQualificationChecks, applications, auditLog, jobAds, positionLevels, positionQualifications, positions, qualifications, staff, staffQualifications, trainingCertificates,
} from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const api = suite<{ server: TestServer; token: string }>('staff profile: qualifications and positions');
api.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
api.after(async (ctx) => ctx.server.close());

const lastAudit = async (server: TestServer) => (await server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const kind = async (server: TestServer, code: string) => (await server.database.db.select().from(qualifications).where(eq(qualifications.code, code)))[0]!;
/** An applicant of `position` holding none of its qualifications (their records are removed first). */
async function bareApplicant(server: TestServer, position: string) {
  const [person] = await server.database.db.select().from(staff).where(and(eq(staff.position, position), eq(staff.status, 6))).limit(1);
  await server.database.db.delete(staffQualifications).where(eq(staffQualifications.staffId, person!.id));
  return person!;
}

api('get_position_list and get_position_qualification_list: the job role categories and what each requires', async ({ server, token }) => {
  const list = await server.call('get_position_list', {}, { token });
  assert.is(list.err, 0, list.msg);
  const names = list.data.position_list.map((p: { name: string }) => p.name);
  for (const name of ['Personal Care Worker', 'Assistant in Nursing', 'Enrolled Nurse', 'Registered Nurse', 'Disability Support Worker', 'Cleaner', 'Cook', 'Kitchen Hand', 'Lifestyle Assistant']) assert.ok(names.includes(name), name);
  const pcw = list.data.position_list.find((p: { name: string }) => p.name === 'Personal Care Worker');
  assert.ok(pcw.level_count >= 2 && pcw.staff_count > 0 && pcw.min_rate < pcw.max_rate);
  const needs = await server.call('get_position_qualification_list', { position_id: pcw.id }, { token });
  assert.is(needs.err, 0);
  const required = needs.data.qualification_list.filter((q: { required: boolean }) => q.required).map((q: { code: string }) => q.code);
  assert.ok(required.includes('cert3_individual_support') && required.includes('police_check'), required.join());
  assert.is(required.length, pcw.required_count);
  assert.is((await server.call('get_position_qualification_list', { position_id: 99_999 }, { token })).err, 404);
  const bad = await server.call('get_position_qualification_list', {}, { token });
  assert.is(bad.err, 400);
  assert.equal(bad.data.fields.map((f: { path: string }) => f.path), ['position_id']);
});

api('save_position_qualifications replaces the requirements against the position version', async ({ server, token }) => {
  const [cook] = await server.database.db.select().from(positions).where(eq(positions.name, 'Cook'));
  const food = await kind(server, 'food_safety_supervisor');
  const handler = await kind(server, 'food_handler');
  const saved = await server.call('save_position_qualifications', { position_id: cook!.id, version: cook!.version, qualifications: [{ qualification_id: food.id, required: true }, { qualification_id: handler.id, required: false }] }, { token });
  assert.is(saved.err, 0, saved.msg);
  assert.is(saved.data.version, cook!.version + 1);
  assert.equal(saved.data.qualification_list.map((q: { code: string; required: boolean }) => [q.code, q.required]), [['food_safety_supervisor', true], ['food_handler', false]]);
  assert.is((await server.database.db.select().from(positionQualifications).where(eq(positionQualifications.positionId, cook!.id))).length, 2);
  const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.command, 'position.saveQualifications'));
  assert.ok(audits.some((a) => a.entity === 'position_qualifications'));
  const stale = await server.call('save_position_qualifications', { position_id: cook!.id, version: cook!.version, qualifications: [] }, { token });
  assert.is(stale.err, 409);
  const unknown = await server.call('save_position_qualifications', { position_id: cook!.id, version: cook!.version + 1, qualifications: [{ qualification_id: 9999, required: true }] }, { token });
  assert.is(unknown.err, 400);
  assert.equal(unknown.data.fields.map((f: { path: string }) => f.path), ['qualifications.0.qualification_id']);
});

api('get_position_level_list and edit_position_level_hourly_rate', async ({ server, token }) => {
  const levels = await server.call('get_position_level_list', {}, { token });
  assert.is(levels.err, 0);
  const level = levels.data.level_list[0];
  assert.ok(level.position && level.name.startsWith('Level') && level.hourly_rate >= 24.95);
  const filtered = await server.call('get_position_level_list', { position_id: level.position_id }, { token });
  assert.ok(filtered.data.level_list.every((l: { position_id: number }) => l.position_id === level.position_id));

  const edited = await server.call('edit_position_level_hourly_rate', { level_id: level.id, hourly_rate: 36.45, version: level.version }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.is(edited.data.hourly_rate, 36.45);
  assert.is(edited.data.version, level.version + 1);
  const [row] = await server.database.db.select().from(positionLevels).where(eq(positionLevels.id, level.id));
  assert.is(row!.hourlyRate, 36.45);
  const audit = await lastAudit(server);
  assert.is(audit.entity, 'position_level');
  assert.is((audit.before as { hourly_rate: number }).hourly_rate, level.hourly_rate);

  const stale = await server.call('edit_position_level_hourly_rate', { level_id: level.id, hourly_rate: 37, version: level.version }, { token });
  assert.is(stale.err, 409);
  const low = await server.call('edit_position_level_hourly_rate', { level_id: level.id, hourly_rate: 12, version: level.version + 1 }, { token });
  assert.is(low.err, 400);
  assert.is(low.data.fields[0].message, 'Hourly rate must be at least 24.95 (the national minimum wage).');
  const cents = await server.call('edit_position_level_hourly_rate', { level_id: level.id, hourly_rate: 30.123, version: level.version + 1 }, { token });
  assert.is(cents.data.fields[0].path, 'hourly_rate');
  assert.is((await server.call('edit_position_level_hourly_rate', { level_id: 99_999, hourly_rate: 30, version: 1 }, { token })).err, 404);
});

api('staff_qualification_save adds and edits; one record per kind; the list shows what the position still needs', async ({ server, token }) => {
  const person = await bareApplicant(server, 'Personal Care Worker');
  const catalogue = await server.call('get_qualification_list', {}, { token });
  assert.is(catalogue.err, 0);
  assert.ok(catalogue.data.qualification_list.length >= 20);
  assert.ok(catalogue.data.qualification_list.some((q: { code: string; expires: boolean }) => q.code === 'first_aid' && q.expires));
  assert.is((await server.call('get_qualification_list', { position_id: 1 }, { token })).err, 400, 'no stray arguments');
  const before = await server.call('staff_qualification_list', { staff_id: person.id }, { token });
  assert.is(before.err, 0);
  assert.is((await server.call('staff_qualification_list', { staff_id: 999_999 }, { token })).err, 404);
  assert.equal(before.data.qualification_list, []);
  assert.ok(before.data.missing_required.some((q: { code: string }) => q.code === 'first_aid'));
  const firstAid = await kind(server, 'first_aid');

  const added = await server.call('staff_qualification_save', { staff_id: person.id, qualification_id: firstAid.id, reference_number: '12345678', issuer: 'St John Ambulance Australia', issued_on: '2020-01-10', expires_on: '2023-01-10', verification: 'verified' }, { token });
  assert.is(added.err, 0, added.msg);
  assert.ok(added.data.expired, 'a first aid certificate past its expiry is marked expired');
  assert.is((await lastAudit(server)).entity, 'staff_qualification');
  const still = await server.call('staff_qualification_list', { staff_id: person.id }, { token });
  assert.ok(still.data.missing_required.some((q: { code: string }) => q.code === 'first_aid'), 'an expired one still counts as missing');

  const twice = await server.call('staff_qualification_save', { staff_id: person.id, qualification_id: firstAid.id }, { token });
  assert.is(twice.err, 409);
  assert.match(twice.msg, /already has HLTAID011 Provide First Aid on file/);

  const renewed = await server.call('staff_qualification_save', { staff_id: person.id, id: added.data.id, version: added.data.version, qualification_id: firstAid.id, issued_on: '2026-01-10', expires_on: '2029-01-10', verification: 'verified' }, { token });
  assert.is(renewed.err, 0, renewed.msg);
  assert.not.ok(renewed.data.expired);
  assert.is(renewed.data.version, added.data.version + 1);
  const after = await server.call('staff_qualification_list', { staff_id: person.id }, { token });
  assert.not.ok(after.data.missing_required.some((q: { code: string }) => q.code === 'first_aid'));

  const stale = await server.call('staff_qualification_save', { staff_id: person.id, id: added.data.id, version: added.data.version, qualification_id: firstAid.id }, { token });
  assert.is(stale.err, 409);
  const noVersion = await server.call('staff_qualification_save', { staff_id: person.id, id: added.data.id, qualification_id: firstAid.id }, { token });
  assert.is(noVersion.err, 400);
  assert.equal(noVersion.data.fields.map((f: { path: string }) => f.path), ['version']);
  const backwards = await server.call('staff_qualification_save', { staff_id: person.id, qualification_id: firstAid.id, issued_on: '2026-01-10', expires_on: '2025-01-10' }, { token });
  assert.equal(backwards.data.fields.map((f: { path: string; message: string }) => [f.path, f.message]), [['expires_on', 'Expiry date must be after the issue date.']]);
  assert.is((await server.call('staff_qualification_save', { staff_id: person.id, qualification_id: 9999 }, { token })).err, 404);
});

api('staff_qualification_delete deletes against its version', async ({ server, token }) => {
  const person = await bareApplicant(server, 'Cleaner');
  const police = await kind(server, 'police_check');
  const added = (await server.call('staff_qualification_save', { staff_id: person.id, qualification_id: police.id }, { token })).data;
  const bad = await server.call('staff_qualification_delete', { id: added.id }, { token });
  assert.is(bad.err, 400);
  assert.equal(bad.data.fields.map((f: { path: string }) => f.path), ['version']);
  const stale = await server.call('staff_qualification_delete', { id: added.id, version: added.version + 3 }, { token });
  assert.is(stale.err, 409);
  const deleted = await server.call('staff_qualification_delete', { id: added.id, version: added.version }, { token });
  assert.is(deleted.err, 0, deleted.msg);
  assert.equal(deleted.data, { id: added.id, staff_id: person.id });
  assert.is((await server.database.db.select().from(staffQualifications).where(eq(staffQualifications.id, added.id))).length, 0);
  const audit = await lastAudit(server);
  assert.is(audit.after, null);
  assert.is((audit.before as { id: number }).id, added.id);
  assert.is((await server.call('staff_qualification_delete', { id: added.id, version: 1 }, { token })).err, 404);
});

api('add_training_certificate and delete_training_certificate', async ({ server, token }) => {
  const [person] = await server.database.db.select().from(staff).where(eq(staff.status, 9)).limit(1);
  const added = await server.call('add_training_certificate', { staff_id: person!.id, topic: 'dysphagia', completed_on: '2026-10-01', provider: 'Ausmed Education', certificate_number: 'DYS-001' }, { token });
  assert.is(added.err, 0, added.msg);
  assert.is(added.data.certificate.topic, 'dysphagia');
  assert.is((await lastAudit(server)).entity, 'training_certificate');
  const listed = await server.call('staff_qualification_list', { staff_id: person!.id }, { token });
  assert.ok(listed.data.certificate_list.some((c: { id: number }) => c.id === added.data.certificate.id));
  const bad = await server.call('add_training_certificate', { staff_id: person!.id, topic: 'juggling', completed_on: '01/10/2026' }, { token });
  assert.is(bad.err, 400);
  assert.equal(bad.data.fields.map((f: { path: string }) => f.path).sort(), ['completed_on', 'provider', 'topic']);
  assert.is((await server.call('add_training_certificate', { staff_id: 999_999, topic: 'dysphagia', completed_on: '2026-10-01', provider: 'Ausmed Education' }, { token })).err, 404);
  const deleted = await server.call('delete_training_certificate', { id: added.data.certificate.id }, { token });
  assert.is(deleted.err, 0);
  assert.is((await server.database.db.select().from(trainingCertificates).where(eq(trainingCertificates.id, added.data.certificate.id))).length, 0);
  assert.is((await server.call('delete_training_certificate', { id: added.data.certificate.id }, { token })).err, 404);
});

api('application qualifications: the job position’s list, met from evidence until saved, saved with a version', async ({ server, token }) => {
  const [app] = await server.database.db
    .select({ id: applications.id, staffId: applications.staffId })
    .from(applications)
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .where(and(eq(jobAds.position, 'Registered Nurse'), sql`not exists (select 1 from ${applicationQualificationChecks} c where c.application_id = ${applications.id})`))
    .limit(1);
  const got = await server.call('get_application_qualifications', { application_id: app!.id }, { token });
  assert.is(got.err, 0, got.msg);
  assert.is(got.data.version, 0);
  assert.is(got.data.position_name, 'Registered Nurse');
  const ahpra = got.data.items.find((i: { name: string }) => /AHPRA registration – Registered Nurse/.test(i.name));
  assert.ok(ahpra?.required);
  const items = got.data.items.map((i: { qualification_id: number }) => ({ qualification_id: i.qualification_id, met: i.qualification_id === ahpra.qualification_id, note: i.qualification_id === ahpra.qualification_id ? 'Checked on the Ahpra register' : undefined }));
  const saved = await server.call('save_application_qualifications', { application_id: app!.id, version: 0, items }, { token });
  assert.is(saved.err, 0, saved.msg);
  assert.is(saved.data.version, 1);
  assert.ok(saved.data.items.find((i: { qualification_id: number }) => i.qualification_id === ahpra.qualification_id).met);
  assert.ok(saved.data.items.filter((i: { qualification_id: number }) => i.qualification_id !== ahpra.qualification_id).every((i: { met: boolean }) => !i.met));
  const audit = await lastAudit(server);
  assert.is(audit.entity, 'application_qualifications');
  assert.is(audit.entityId, String(app!.id));

  const stale = await server.call('save_application_qualifications', { application_id: app!.id, version: 0, items }, { token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, 1);
  const cook = await kind(server, 'cert3_commercial_cookery');
  const stray = await server.call('save_application_qualifications', { application_id: app!.id, version: 1, items: [{ qualification_id: cook.id, met: true }] }, { token });
  assert.is(stray.err, 400);
  assert.equal(stray.data.fields.map((f: { path: string }) => f.path), ['items.0.qualification_id']);
  const twice = await server.call('save_application_qualifications', { application_id: app!.id, version: 1, items: [items[0], items[0]] }, { token });
  assert.is(twice.err, 400);
  assert.equal(twice.data.fields.map((f: { path: string }) => f.path), ['items']);
  assert.is((await server.call('get_application_qualifications', { application_id: 9_999_999 }, { token })).err, 404);
});

api.run();
