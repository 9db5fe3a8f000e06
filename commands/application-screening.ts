// Spec §3 'Staff action requests' per application (police clearance, flu vax, invite for jobs, driver's
// licence, qualification, residency, reference/service statement, resume): what was asked for and its
// result, and the role screening result of the application.
import { z } from 'zod';
import { staffActionRequests } from '../src/domain/enums/candidate';
import { actionRequestResults, screenResults } from '../src/domain/enums/workflow-steps';
import {
  applicationDetail, applicationId, fromApplication, fromApplicationWithVersion, onApplication, optionalText,
} from './application-workflow-fields';
import { defineCommand } from './define';
import { editBack } from './inverse';
import { codeOf, isoDateTime, version } from './fields';

/** One request kind for one application; never asked for: result and requested_at are null. */
export const staffActionResult = z.object({
  action: codeOf('Action', staffActionRequests),
  label: z.string(),
  result: codeOf('Result', actionRequestResults).nullable(),
  note: z.string(),
  requested_at: isoDateTime.nullable(),
  updated_at: isoDateTime.nullable(),
});

const actionsResult = z.object({
  application_id: z.number().int(),
  /** The application's version, which every change here takes. */
  version: z.number().int(),
  /** Every request kind of spec §3, in its order. */
  list: z.array(staffActionResult),
});

export const staffActionsResults = defineCommand({
  id: 'application.actionsResults',
  api: 'get_staff_actions_results',
  title: 'Show staff action requests of an application',
  area: 'application',
  kind: 'query',
  keywords: ['police clearance', 'flu vax', 'licence', 'residency', 'requests'],
  when: onApplication,
  fill: fromApplication,
  recordArg: 'application_id',
  args: z.strictObject({ application_id: applicationId }),
  result: actionsResult,
});

export const changeScreenActionsResults = defineCommand({
  id: 'application.changeActionResult',
  api: 'change_screen_actions_results',
  title: 'Request a staff action or record its result',
  area: 'application',
  kind: 'action',
  keywords: ['request', 'police clearance', 'flu vax', 'driver licence', 'residency', 'reference', 'qualification', 'resume'],
  reversible: true,
  when: onApplication,
  fill: fromApplicationWithVersion,
  recordArg: 'application_id',
  args: z.strictObject({
    application_id: applicationId,
    action: codeOf('Action', staffActionRequests),
    result: codeOf('Result', actionRequestResults),
    note: optionalText('Note', 1000),
    version,
  }),
  result: actionsResult,
});

export const changeRoleScreenResult = defineCommand({
  id: 'application.changeRoleScreen',
  inverse: editBack('application.changeRoleScreen', 'application_id', ['role_screen_result', 'role_screen_note']),
  api: 'change_role_screen_result',
  title: 'Record role screening result',
  area: 'application',
  kind: 'action',
  keywords: ['screening', 'role', 'passed', 'failed'],
  reversible: true,
  when: onApplication,
  fill: fromApplicationWithVersion,
  recordArg: 'application_id',
  args: z.strictObject({
    application_id: applicationId,
    role_screen_result: codeOf('Role screening result', screenResults),
    role_screen_note: optionalText('Role screening note', 2000),
    version,
  }),
  result: applicationDetail,
});

export const applicationScreeningCommands = [staffActionsResults, changeScreenActionsResults, changeRoleScreenResult] as const;
