// Spec §4: which actions an admin may take on a job application in each status. The table is data:
// screens, the palette and the server's transition check all read it, so nobody re-encodes a branch.
import { adminActionLabels, applicationActionLabels, type ApplicationActionKey } from './enums/application-actions';
import { type ApplicationStatusCode } from './enums/application-status';

export { adminActionLabels, applicationActionLabels, type AdminActionStatus, type ApplicationActionKey } from './enums/application-actions';

export type ApplicationAction = {
  readonly key: ApplicationActionKey;
  readonly label: string;
  /** Target application status, or null for archive (which sets a flag, not a status). */
  readonly status: number | null;
  readonly archive: boolean;
  /** The action preselected in the status-change dialog. */
  readonly default: boolean;
  /** Ends the candidate's chances (Not fit, Archive): never preselected, confirmed first. */
  readonly danger: boolean;
};

/** Actions that end an application's chances; a surface never preselects them and asks to confirm. */
const DESTRUCTIVE: ReadonlySet<ApplicationActionKey> = new Set(['notFit', 'archive']);

// Each action's target, as the table gives it at first mention; archive sets a flag instead.
const targets: Readonly<Record<ApplicationActionKey, ApplicationStatusCode | null>> = {
  shortlist: 2,
  select: 7,
  notFit: 4,
  archive: null,
  markInterviewed: 6,
  completeRecruitment: 20,
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
  return Object.freeze(
    row.actions.map((key) =>
      Object.freeze({
        key,
        label: applicationActionLabels.label(key)!,
        status: targets[key],
        archive: key === 'archive',
        default: key === row.default,
        danger: DESTRUCTIVE.has(key),
      }),
    ),
  );
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

/** Spec §4: the admin-side verb for moving an application to `status`, if it has one. */
export function adminActionLabel(status: number): string | undefined {
  return adminActionLabels.label(status);
}
