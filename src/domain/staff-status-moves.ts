// Which staff status an admin may move an applicant to from each status (spec §3 codes; the spec leaves
// the moves open, docs/staff-status-moves.md records the choice). One data table: the server refuses
// anything else, the status-change dialog and the palette offer exactly these, and a test holds the doc
// and this table to each other.
import { staffStatus, type StaffStatusCode } from './enums/staff-status';

export type StaffMoveKey =
  | 'verifyEmail' | 'receiveApplication' | 'markReviewed' | 'startInterviewProcess' | 'scheduleInterview'
  | 'recordInterview' | 'requestMaterials' | 'reviewMaterials' | 'returnMaterials' | 'sendContract'
  | 'returnContract' | 'markContractSigned' | 'startOnboarding' | 'recordOnboarding' | 'returnOnboarding'
  | 'enable' | 'disable' | 'reject' | 'hold' | 'reopen' | 'resume';

export interface StaffMove {
  readonly key: StaffMoveKey;
  /** The verb an admin reads ('Send contract'). */
  readonly label: string;
  readonly to: StaffStatusCode;
  /** The next step of recruitment from here: preselected. */
  readonly default: boolean;
  /** Ends or suspends someone's work (Reject, Disable): never preselected, confirmed first. */
  readonly danger: boolean;
}

const LABELS: Readonly<Record<StaffMoveKey, string>> = {
  verifyEmail: 'Mark email verified',
  receiveApplication: 'Mark application received',
  markReviewed: 'Mark reviewed',
  startInterviewProcess: 'Start interview process',
  scheduleInterview: 'Schedule interview',
  recordInterview: 'Record interview outcome',
  requestMaterials: 'Request materials',
  reviewMaterials: 'Review materials',
  returnMaterials: 'Return materials for more',
  sendContract: 'Send contract',
  returnContract: 'Return contract to review',
  markContractSigned: 'Mark contract signed',
  startOnboarding: 'Start onboarding',
  recordOnboarding: 'Record onboarding info',
  returnOnboarding: 'Return to onboarding',
  enable: 'Enable',
  disable: 'Disable',
  reject: 'Reject',
  hold: 'Put on hold',
  reopen: 'Reopen as new',
  resume: 'Resume',
};

const DANGER: ReadonlySet<StaffMoveKey> = new Set(['reject', 'disable']);

/** [move, target]; the first move of a row is its default unless the row says none. */
type Row = { readonly from: StaffStatusCode; readonly moves: readonly (readonly [StaffMoveKey, StaffStatusCode])[]; readonly noDefault?: true };

// Recruitment runs 1 → 2 → 16 → 3 → 13 → 4 → 5 → 6 → 7 → 8 → 9 → 14 → 10. Every open step can be put on
// hold (15) or rejected (11); review steps can send someone one step back.
const rows: readonly Row[] = [
  { from: 0, moves: [['verifyEmail', 1], ['reject', 11]] },
  { from: 1, moves: [['receiveApplication', 2], ['hold', 15], ['reject', 11]] },
  { from: 2, moves: [['markReviewed', 16], ['startInterviewProcess', 3], ['hold', 15], ['reject', 11]] },
  { from: 16, moves: [['startInterviewProcess', 3], ['hold', 15], ['reject', 11]] },
  { from: 3, moves: [['scheduleInterview', 13], ['hold', 15], ['reject', 11]] },
  { from: 13, moves: [['recordInterview', 4], ['startInterviewProcess', 3], ['hold', 15], ['reject', 11]] },
  { from: 4, moves: [['requestMaterials', 5], ['hold', 15], ['reject', 11]] },
  { from: 5, moves: [['reviewMaterials', 6], ['hold', 15], ['reject', 11]] },
  { from: 6, moves: [['sendContract', 7], ['returnMaterials', 5], ['hold', 15], ['reject', 11]] },
  { from: 7, moves: [['markContractSigned', 8], ['returnContract', 6], ['hold', 15], ['reject', 11]] },
  { from: 8, moves: [['startOnboarding', 9], ['hold', 15], ['reject', 11]] },
  { from: 9, moves: [['recordOnboarding', 14], ['hold', 15], ['reject', 11]] },
  { from: 14, moves: [['enable', 10], ['returnOnboarding', 9], ['hold', 15], ['reject', 11]] },
  { from: 10, moves: [['disable', 12]], noDefault: true },
  { from: 12, moves: [['enable', 10]] },
  { from: 11, moves: [['reopen', 1]] },
  // On hold keeps no memory of the step it left, so it may resume at any open step (not straight to Enabled).
  {
    from: 15,
    moves: [
      ...([1, 2, 16, 3, 13, 4, 5, 6, 7, 8, 9, 14] as const).map((to) => ['resume', to] as const),
      ['reject', 11],
    ],
    noDefault: true,
  },
];

function expand(row: Row): readonly StaffMove[] {
  return Object.freeze(
    row.moves.map(([key, to], index) =>
      Object.freeze({
        key,
        label: key === 'resume' ? `Resume at ${readableStaffStatus(to).toLowerCase()}` : LABELS[key],
        to,
        default: index === 0 && !row.noDefault && !DANGER.has(key),
        danger: DANGER.has(key),
      }),
    ),
  );
}

/** Status → allowed moves; every staff status code has a row. */
export const staffStatusMoves: Readonly<Record<StaffStatusCode, readonly StaffMove[]>> = Object.freeze(
  Object.fromEntries(rows.map((row) => [row.from, expand(row)])) as Record<StaffStatusCode, readonly StaffMove[]>,
);

const none: readonly StaffMove[] = Object.freeze([]);

export function staffMovesFrom(status: number): readonly StaffMove[] {
  return Object.hasOwn(staffStatusMoves, status) ? staffStatusMoves[status as StaffStatusCode] : none;
}

export function staffMove(from: number, to: number): StaffMove | undefined {
  return staffMovesFrom(from).find((move) => move.to === to);
}

export function canMoveStaff(from: number, to: number): boolean {
  return staffMove(from, to) !== undefined;
}

/** Enabled staff work shifts at a pay level, so enabling needs one. */
export const STAFF_ENABLED = 10;
export function moveNeedsLevel(to: number): boolean {
  return to === STAFF_ENABLED;
}

/** The spec writes some labels as identifiers ('SigningContract'); people read 'Signing contract'. */
export function readableStaffStatus(code: number): string {
  const label = staffStatus.label(code);
  return label ? label.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`) : 'Unknown';
}

/** 'Signing contract': the status as messages name it (its label, never its code). */
export const staffStatusName = readableStaffStatus;
