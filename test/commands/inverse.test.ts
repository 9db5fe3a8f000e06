// Every action decides about undo (docs/undo.md): it has an inverse, is irreversible with a reason, or is
// listed here as neither (a creation, a deletion, a multi-field edit the journal does not take back yet).
// A new action fails this test until it is put in one of the three. Every inverse names an existing
// action whose args schema accepts the args it produces from sample args and a sample change.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commandList, registry, type AnyCommand } from '../../commands';
import type { RecordChange } from '../../commands/define';

const NEITHER = new Set([
  'address.add', 'address.delete', 'address.edit', 'address.setDefault', 'admin.addUser', 'admin.editUser',
  'admin.endSession', 'admin.setUserStatus', 'admin.syncMenus', 'ai.deleteSummary', 'ai.editSummary',
  'ai.insertSummary', 'ai.saveRecommendation', 'ai.saveSummary', 'apikey.add', 'apikey.delete', 'apikey.edit',
  'application.addLite', 'application.advance', 'application.changeActionResult', 'application.changePrescreen',
  'application.changeRoleScreen', 'application.changeVisible', 'application.completeContractOffline',
  'application.completeRecruitment', 'application.relocate', 'application.requestAdditionalInformation',
  'application.scheduleInterview', 'application.sendContract', 'application.sendOffer',
  'application.showInprescreenSetting', 'application.signContract', 'application.startOnboarding',
  'application.updatePrescreen', 'application.updateResume', 'application.updateResumeScore',
  'application.updateReviewed', 'application.withdraw', 'application.workflowAction', 'appversion.add',
  'appversion.delete', 'appversion.edit', 'assessment.importFile', 'assessment.save',
  'assessment.saveRecognisedNames', 'assessment.saveSeekMapping', 'attachment.addStaff',
  'attachment.deleteApplication', 'attachment.deleteStaff', 'attachment.uploadApplication', 'auth.login',
  'auth.logout', 'auth.sendVerificationCode', 'auth.verify', 'bulk.start', 'bulk.stop', 'checklist.add',
  'checklist.delete', 'checklist.setChecked', 'contract.addOnboardingFile', 'contract.addOnboardingTemplate',
  'contract.addTemplate', 'contract.deleteOnboardingFile', 'contract.deleteOnboardingTemplate',
  'contract.deleteTemplate', 'contract.editOnboardingTemplate', 'contract.editTemplate', 'email.deleteTemplate',
  'email.saveTemplate', 'email.send', 'employee.add', 'employee.edit', 'employee.import', 'employee.resetPassword',
  'employee.setStatus', 'export.approve', 'export.reexport', 'facility.add', 'facility.edit', 'file.add',
  'incident.report', 'incident.setStatus', 'interview.addReport', 'interview.editReport', 'interview.resendVirtual',
  'interview.schedule', 'interview.setAttendance', 'interview.setViConfig', 'invoice.approve', 'invoice.generate',
  'invoice.replace', 'invoice.withdraw', 'job.addExternalMapping', 'job.deleteExternalMapping',
  'job.editExternalMapping', 'job.posting', 'job.setProviderJobStatus', 'job.setSupply', 'linkroute.add',
  'linkroute.delete', 'linkroute.edit', 'macro.delete', 'macro.save', 'macro.share', 'masterboard.addRole',
  'masterboard.deleteRole', 'masterboard.editConfig', 'masterboard.editRole', 'masterboard.editStyle',
  'note.addAdmin', 'note.comment', 'note.deleteAdmin', 'note.editAdmin', 'notice.announce', 'notice.sendGroup',
  'notice.setRead', 'operator.add', 'operator.delete', 'operator.edit', 'operator.setStatus', 'order.addNote',
  'order.assignStaff', 'order.attachFile', 'order.cancel', 'order.checkOut', 'order.create',
  'order.createRecipients', 'order.edit', 'order.editContactNotes', 'order.editStaff', 'order.editTime',
  'order.notify', 'order.removeStaff', 'order.removeWorker', 'order.review', 'outbox.cancel', 'outbox.retry',
  'outer.edit', 'outer.import', 'outer.remove', 'outer.score', 'payslip.approve', 'payslip.generate',
  'payslip.replace', 'payslip.withdraw', 'position.editLevelRate', 'position.saveQualifications',
  'profile.autoFillVisaCheck', 'profile.modifyApplication', 'profile.modifyContract', 'profile.modifyMaterials',
  'profile.modifyOnboarding', 'profile.modifyStatus', 'provider.addAttachment', 'provider.approveDisable',
  'provider.block', 'provider.deleteAttachment', 'provider.save', 'provider.saveCustomPositions',
  'provider.saveReferralConfig', 'provider.saveStyle', 'provider.setStatus', 'provider.unblock',
  'qualification.addCertificate', 'qualification.delete', 'qualification.deleteCertificate', 'qualification.save',
  'qualification.saveForApplication', 'referee.add', 'referee.delete', 'referee.edit', 'referee.setCheckRead',
  'referral.createGeneration', 'referral.editGeneration', 'resume.autoBlur', 'resume.delete', 'resume.setDefault',
  'resume.submitBlurConfig', 'resume.updateScore', 'resume.upload', 'role.add', 'role.addAuth', 'role.customise',
  'role.delete', 'role.deleteAuth', 'role.edit', 'role.editAuth', 'shortlink.create', 'shortlink.delete',
  'shortlink.setDisabled', 'sms.batchSend', 'sms.sendToPhone', 'sms.sendToStaff', 'staff.editMasterboard',
  'tempshift.add', 'tempshift.addTemplate', 'tempshift.changeStatus', 'tempshift.deleteTemplate', 'tempshift.edit',
  'tempshift.editTemplate', 'tempshift.import', 'timesheet.approve', 'timesheet.comment', 'timesheet.modify',
  'timesheet.recalculate', 'undo.entry', 'undo.last', 'utm.add', 'utm.delete',
]);

/** A call of each command with an inverse and the record it changed, as the audit rows have them. */
const SAMPLES: Record<string, { args: Record<string, unknown>; change: RecordChange }> = {
  'application.changeStatus': { args: { application_id: 12, status: 2, version: 3 }, change: { entity: 'application', entityId: '12', before: { status: 4, version: 3 }, after: { status: 2, version: 4 } } },
  'application.setArchived': { args: { application_id: 12, archived: true, version: 3 }, change: { entity: 'application', entityId: '12', before: { archived: false, version: 3 }, after: { archived: true, version: 4 } } },
  'tag.add': { args: { staff_id: 7, tag: 'Forklift' }, change: { entity: 'staff', entityId: '7', before: { tags: [] }, after: { tags: ['Forklift'] } } },
  'tag.delete': { args: { staff_id: 7, tag: 'Forklift' }, change: { entity: 'staff', entityId: '7', before: { tags: ['Forklift'] }, after: { tags: [] } } },
  'job.setVisibleDirectly': { args: { job_id: 3, visible_directly: true, version: 2 }, change: { entity: 'jobAd', entityId: '3', before: { visible_directly: false, version: 2 }, after: { visible_directly: true, version: 3 } } },
  'job.changeStatus': { args: { job_id: 3, status: 2, version: 2 }, change: { entity: 'jobAd', entityId: '3', before: { status: 1, version: 2 }, after: { status: 2, version: 3 } } },
};

const actions = commandList.filter((c) => c.kind === 'action') as AnyCommand[];

test('every action is reversible (inverse), irreversible (with a reason) or listed as neither', () => {
  const undecided = actions.filter((c) => !c.inverse && !c.irreversible && !NEITHER.has(c.id)).map((c) => c.id);
  assert.equal(undecided, [], 'decide: inverse, irreversible or NEITHER');
  const both = actions.filter((c) => (c.inverse || c.irreversible) && NEITHER.has(c.id)).map((c) => c.id);
  assert.equal(both, [], 'listed as neither but classified');
  const contradictory = actions.filter((c) => c.inverse && c.irreversible).map((c) => c.id);
  assert.equal(contradictory, []);
  for (const c of actions) if (c.irreversible) assert.ok(c.irreversible.reason.length > 3, `${c.id}: say why`);
  const stale = [...NEITHER].filter((id) => !registry.byId.has(id as never));
  assert.equal(stale, [], 'NEITHER names commands that no longer exist');
});

test('every inverse names an existing action whose args schema accepts what it produces', () => {
  for (const c of actions.filter((a) => a.inverse)) {
    const sample = SAMPLES[c.id];
    assert.ok(sample, `${c.id} needs a sample here`);
    assert.ok(c.args.safeParse(sample.args).success, `${c.id}: its own sample args are valid`);
    const target = registry.byId.get(c.inverse!.command as never) as AnyCommand | undefined;
    assert.ok(target && target.kind === 'action', `${c.id}: inverse ${c.inverse!.command} is an action`);
    assert.is(c.inverse!.refuse?.(sample.args, sample.change) ?? null, null, `${c.id}: the sample can be undone`);
    const produced = c.inverse!.args(sample.args, sample.change);
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

test.run();
