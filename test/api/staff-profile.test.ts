// The staff forms, the visa auto-fill and staff status changes over HTTP: success, refusal, bad input
// naming the field, the audit row (secrets redacted), and a stale version answered 409.
import { and, desc, eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, outbox, positionLevels, positions, staff, staffForms, visaCheckRecords } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const api = suite<{ server: TestServer; token: string }>('staff profile: forms and status');
api.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
api.after(async (ctx) => ctx.server.close());

/** A seeded applicant in `status` with a position that has levels; `used` keeps tests from sharing one. */
const used = new Set<number>();
async function applicant(server: TestServer, status: number) {
  const rows = await server.database.db
    .select({ id: staff.id, version: staff.version, position: staff.position, levelId: staff.levelId, email: staff.email })
    .from(staff)
    .innerJoin(positions, eq(sql`lower(${positions.name})`, sql`lower(${staff.position})`))
    .where(eq(staff.status, status))
    .orderBy(staff.id);
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error(`no seeded applicant in status ${status}`);
  used.add(row.id);
  return row;
}
const lastAudit = async (server: TestServer) => (await server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const formInfo = async (server: TestServer, token: string, id: number) => (await server.call('get_staff_form_info', { staff_id: id }, { token })).data;

api('get_staff_form_info answers every section 3 field, with the forms, checklist and tags', async ({ server, token }) => {
  const person = await applicant(server, 10);
  const answer = await server.call('get_staff_form_info', { staff_id: person.id }, { token });
  assert.is(answer.err, 0, answer.msg);
  for (const key of ['staff_status', 'level_id', 'tag_list', 'tag_pool', 'last_visa_check_record', 'all_is_quick_apply', 'is_show_inprescreen_to_providers', 'in_prescreen_num', 'all_prescreen_num', 'applicant_basic', 'form_application', 'form_materials', 'form_contract', 'form_onboarding', 'checklist_info']) {
    assert.ok(key in answer.data, key);
  }
  assert.is(answer.data.staff_status, 10);
  assert.is(answer.data.version, person.version);
  assert.is(answer.data.checklist_info.total, answer.data.checklist_info.items.length);
  assert.ok(answer.data.tag_pool.length > 0, 'the tag pool lists the tags in use');
  // Enabled staff have a level; the seed gave everyone enabled a signed contract with masked secrets.
  assert.is(answer.data.level_id, person.levelId);
  const tfn = answer.data.form_contract.data.tax_file_number;
  if (tfn !== null) assert.match(tfn, /^•••• \d{3}$/, 'secrets are read back masked');

  const missing = await server.call('get_staff_form_info', { staff_id: 999_999 }, { token });
  assert.is(missing.err, 404);
  assert.match(missing.msg, /Applicant 999999 not found/);
  const bad = await server.call('get_staff_form_info', { staff_id: 'x' }, { token });
  assert.is(bad.err, 400);
  assert.equal(bad.data.fields.map((f: { path: string }) => f.path), ['staff_id']);
});

api('modify_form_application: versioned patch, experience kept on the staff row, audit row, stale 409', async ({ server, token }) => {
  const person = await applicant(server, 2);
  await server.database.db.delete(staffForms).where(eq(staffForms.staffId, person.id));
  const first = await server.call('modify_form_application', { staff_id: person.id, version: 0, care_setting: 'home_care', available_days: ['mon', 'wed'], hours_per_week: 24, experience: '2_to_5yrs' }, { token });
  assert.is(first.err, 0, first.msg);
  assert.is(first.data.form_info.version, 1);
  assert.equal(first.data.form_info.data.available_days, ['mon', 'wed']);
  assert.is(first.data.form_info.data.experience, '2_to_5yrs');
  const [row] = await server.database.db.select().from(staff).where(eq(staff.id, person.id));
  assert.is(row!.experience, '2_to_5yrs', 'the lists filter by the staff row, so it holds the answer');
  assert.is(row!.version, person.version + 1);
  const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.command, 'profile.modifyApplication')).orderBy(desc(auditLog.id)).limit(2);
  assert.equal(audit.map((a) => a.entity).sort(), ['staff', 'staff_form_application']);

  // A patch leaves other answers alone; null clears one.
  const second = await server.call('modify_form_application', { staff_id: person.id, version: 1, care_setting: null, start_timing: 'two_weeks' }, { token });
  assert.is(second.err, 0, second.msg);
  assert.is(second.data.form_info.data.care_setting, null);
  assert.is(second.data.form_info.data.hours_per_week, 24);
  assert.is(second.data.form_info.version, 2);

  const stale = await server.call('modify_form_application', { staff_id: person.id, version: 1, start_timing: 'one_month' }, { token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, 2);
  assert.match(stale.msg, /application form of applicant \d+ was changed by someone else/);

  const bad = await server.call('modify_form_application', { staff_id: person.id, version: 2, hours_per_week: 90, available_days: ['mon', 'mon'], visa_subclass: '50' }, { token });
  assert.is(bad.err, 400);
  const fields = Object.fromEntries(bad.data.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
  assert.is(fields.hours_per_week, 'Hours per week must be at most 76.');
  assert.is(fields.available_days, 'Available days lists an entry twice.');
  assert.is(fields.visa_subclass, 'Visa subclass is three digits, e.g. 500.');

  // Nothing changed: no write, no version bump.
  const same = await server.call('modify_form_application', { staff_id: person.id, version: 2, start_timing: 'two_weeks' }, { token });
  assert.is(same.data.form_info.version, 2);
});

api('modify_form_contract: spec §5 phone and email rules, TFN check digit, secrets redacted in the audit row', async ({ server, token }) => {
  const person = await applicant(server, 7);
  const { version } = (await formInfo(server, token, person.id)).form_contract;
  const bad = await server.call('modify_form_contract', { staff_id: person.id, version, emergency_contact_phone: '0412', emergency_contact_email: 'not-an-email', tax_file_number: '123456789', bank_bsb: '12-34' }, { token });
  assert.is(bad.err, 400);
  const fields = Object.fromEntries(bad.data.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
  assert.is(fields.emergency_contact_phone, 'Phone number should have 10 digits.');
  assert.is(fields.emergency_contact_email, 'Email address is invalid.');
  assert.is(fields.tax_file_number, 'Tax file number is invalid.');
  assert.match(fields.bank_bsb, /BSB must be 6 digits/);
  const rule = await server.call('modify_form_contract', { staff_id: person.id, version, pay_basis: 2, pay_rate: 12 }, { token });
  assert.is(rule.err, 400);
  assert.equal(rule.data.fields.map((f: { path: string }) => f.path), ['pay_rate']);

  const ok = await server.call('modify_form_contract', { staff_id: person.id, version, tax_file_number: '123 456 782', bank_account_number: '12345678', emergency_contact_phone: '+64 211234567' }, { token });
  assert.is(ok.err, 0, ok.msg);
  assert.is(ok.data.form_info.data.tax_file_number, '•••• 782');
  const [stored] = await server.database.db.select().from(staffForms).where(and(eq(staffForms.staffId, person.id), eq(staffForms.form, 'contract')));
  assert.is((stored!.data as Record<string, unknown>).tax_file_number, '123456782', 'stored whole, without the spaces');
  const audit = await lastAudit(server);
  assert.is(audit.entity, 'staff_form_contract');
  const text = JSON.stringify([audit.args, audit.before, audit.after]);
  assert.not.match(text, /123456782|123 456 782|12345678/, 'no secret reaches the audit log');
  assert.match(text, /\[redacted\]/);
  const stale = await server.call('modify_form_contract', { staff_id: person.id, version, bank_account_name: 'Someone Else' }, { token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, version + 1);
  const nobody = await server.call('modify_form_contract', { staff_id: 999_999, version: 0, bank_account_name: 'Nobody' }, { token });
  assert.is(nobody.err, 404);
  assert.match(nobody.msg, /Applicant 999999 not found/);
});

api('modify_form_materials and modify_form_onboarding: rules on the merged form, a manual visa check is recorded', async ({ server, token }) => {
  const person = await applicant(server, 5);
  const info = await formInfo(server, token, person.id);
  const future = await server.call('modify_form_materials', { staff_id: person.id, version: info.form_materials.version, police_check_issued_on: '2999-01-01' }, { token });
  assert.is(future.err, 400);
  assert.is(future.data.fields[0].message, 'Police check issue date must not be in the future.');
  const changedTo = info.form_materials.data.visa_check_validity === 'in_valid' ? 'valid' : 'in_valid';
  const ok = await server.call('modify_form_materials', { staff_id: person.id, version: info.form_materials.version, visa_check_validity: changedTo, visa_conditions: 'Checked on VEVO by hand.' }, { token });
  assert.is(ok.err, 0, ok.msg);
  const [record] = await server.database.db.select().from(visaCheckRecords).where(eq(visaCheckRecords.staffId, person.id)).orderBy(desc(visaCheckRecords.id)).limit(1);
  assert.is(record!.source, 'manual');
  assert.is(record!.validity, changedTo);
  assert.is((await formInfo(server, token, person.id)).last_visa_check_record.conditions, 'Checked on VEVO by hand.');
  const staleMaterials = await server.call('modify_form_materials', { staff_id: person.id, version: info.form_materials.version, reviewer_note: 'Late' }, { token });
  assert.is(staleMaterials.err, 409);
  const badMaterials = await server.call('modify_form_materials', { staff_id: person.id, version: info.form_materials.version + 1, identity_document_type: 9 }, { token });
  assert.is(badMaterials.err, 400);
  assert.equal(badMaterials.data.fields.map((f: { path: string }) => f.path), ['identity_document_type']);

  const onboardingVersion = info.form_onboarding.version;
  const uniform = await server.call('modify_form_onboarding', { staff_id: person.id, version: onboardingVersion, uniform_issued: true, uniform_size: null }, { token });
  assert.is(uniform.err, 400);
  assert.equal(uniform.data.fields.map((f: { path: string }) => f.path), ['uniform_size']);
  const trained = await server.call('modify_form_onboarding', { staff_id: person.id, version: onboardingVersion, mandatory_training_done: ['hand_hygiene', 'first_aid'], uniform_issued: true, uniform_size: 'm' }, { token });
  assert.is(trained.err, 0, trained.msg);
  assert.is(trained.data.checklist_info.items.find((i: { key: string }) => i.key === 'mandatory_training').detail, '2 of 9 topics');
  const stale = await server.call('modify_form_onboarding', { staff_id: person.id, version: onboardingVersion, buddy_name: 'Sam' }, { token });
  assert.is(stale.err, 409);
});

api('auto_fill_visa_check fills the materials form from the answers and records the check', async ({ server, token }) => {
  const person = await applicant(server, 6);
  const before = await formInfo(server, token, person.id);
  await server.call('modify_form_application', { staff_id: person.id, version: before.form_application.version, citizenship: 4, work_rights: 'temporary_restricted', visa_subclass: '500' }, { token });
  const answer = await server.call('auto_fill_visa_check', { staff_id: person.id, version: before.form_materials.version }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.validity, 'valid');
  assert.is(answer.data.form_materials.data.visa_check_validity, 'valid');
  assert.match(answer.data.form_materials.data.visa_conditions, /8105/);
  assert.is(answer.data.last_visa_check_record.source, 'auto');
  assert.is(answer.data.form_materials.version, before.form_materials.version + (before.form_materials.data.visa_conditions === answer.data.form_materials.data.visa_conditions ? 0 : 1));
  const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.command, 'profile.autoFillVisaCheck')).orderBy(desc(auditLog.id));
  assert.ok(audit.some((a) => a.entity === 'visa_check'));

  const stale = await server.call('auto_fill_visa_check', { staff_id: person.id, version: 0 }, { token });
  assert.is(stale.err, 409);
  const bad = await server.call('auto_fill_visa_check', { staff_id: person.id }, { token });
  assert.is(bad.err, 400);
  assert.equal(bad.data.fields.map((f: { path: string }) => f.path), ['version']);

  // No answers to fill from: refused, and nothing written.
  const blank = await applicant(server, 1);
  await server.database.db.delete(staffForms).where(eq(staffForms.staffId, blank.id));
  const refused = await server.call('auto_fill_visa_check', { staff_id: blank.id, version: 0 }, { token });
  assert.is(refused.err, 409);
  assert.match(refused.msg, /has not answered citizenship or work rights/);
  assert.is((await server.database.db.select().from(staffForms).where(eq(staffForms.staffId, blank.id))).length, 0);
});

api('get_status_change_information previews the message, position and files; modify_staff_status writes it', async ({ server, token }) => {
  const person = await applicant(server, 4);
  const moves = await server.call('get_staff_status_moves', { staff_id: person.id }, { token });
  assert.is(moves.err, 0);
  assert.is((await server.call('get_staff_status_moves', { staff_id: 999_999 }, { token })).err, 404);
  const badPreview = await server.call('get_status_change_information', { staff_id: person.id }, { token });
  assert.is(badPreview.err, 400);
  assert.equal(badPreview.data.fields.map((f: { path: string }) => f.path), ['new_status']);
  assert.equal(moves.data.moves.map((m: { status: number }) => m.status), [5, 15, 11]);
  assert.is(moves.data.moves.find((m: { default: boolean }) => m.default).status, 5);

  const info = await server.call('get_status_change_information', { staff_id: person.id, new_status: 5 }, { token });
  assert.is(info.err, 0, info.msg);
  assert.match(info.data.message, /upload the documents/);
  assert.ok(info.data.position_name.startsWith(person.position));
  assert.ok(info.data.file_list.length >= 3);
  assert.ok(info.data.notify);

  const outboxBefore = (await server.database.db.select().from(outbox)).length;
  const done = await server.call('modify_staff_status', { staff_id: person.id, new_status: 5, version: person.version }, { token, headers: { 'x-command-source': 'screen' } });
  assert.is(done.err, 0, done.msg);
  assert.is(done.data.status, 5);
  assert.is(done.data.version, person.version + 1);
  assert.ok(done.data.notified);
  const mail = await server.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  assert.is((await server.database.db.select().from(outbox)).length, outboxBefore + 1);
  assert.is(mail[0]!.recipient, person.email);
  const audit = await lastAudit(server);
  assert.is(audit.command, 'profile.modifyStatus');
  assert.is(audit.source, 'screen');
  assert.is((audit.before as { status: number }).status, 4);
  assert.is((audit.after as { status: number }).status, 5);

  const stale = await server.call('modify_staff_status', { staff_id: person.id, new_status: 6, version: person.version }, { token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, person.version + 1);
  const refused = await server.call('modify_staff_status', { staff_id: person.id, new_status: 10, version: person.version + 1 }, { token });
  assert.is(refused.err, 409);
  assert.match(refused.msg, /from Uploading materials to Enabled\. Allowed: Materials under review\b(?! \()/);
  const same = await server.call('modify_staff_status', { staff_id: person.id, new_status: 5, version: person.version + 1 }, { token });
  assert.is(same.err, 409);
  assert.match(same.msg, /is already Uploading materials\./);
  const bad = await server.call('modify_staff_status', { staff_id: person.id, new_status: 42, version: person.version + 1 }, { token });
  assert.is(bad.err, 400);
  assert.equal(bad.data.fields.map((f: { path: string }) => f.path), ['new_status']);
});

api('enabling needs a level of the applicant’s own position; a level-only change is allowed', async ({ server, token }) => {
  const person = await applicant(server, 14);
  await server.database.db.update(staff).set({ levelId: null }).where(eq(staff.id, person.id));
  const [row] = await server.database.db.select({ version: staff.version }).from(staff).where(eq(staff.id, person.id));
  const noLevel = await server.call('modify_staff_status', { staff_id: person.id, new_status: 10, version: row!.version }, { token });
  assert.is(noLevel.err, 409);
  assert.match(noLevel.msg, /Choose a level \(new_level\) to enable/);
  const levels = await server.database.db.select({ id: positionLevels.id, position: positions.name, level: positionLevels.level }).from(positionLevels).innerJoin(positions, eq(positions.id, positionLevels.positionId));
  const other = levels.find((l) => l.position.toLowerCase() !== person.position.toLowerCase())!;
  const wrong = await server.call('get_status_change_information', { staff_id: person.id, new_status: 10, new_level: other.id }, { token });
  assert.is(wrong.err, 409);
  assert.match(wrong.msg, new RegExp(`Level ${other.id} is a ${other.position} level`));
  const own = levels.filter((l) => l.position.toLowerCase() === person.position.toLowerCase());
  const enabled = await server.call('modify_staff_status', { staff_id: person.id, new_status: 10, new_level: own[0]!.id, version: row!.version, notify: false }, { token });
  assert.is(enabled.err, 0, enabled.msg);
  assert.is(enabled.data.level_id, own[0]!.id);
  assert.is(enabled.data.level_name, 'Level 1');
  assert.not.ok(enabled.data.notified);
  if (own.length > 1) {
    const raised = await server.call('modify_staff_status', { staff_id: person.id, new_status: 10, new_level: own[1]!.id, version: enabled.data.version }, { token });
    assert.is(raised.err, 0, raised.msg);
    assert.is(raised.data.status, 10);
    assert.is(raised.data.level_id, own[1]!.id);
    assert.not.ok(raised.data.notified, 'a level change alone sends nothing');
  }
});

api('form writes and status changes are refused without a session', async ({ server }) => {
  const answer = await server.call('modify_staff_status', { staff_id: 1, new_status: 1, version: 1 }, { token: null });
  assert.is(answer.err, 3);
});

api.run();
