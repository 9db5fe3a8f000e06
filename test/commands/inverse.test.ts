// Every action decides about undo (docs/undo.md): it has an inverse, is irreversible with a reason, or is
// listed here as neither, with the reason why (a creation, a deletion, an edit not mapped back yet, …).
// A new action fails this test until it is put in one of the three. Every inverse names an existing
// action whose args schema accepts the args it produces from sample args and a sample change.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commandList, registry, type AnyCommand } from '../../commands';
import type { RecordChange } from '../../commands/define';

const CREATION = 'a creation: take it back by deleting what it made';
const DELETION = 'a deletion: the row is gone (its audit row keeps the image); add it again';
const EDIT_NOT_MAPPED = 'an edit whose before image is not mapped back to its args yet';
const SESSION = 'it signs in or out: a session is not a record to take back';
const WORKFLOW = 'a workflow step with its own events and messages: the table has no way back, use the next op';
const FORM = 'a staff form saved whole, holding secrets the audit row redacts: save the form again';
const UNDO = 'it is the undo itself (a stack: undo again takes back the step before; no redo)';
const PAY = 'pay and export documents move by their own ops (withdraw, replace), never silently back';

const NEITHER: Record<string, string> = {
  'resume.upload': CREATION, 'resume.autoBlur': CREATION, 'assessment.importFile': CREATION,
  'qualification.addCertificate': CREATION, 'note.comment': CREATION, 'checklist.add': CREATION,
  'note.addAdmin': CREATION, 'attachment.uploadApplication': CREATION, 'attachment.addStaff': CREATION,
  'application.addLite': CREATION, 'interview.addReport': CREATION, 'referee.add': CREATION,
  'ai.insertSummary': CREATION, 'ai.saveRecommendation': CREATION, 'job.posting': CREATION,
  'job.addExternalMapping': CREATION, 'outer.import': CREATION, 'referral.createGeneration': CREATION,
  'invoice.generate': CREATION, 'payslip.generate': CREATION, 'timesheet.comment': CREATION,
  'incident.report': CREATION, 'order.addNote': CREATION, 'order.create': CREATION, 'admin.addUser': CREATION,
  'role.add': CREATION, 'role.customise': CREATION, 'role.addAuth': CREATION, 'apikey.add': CREATION,
  'contract.addTemplate': CREATION, 'contract.addOnboardingTemplate': CREATION,
  'contract.addOnboardingFile': CREATION, 'masterboard.addRole': CREATION, 'tempshift.addTemplate': CREATION,
  'tempshift.add': CREATION, 'tempshift.import': CREATION, 'file.add': CREATION, 'employee.add': CREATION,
  'employee.import': CREATION, 'facility.add': CREATION, 'address.add': CREATION, 'operator.add': CREATION,
  'provider.addAttachment': CREATION, 'shortlink.create': CREATION, 'linkroute.add': CREATION,
  'appversion.add': CREATION, 'utm.add': CREATION,
  'resume.delete': DELETION, 'qualification.delete': DELETION, 'qualification.deleteCertificate': DELETION,
  'checklist.delete': DELETION, 'note.deleteAdmin': DELETION, 'attachment.deleteApplication': DELETION,
  'attachment.deleteStaff': DELETION, 'referee.delete': DELETION, 'ai.deleteSummary': DELETION,
  'job.deleteExternalMapping': DELETION, 'outer.remove': DELETION, 'role.delete': DELETION,
  'role.deleteAuth': DELETION, 'apikey.delete': DELETION, 'contract.deleteTemplate': DELETION,
  'contract.deleteOnboardingTemplate': DELETION, 'contract.deleteOnboardingFile': DELETION,
  'masterboard.deleteRole': DELETION, 'tempshift.deleteTemplate': DELETION, 'address.delete': DELETION,
  'operator.delete': DELETION, 'provider.deleteAttachment': DELETION, 'email.deleteTemplate': DELETION,
  'shortlink.delete': DELETION, 'linkroute.delete': DELETION, 'appversion.delete': DELETION, 'utm.delete': DELETION,
  'macro.delete': DELETION,
  'resume.setDefault': EDIT_NOT_MAPPED, 'resume.updateScore': EDIT_NOT_MAPPED,
  'resume.submitBlurConfig': EDIT_NOT_MAPPED, 'assessment.save': EDIT_NOT_MAPPED,
  'assessment.saveSeekMapping': EDIT_NOT_MAPPED, 'assessment.saveRecognisedNames': EDIT_NOT_MAPPED,
  'staff.editMasterboard': EDIT_NOT_MAPPED, 'position.editLevelRate': EDIT_NOT_MAPPED,
  'position.saveQualifications': EDIT_NOT_MAPPED,
  'application.showInprescreenSetting': EDIT_NOT_MAPPED, 'application.updateResume': EDIT_NOT_MAPPED,
  'application.changeActionResult': EDIT_NOT_MAPPED, 'interview.editReport': EDIT_NOT_MAPPED,
  'interview.setViConfig': EDIT_NOT_MAPPED, 'ai.editSummary': EDIT_NOT_MAPPED, 'ai.saveSummary': EDIT_NOT_MAPPED,
  'job.setProviderJobStatus': EDIT_NOT_MAPPED, 'job.editExternalMapping': EDIT_NOT_MAPPED,
  'referral.editGeneration': EDIT_NOT_MAPPED, 'order.editStaff': EDIT_NOT_MAPPED,
  'order.attachFile': EDIT_NOT_MAPPED, 'order.edit': EDIT_NOT_MAPPED, 'role.edit': EDIT_NOT_MAPPED,
  'role.editAuth': EDIT_NOT_MAPPED, 'apikey.edit': EDIT_NOT_MAPPED, 'contract.editTemplate': EDIT_NOT_MAPPED,
  'contract.editOnboardingTemplate': EDIT_NOT_MAPPED, 'masterboard.editConfig': EDIT_NOT_MAPPED,
  'masterboard.editStyle': EDIT_NOT_MAPPED, 'masterboard.editRole': EDIT_NOT_MAPPED,
  'tempshift.editTemplate': EDIT_NOT_MAPPED, 'address.setDefault': EDIT_NOT_MAPPED,
  'provider.approveDisable': EDIT_NOT_MAPPED, 'provider.saveReferralConfig': EDIT_NOT_MAPPED,
  'provider.saveCustomPositions': EDIT_NOT_MAPPED, 'provider.saveStyle': EDIT_NOT_MAPPED,
  'email.saveTemplate': EDIT_NOT_MAPPED, 'macro.save': EDIT_NOT_MAPPED,
  'auth.login': SESSION, 'auth.verify': SESSION, 'auth.logout': SESSION, 'admin.endSession': SESSION,
  'application.relocate': WORKFLOW,
  'profile.modifyApplication': FORM, 'profile.modifyMaterials': FORM, 'profile.modifyContract': FORM,
  'profile.modifyOnboarding': FORM, 'profile.autoFillVisaCheck': FORM, 'qualification.save': FORM,
  'qualification.saveForApplication': FORM,
  'export.approve': PAY, 'export.reexport': PAY, 'invoice.approve': PAY, 'invoice.withdraw': PAY,
  'invoice.replace': PAY, 'payslip.approve': PAY, 'payslip.withdraw': PAY, 'payslip.replace': PAY,
  'timesheet.modify': PAY, 'timesheet.approve': PAY, 'timesheet.recalculate': PAY,
  'order.checkOut': 'checking out writes the timesheet; modify the timesheet instead',
  'order.editTime': 'it may text the assigned workers (notify); edit the time again',
  'order.createRecipients': 'it chooses recipients for a notification; choose again to change them',
  'admin.syncMenus': 'it mirrors the route table; run it again after changing the routes',
  'employee.resetPassword': 'the old password is never kept, so it cannot be put back',
  'outbox.cancel': 'a canceled message is not queued again by undo; send it again instead',
  'bulk.start': 'a bulk run is undone as one step through the journal of its rows, not by this call',
  'bulk.stop': 'stopping a run changes no record; start it again to resume',
  'undo.last': UNDO, 'undo.entry': UNDO,
};

const change = (entity: string, before: unknown, after: unknown, entityId = '7'): RecordChange => ({ entity, entityId, before, after });
const v = (fields: Record<string, unknown>, version: number) => ({ ...fields, version });

/** A call of each command with an inverse and the record it changed, as the audit rows have them. */
const SAMPLES: Record<string, { args: Record<string, unknown>; change: RecordChange; changes?: RecordChange[] }> = {
  'application.changeStatus': { args: { application_id: 12, status: 2, version: 3 }, change: change('application', v({ status: 4 }, 3), v({ status: 2 }, 4), '12') },
  // Every move of an application goes back by the status change, where the table allows it (Shortlist → Not fit).
  ...Object.fromEntries(['application.advance', 'application.signContract', 'application.completeContractOffline', 'application.completeRecruitment'].map((id) => [id, { args: { application_id: 12, version: 3, ...(id.endsWith('Contract') ? { signed_on: '2026-01-01', signatory: 'Jo' } : id.endsWith('Offline') ? { signed_on: '2026-01-01', reference: 'Paper' } : {}) }, change: change('application', v({ status: 4 }, 3), v({ status: 2 }, 4), '12') }])),
  'application.workflowAction': { args: { application_id: 12, op: 'shortlist', version: 3 }, change: change('application', v({ status: 4 }, 3), v({ status: 2 }, 4), '12') },
  'application.withdraw': { args: { application_id: 12, reason: 'Took another job', version: 3 }, change: change('application', v({ status: 4 }, 3), v({ status: 2 }, 4), '12') },
  'application.changePrescreen': { args: { application_id: 12, in_prescreen: true, version: 3 }, change: change('application', v({ status: 1 }, 3), v({ status: 18 }, 4), '12') },
  'application.setArchived': { args: { application_id: 12, archived: true, version: 3 }, change: change('application', v({ archived: false }, 3), v({ archived: true }, 4), '12') },
  'application.changeVisible': { args: { application_id: 12, visible: false, version: 3 }, change: change('application', v({ visible: true }, 3), v({ visible: false }, 4)) },
  'application.updateReviewed': { args: { application_id: 12, reviewed: true, version: 3 }, change: change('application', v({ reviewed: false }, 3), v({ reviewed: true }, 4)) },
  'application.updateResumeScore': { args: { application_id: 12, resume_score: 80, version: 3 }, change: change('application', v({ resume_score: 60 }, 3), v({ resume_score: 80 }, 4)) },
  'application.updatePrescreen': { args: { application_id: 12, prescreen_result: 'passed', prescreen_note: 'ok', version: 3 }, change: change('application', v({ prescreen_result: 'failed', prescreen_note: 'no' }, 3), v({ prescreen_result: 'passed', prescreen_note: 'ok' }, 4)) },
  'application.changeRoleScreen': { args: { application_id: 12, role_screen_result: 'passed', role_screen_note: 'ok', version: 3 }, change: change('application', v({ role_screen_result: 'failed', role_screen_note: 'no' }, 3), v({ role_screen_result: 'passed', role_screen_note: 'ok' }, 4)) },
  'tag.add': { args: { staff_id: 7, tag: 'Forklift' }, change: change('staff', { tags: [] }, { tags: ['Forklift'] }) },
  'tag.delete': { args: { staff_id: 7, tag: 'Forklift' }, change: change('staff', { tags: ['Forklift'] }, { tags: [] }) },
  'job.setVisibleDirectly': { args: { job_id: 3, visible_directly: true, version: 2 }, change: change('jobAd', v({ visible_directly: false }, 2), v({ visible_directly: true }, 3)) },
  'job.changeStatus': { args: { job_id: 3, status: 2, version: 2 }, change: change('jobAd', v({ status: 1 }, 2), v({ status: 2 }, 3)) },
  'job.setSupply': { args: { job_id: 3, supply_enabled: true, supply_limit: 20, version: 2 }, change: change('jobAd', v({ supply_enabled: false, supply_limit: 10 }, 2), v({ supply_enabled: true, supply_limit: 20 }, 3)) },
  'interview.setAttendance': { args: { interview_id: 4, attendance: 'going', version: 1 }, change: change('interview', v({ attendance: 'unconfirmed' }, 1), v({ attendance: 'going' }, 2)) },
  'employee.setStatus': { args: { employee_id: 5, status: 'inactive', version: 1 }, change: change('employee', v({ status: 'active' }, 1), v({ status: 'inactive' }, 2)) },
  'operator.setStatus': { args: { operator_id: 5, status: 'inactive', version: 1 }, change: change('operator', v({ status: 'active' }, 1), v({ status: 'inactive' }, 2)) },
  'admin.setUserStatus': { args: { user_id: 5, status: 'inactive', version: 1 }, change: change('account', v({ status: 'active' }, 1), v({ status: 'inactive' }, 2)) },
  'tempshift.changeStatus': { args: { temp_shift_id: 5, status: 'open', version: 1 }, change: change('temp_shift', v({ status: 'pending_approval' }, 1), v({ status: 'open' }, 2)) },
  'incident.setStatus': { args: { incident_id: 5, status: 'investigating', version: 1 }, change: change('incident', v({ status: 'open' }, 1), v({ status: 'investigating' }, 2)) },
  'referee.setCheckRead': { args: { referee_id: 5, read: true, version: 1 }, change: change('referee', v({ check_read_at: null }, 1), v({ check_read_at: '2026-01-01T00:00:00Z' }, 2)) },
  'shortlink.setDisabled': { args: { short_link_id: 5, disabled: true }, change: change('short_link', { disabled: false }, { disabled: true }) },
  'checklist.setChecked': { args: { application_id: 12, check_note_id: 5, checked: true }, change: change('check_note', { checked: false }, { checked: true }) },
  'macro.share': { args: { macro_id: 5, shared: true, version: 1 }, change: change('macro', v({ shared: false }, 1), v({ shared: true }, 2)) },
  'provider.setStatus': { args: { provider_id: 5, status: 'enabled', reason: 'Back', version: 1 }, change: change('provider', v({ status: 'disabled' }, 1), v({ status: 'enabled' }, 2)) },
  'profile.modifyStatus': { args: { staff_id: 7, new_status: 3, version: 1, notify: true }, change: change('staff', v({ status: 2, level_id: null }, 1), v({ status: 3, level_id: null }, 2)) },
  'facility.edit': { args: { facility_id: 5, name: 'New', phone: '0400000000', version: 1 }, change: change('facility', v({ name: 'Old', phone: '0411111111', email: 'a@b.co' }, 1), v({ name: 'New', phone: '0400000000' }, 2)) },
  'address.edit': { args: { address_id: 5, label: 'New', version: 1 }, change: change('provider_address', v({ label: 'Old' }, 1), v({ label: 'New' }, 2)) },
  'provider.save': {
    args: { provider_id: 5, name: 'New', email: 'a@b.co', phone_number: '0400000000', state: 'NSW', introduction: 'Hi', version: 1 },
    change: change('provider', v({ name: 'Old', email: 'c@d.co', phone_number: '0411111111', state: 'VIC', introduction: '' }, 1), v({ name: 'New' }, 2)),
  },
  'employee.edit': { args: { employee_id: 5, first_name: 'New', suburb: 'Ryde', version: 1 }, change: change('employee', v({ first_name: 'Old', suburb: 'Epping' }, 1), v({ first_name: 'New', suburb: 'Ryde' }, 2)) },
  'operator.edit': { args: { operator_id: 5, first_name: 'New', version: 1 }, change: change('operator', v({ first_name: 'Old' }, 1), v({ first_name: 'New' }, 2)) },
  'admin.editUser': { args: { user_id: 5, name: 'New', version: 1 }, change: change('account', v({ name: 'Old' }, 1), v({ name: 'New' }, 2)) },
  'outer.edit': { args: { outer_candidate_id: 5, first_name: 'New', version: 1 }, change: change('outer_candidate', v({ first_name: 'Old' }, 1), v({ first_name: 'New' }, 2)) },
  'outer.score': { args: { outer_candidate_id: 5, resume_score: 80, version: 1 }, change: change('outer_candidate', v({ resume_score: 50, score_note: '' }, 1), v({ resume_score: 80 }, 2)) },
  'referee.edit': {
    args: { referee_id: 5, name: 'New', relationship: 'colleague', email: 'a@b.co', phone: '0400000000', version: 1 },
    change: change('referee', v({ name: 'Old', relationship: 'supervisor', email: 'c@d.co', phone: '0411111111' }, 1), v({ name: 'New' }, 2)),
  },
  'note.editAdmin': { args: { application_id: 12, admin_note_id: 5, note: 'New', version: 1 }, change: change('admin_note', v({ note: 'Old' }, 1), v({ note: 'New' }, 2)) },
  'linkroute.edit': { args: { route_id: 5, note: 'New', version: 1 }, change: change('link_route', v({ note: 'Old' }, 1), v({ note: 'New' }, 2)) },
  'appversion.edit': { args: { app_version_id: 5, notes: 'New', version: 1 }, change: change('app_version', v({ notes: 'Old' }, 1), v({ notes: 'New' }, 2)) },
  'order.editContactNotes': { args: { order_id: 5, contact_notes: 'New', version: 1 }, change: change('shift', v({ contact_notes: 'Old' }, 1), v({ contact_notes: 'New' }, 2)) },
  'tempshift.edit': { args: { temp_shift_id: 5, headcount: 3, version: 1 }, change: change('temp_shift', v({ headcount: 2 }, 1), v({ headcount: 3 }, 2)) },
  'order.assignStaff': { args: { shift_id: 5, staff_id: 7, confirm: false }, change: change('shift_worker', null, v({ staff_id: 7, note: '' }, 1), '9') },
  'order.removeWorker': { args: { shift_id: 5, staff_id: 7, version: 1, reason: 'Sick', confirm: true }, change: change('shift_worker', v({ staff_id: 7, note: 'Early' }, 1), null, '9') },
  'order.removeStaff': { args: { shift_id: 5, staff_id: 7, version: 1, reason: 'Sick' }, change: change('shift_worker', v({ staff_id: 7, note: '' }, 1), null, '9') },
  'provider.block': { args: { provider_id: 5, staff_id: 7, reason: 'Late' }, change: change('provider_block', null, { id: 9, provider_id: 5, staff_id: 7, reason: 'Late' }, '9') },
  'provider.unblock': { args: { block_id: 9 }, change: change('provider_block', { id: 9, provider_id: 5, staff_id: 7, reason: 'Late' }, null, '9') },
  'notice.setRead': {
    args: { notice_ids: [3, 4, 5], read: true },
    change: change('station_notice', { read_at: null }, { read_at: '2026-01-01T00:00:00Z' }, '3'),
    changes: [change('station_notice', { read_at: null }, { read_at: 'x' }, '3'), change('station_notice', { read_at: null }, { read_at: 'x' }, '5')],
  },
};

const actions = commandList.filter((c) => c.kind === 'action') as AnyCommand[];

test('every action is reversible (inverse), irreversible (with a reason) or listed as neither (with a reason)', () => {
  const undecided = actions.filter((c) => !c.inverse && !c.irreversible && !(c.id in NEITHER)).map((c) => c.id);
  assert.equal(undecided, [], 'decide: inverse, irreversible or NEITHER');
  const both = actions.filter((c) => (c.inverse || c.irreversible) && c.id in NEITHER).map((c) => c.id);
  assert.equal(both, [], 'listed as neither but classified');
  const contradictory = actions.filter((c) => c.inverse && c.irreversible).map((c) => c.id);
  assert.equal(contradictory, []);
  for (const c of actions) if (c.irreversible) assert.ok(c.irreversible.reason.length > 3, `${c.id}: say why`);
  for (const [id, reason] of Object.entries(NEITHER)) assert.ok(reason.length > 10, `${id}: say why it is neither`);
  const stale = Object.keys(NEITHER).filter((id) => !registry.byId.has(id as never));
  assert.equal(stale, [], 'NEITHER names commands that no longer exist');
  const queries = Object.keys(NEITHER).filter((id) => (registry.byId.get(id as never) as AnyCommand | undefined)?.kind !== 'action');
  assert.equal(queries, [], 'reads are not actions: they need no place here');
});

test('every command that sends a message says so before it runs', () => {
  const senders = ['sms.sendToPhone', 'sms.sendToStaff', 'sms.batchSend', 'email.send', 'notice.sendGroup', 'notice.announce', 'order.notify', 'outer.invite', 'referee.sendCheck', 'interview.resendVirtual', 'application.sendOffer', 'application.requestAdditionalInformation'];
  const silent = senders.filter((id) => !(registry.byId.get(id as never) as AnyCommand).irreversible);
  assert.equal(silent, []);
});

test('every inverse names an existing action whose args schema accepts what it produces', () => {
  for (const c of actions.filter((a) => a.inverse)) {
    const sample = SAMPLES[c.id];
    assert.ok(sample, `${c.id} needs a sample here`);
    assert.ok(c.args.safeParse(sample.args).success, `${c.id}: its own sample args are valid`);
    const target = registry.byId.get(c.inverse!.command as never) as AnyCommand | undefined;
    assert.ok(target && target.kind === 'action', `${c.id}: inverse ${c.inverse!.command} is an action`);
    const parsedArgs = c.args.parse(sample.args);
    assert.is(c.inverse!.refuse?.(parsedArgs, sample.change, sample.changes) ?? null, null, `${c.id}: the sample can be undone`);
    const produced = c.inverse!.args(parsedArgs, sample.change, sample.changes);
    const parsed = target!.args.safeParse(produced);
    assert.ok(parsed.success, `${c.id} → ${target!.id} ${JSON.stringify(produced)}: ${parsed.success ? '' : parsed.error.message}`);
  }
});

test('the inverse sets the value back and carries the version the call left', () => {
  const { args, change } = SAMPLES['application.changeStatus'];
  assert.equal(registry.byId.get('application.changeStatus')!.inverse!.args(args, change), { application_id: 12, status: 4, version: 4 });
  const tag = SAMPLES['tag.add'];
  const inverse = registry.byId.get('tag.add')!.inverse!;
  assert.is(inverse.refuse!(tag.args, { ...tag.change, before: { tags: ['forklift'] } }), 'It changed nothing to take back.');
});

test('a move the status table does not allow back says why, in labels', () => {
  const advance = registry.byId.get('application.advance')!.inverse!;
  const shortlisted = change('application', v({ status: 1 }, 3), v({ status: 2 }, 4), '12');
  assert.is(advance.refuse!({ application_id: 12, version: 3 }, shortlisted), 'Shortlist → New is not a move.');
  assert.is(advance.refuse!({ application_id: 12, version: 3 }, change('application', v({ status: 4 }, 3), v({ status: 2 }, 4), '12')), null);
});

test('an edit is taken back on exactly the fields it gave; a redacted value refuses', () => {
  const { args, change: c } = SAMPLES['facility.edit'];
  const inverse = registry.byId.get('facility.edit')!.inverse!;
  assert.equal(inverse.args(args, c), { facility_id: 5, name: 'Old', phone: '0411111111', version: 2 });
  const secret = { ...c, before: { ...c.before, name: '[redacted]' } };
  assert.match(inverse.refuse!(args, secret) ?? '', /not kept/);
});

test('notice read is flipped back on exactly the notices the call changed, also for all', () => {
  const inverse = registry.byId.get('notice.setRead')!.inverse!;
  const { args, change: c, changes } = SAMPLES['notice.setRead'];
  assert.equal(inverse.args(args, c, changes), { notice_ids: [3, 5], read: false });
  const all = change('station_notices', { read_ids: [8, 9] }, { unread_ids: [8, 9] }, 'account:1');
  assert.equal(inverse.args({ all: true, read: false }, all, [all]), { notice_ids: [8, 9], read: true });
  const many = change('station_notices', { unread_ids: [] }, { read_ids: Array.from({ length: 201 }, (_, i) => i + 1) }, 'account:1');
  assert.match(inverse.refuse!({ all: true, read: true }, many, [many]) ?? '', /at most 200/);
});

test('a provider disable waiting for approval is not undone; a worker assigned is removed with confirm', () => {
  const provider = registry.byId.get('provider.setStatus')!.inverse!;
  assert.match(provider.refuse!({}, change('provider_disable_request', null, { id: 3 }, '3')) ?? '', /reject the request/);
  const { args, change: c } = SAMPLES['order.assignStaff'];
  assert.equal(registry.byId.get('order.assignStaff')!.inverse!.args(args, c), { shift_id: 5, staff_id: 7, version: 1, reason: 'Undo of the assignment', confirm: true });
});

test.run();
