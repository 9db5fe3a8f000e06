// Where a write's `version` is read when the person has not seen the row (issue 22 §4: nobody is asked
// for a version). In order: the command's own `version` source (the materials form's version), its record
// kind's versionQuery (record-kinds.ts), else the row below: which query answers it and where in the
// answer. `args` gets the arguments known so far and the focused row's fields (an address row names its
// provider); undefined when they are not enough to read it.
import type { AnyCommand } from './define';
import { versionQueryOf } from './record-kinds';

type Known = Record<string, unknown>;

export interface VersionRead {
  command: string;
  args: (known: Known, fields?: Known) => Known | undefined;
  pick: (answer: any, known: Known) => unknown;
}

const has = (...keys: string[]) => (known: Known, fields: Known = {}) => {
  const out: Known = {};
  for (const key of keys) {
    const value = known[key] ?? fields[key];
    if (value === undefined) return undefined;
    out[key] = value;
  }
  return out;
};
/** A row of a list answer by its id argument. */
const rowOf = (list: string, idArg: string, rowKey = 'id') => (answer: any, known: Known) =>
  (answer?.[list] as Known[] | undefined)?.find((r) => r[rowKey] === known[idArg])?.version;
const at = (...path: string[]) => (answer: any) => path.reduce((v, k) => v?.[k], answer);
/** A paged list read once with its largest page (the kinds here have a few hundred rows at most). */
const paged = (command: string, idArg: string): VersionRead => ({ command, args: (k) => (k[idArg] === undefined ? undefined : { page: 1, page_size: 200 }), pick: rowOf('list', idArg) });
const form = (name: string): VersionRead => ({ command: 'profile.formInfo', args: has('staff_id'), pick: at(`form_${name}`, 'version') });

const reads: Record<string, VersionRead> = {
  'resume.updateScore': { command: 'resume.list', args: has('staff_id'), pick: rowOf('resume_list', 'resume_id') },
  'resume.submitBlurConfig': { command: 'resume.blurDetail', args: has('resume_id'), pick: at('detail', 'resume', 'version') },
  'assessment.save': { command: 'assessment.data', args: has('position_id'), pick: at('config', 'version') },
  'profile.modifyApplication': form('application'),
  'profile.modifyMaterials': form('materials'),
  'profile.modifyContract': form('contract'),
  'profile.modifyOnboarding': form('onboarding'),
  'qualification.delete': { command: 'qualification.list', args: (k, f = {}) => (f.staff_id === undefined ? undefined : { staff_id: f.staff_id }), pick: rowOf('qualification_list', 'id') },
  'qualification.saveForApplication': { command: 'qualification.forApplication', args: has('application_id'), pick: at('version') },
  'position.editLevelRate': { command: 'position.levels', args: (k, f = {}) => (f.position_id === undefined ? undefined : { position_id: f.position_id }), pick: rowOf('level_list', 'level_id') },
  'position.saveQualifications': { command: 'position.qualifications', args: has('position_id'), pick: at('version') },
  'interview.setViConfig': { command: 'interview.viConfigs', args: (k) => (k.position === undefined ? undefined : {}), pick: rowOf('configs', 'position', 'position') },
  'job.changeStatus': { command: 'job.detail', args: has('job_id'), pick: at('detail', 'version') },
  'job.setVisibleDirectly': { command: 'job.detail', args: has('job_id'), pick: at('detail', 'version') },
  'job.setSupply': { command: 'job.detail', args: has('job_id'), pick: at('detail', 'version') },
  'job.setProviderJobStatus': { command: 'job.providerJobStatuses', args: (k) => (k.provider_id === undefined ? undefined : {}), pick: rowOf('list', 'provider_id', 'provider_id') },
  'job.editExternalMapping': { command: 'job.externalMappings', args: (k, f = {}) => (f.job_id === undefined ? undefined : { job_id: f.job_id }), pick: rowOf('mapping_list', 'mapping_id') },
  'job.deleteExternalMapping': { command: 'job.externalMappings', args: (k, f = {}) => (f.job_id === undefined ? undefined : { job_id: f.job_id }), pick: rowOf('mapping_list', 'mapping_id') },
  'outer.remove': { command: 'outer.detail', args: has('outer_candidate_id'), pick: at('candidate', 'version') },
  'outer.invite': { command: 'outer.detail', args: has('outer_candidate_id'), pick: at('candidate', 'version') },
  'outer.edit': { command: 'outer.detail', args: has('outer_candidate_id'), pick: at('candidate', 'version') },
  'outer.score': { command: 'outer.detail', args: has('outer_candidate_id'), pick: at('candidate', 'version') },
  'referral.editGeneration': paged('referral.generationLinks', 'link_id'),
  'order.removeWorkerPreview': { command: 'order.assignedStaff', args: has('shift_id', 'staff_id'), pick: rowOf('staff_list', 'staff_id', 'staff_id') },
  'order.reviewPreview': { command: 'order.info', args: has('order_id'), pick: at('version') },
  'role.editAuth': paged('role.auths', 'auth_id'),
  'role.deleteAuth': paged('role.auths', 'auth_id'),
  'apikey.edit': { command: 'apikey.list', args: (k, f = {}) => (k.api_id === undefined ? undefined : f.provider_id === undefined ? {} : { provider_id: f.provider_id }), pick: rowOf('api_list', 'api_id') },
  'contract.editOnboardingTemplate': { command: 'contract.onboardingTemplates', args: (k, f = {}) => (f.provider_id === undefined ? undefined : { provider_id: f.provider_id }), pick: rowOf('list', 'onboarding_template_id') },
  'masterboard.editConfig': { command: 'masterboard.detail', args: has('provider_id'), pick: at('master_board', 'version') },
  'masterboard.editStyle': { command: 'masterboard.detail', args: has('provider_id'), pick: at('master_board', 'version') },
  'masterboard.editRole': { command: 'masterboard.roles', args: (k, f = {}) => (f.provider_id === undefined ? undefined : { provider_id: f.provider_id }), pick: rowOf('list', 'board_role_id') },
  'tempshift.editTemplate': { command: 'tempshift.templates', args: (k, f = {}) => (f.provider_id === undefined ? undefined : { provider_id: f.provider_id }), pick: rowOf('list', 'template_id') },
  'address.edit': { command: 'address.list', args: (k, f = {}) => (f.provider_id === undefined ? undefined : { provider_id: f.provider_id, page: 1, page_size: 200 }), pick: rowOf('list', 'address_id') },
  'address.setDefault': { command: 'address.list', args: (k, f = {}) => (f.provider_id === undefined ? undefined : { provider_id: f.provider_id, page: 1, page_size: 200 }), pick: rowOf('list', 'address_id') },
  'address.delete': { command: 'address.list', args: (k, f = {}) => (f.provider_id === undefined ? undefined : { provider_id: f.provider_id, page: 1, page_size: 200 }), pick: rowOf('list', 'address_id') },
  'provider.approveDisable': paged('provider.disableRequests', 'request_id'),
  'provider.saveReferralConfig': { command: 'provider.settings', args: has('provider_id'), pick: at('config', 'version') },
  'provider.saveCustomPositions': { command: 'provider.settings', args: has('provider_id'), pick: at('config', 'version') },
  'provider.saveStyle': { command: 'provider.settings', args: has('provider_id'), pick: at('config', 'version') },
  'linkroute.edit': paged('linkroute.list', 'route_id'),
  'appversion.edit': paged('appversion.list', 'app_version_id'),
  'macro.share': { command: 'macro.get', args: has('macro_id'), pick: at('version') },
};

/** How to read the version a command writes with, or undefined when it takes none (or none is known). */
export function versionReadOf(command: AnyCommand): VersionRead | undefined {
  if (!('version' in (command.args.shape as Known))) return undefined;
  const source = command.argSources?.version;
  if (source) return { command: source.command, args: (known) => source.args(known), pick: (answer) => source.options(answer).find((o) => o.default)?.value ?? source.options(answer)[0]?.value };
  const query = versionQueryOf(command);
  if (query) {
    const arg = command.recordArg!;
    return { command: query.commandId, args: (known) => (known[arg] === undefined ? undefined : { [query.idArg]: known[arg] }), pick: at('version') };
  }
  return reads[command.id];
}
