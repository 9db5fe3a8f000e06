// Spec §4: which actions an admin may take on a job application in each status. The table is data:
// screens, the palette and the server's transition check all read it, so nobody re-encodes a branch.
import { type ApplicationStatusCode } from './enums/application-status';
import { defineEnum, type EnumCode } from './enums/define-enum';

export type ApplicationActionKey =
  | 'shortlist'
  | 'select'
  | 'notFit'
  | 'archive'
  | 'markInterviewed'
  | 'completeRecruitment';

export type ApplicationAction = {
  readonly key: ApplicationActionKey;
  readonly label: string;
  /** Target application status, or null for archive (which sets a flag, not a status). */
  readonly status: number | null;
  readonly archive: boolean;
  /** The action preselected in the status-change dialog. */
  readonly default: boolean;
};

type ActionKind = Omit<ApplicationAction, 'default'>;

// The six actions of the table, with their targets as the spec's first mention gives them.
const kinds: Readonly<Record<ApplicationActionKey, ActionKind>> = {
  shortlist: { key: 'shortlist', label: 'Shortlist', status: 2, archive: false },
  select: { key: 'select', label: 'Select', status: 7, archive: false },
  notFit: { key: 'notFit', label: 'Not fit', status: 4, archive: false },
  archive: { key: 'archive', label: 'Archive', status: null, archive: true },
  markInterviewed: { key: 'markInterviewed', label: 'Mark as interviewed', status: 6, archive: false },
  completeRecruitment: { key: 'completeRecruitment', label: 'Complete recruitment', status: 20, archive: false },
};

type Row = {
  readonly statuses: readonly ApplicationStatusCode[];
  readonly actions: readonly ApplicationActionKey[];
  readonly default?: ApplicationActionKey;
};

// One line per row of the spec table, in its order ('8 to 15' written out).
const rows: readonly Row[] = [
  { statuses: [1], actions: ['shortlist', 'archive', 'notFit'], default: 'shortlist' },
  { statuses: [2], actions: ['select', 'archive', 'notFit'] },
  { statuses: [3], actions: ['archive', 'notFit'] },
  { statuses: [4], actions: ['shortlist', 'archive'], default: 'shortlist' },
  { statuses: [5], actions: ['markInterviewed', 'archive'], default: 'markInterviewed' },
  { statuses: [6], actions: ['select', 'archive', 'notFit'], default: 'select' },
  { statuses: [7], actions: ['archive', 'notFit'] },
  { statuses: [8, 9, 10, 11, 12, 13, 14, 15], actions: ['archive'] },
  { statuses: [16, 17], actions: ['completeRecruitment', 'archive'], default: 'completeRecruitment' },
  { statuses: [18], actions: ['shortlist', 'notFit'], default: 'shortlist' },
  { statuses: [20], actions: ['archive'] },
  { statuses: [21, 22], actions: ['select', 'archive', 'notFit'], default: 'select' },
  { statuses: [23, 24], actions: ['completeRecruitment', 'archive'] },
  { statuses: [25, 27, 28], actions: ['select', 'archive', 'notFit'] },
  { statuses: [26], actions: ['markInterviewed', 'archive'], default: 'markInterviewed' },
  { statuses: [30], actions: ['archive'] },
  { statuses: [31], actions: ['archive', 'notFit'] },
  { statuses: [44, 45, 46, 103], actions: ['archive'] },
];

function expand(row: Row): readonly ApplicationAction[] {
  return Object.freeze(row.actions.map((key) => Object.freeze({ ...kinds[key], default: key === row.default })));
}

/** Status → allowed actions, one entry per status code. Statuses absent here allow nothing. */
export const applicationTransitions: Readonly<Partial<Record<ApplicationStatusCode, readonly ApplicationAction[]>>> =
  Object.freeze(Object.fromEntries(rows.flatMap((row) => row.statuses.map((status) => [status, expand(row)]))));

const none: readonly ApplicationAction[] = Object.freeze([]);

export function applicationActions(status: number): readonly ApplicationAction[] {
  return Object.hasOwn(applicationTransitions, status)
    ? applicationTransitions[status as ApplicationStatusCode]!
    : none;
}

/** Status codes reachable from `status` (archive is a flag, not a target, so it is left out). */
export function allowedTargets(status: number): number[] {
  return applicationActions(status).flatMap((action) => (action.status === null ? [] : [action.status]));
}

export function canTransition(from: number, to: number): boolean {
  return allowedTargets(from).includes(to);
}

export function defaultAction(status: number): ApplicationAction | undefined {
  return applicationActions(status).find((action) => action.default);
}

/** Spec §4 "Admin-side action labels per status": the verb shown for moving an application to a status. */
export const adminActionLabels = defineEnum('adminActionLabels', [
  [2, 'Shortlist'],
  [3, 'Pre-Screen'],
  [4, 'Not fit'],
  [5, 'Schedule interview'],
  [6, 'Interviewed'],
  [7, 'Selected'],
  [8, 'Send an offer'],
  [12, 'Send a contract'],
  [16, 'Start onboarding process'],
  [20, 'Complete recruitment'],
  [21, 'Supplement required'],
  [22, 'Require supplement'],
  [23, 'Sign contract'],
  [24, 'Complete contract offline'],
]);

export type AdminActionStatus = EnumCode<typeof adminActionLabels>;

export function adminActionLabel(status: number): string | undefined {
  return adminActionLabels.label(status);
}
