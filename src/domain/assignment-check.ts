// Can this worker take this shift? A pure check over facts the server reads (the worker, their other
// shifts, the provider's block list, the credentials the shift's position requires and the worker's
// training), answering each conflict with its severity from assignment-rules.ts.
import { ENABLED_STAFF_STATUS, MIN_REST_HOURS, severityOf, type ConflictSeverity } from './assignment-rules';
import type { AssignmentConflictCode } from './enums/shift-work';
import { verificationStates } from './enums/identity';

const HOUR_MS = 3_600_000;

export interface HeldCredential {
  /** YYYY-MM-DD, or null when it never lapses. */
  expiresOn: string | null;
  verification: string;
}

export interface AssignmentFacts {
  shift: { id: number; position: string; startsAt: string; endsAt: string };
  /** The facility's calendar day the shift ends on: credentials must be current through it. */
  shiftLastDay: string;
  worker: { id: number; name: string; status: number; position: string };
  /** The worker's other shifts that are not canceled, near this one. */
  otherShifts: readonly { id: number; startsAt: string; endsAt: string; facilityName: string }[];
  block: { reason: string } | null;
  providerName: string;
  required: readonly { name: string; held: HeldCredential | null }[];
  training: readonly { topic: string; label: string; held: { expiresOn: string | null } | null }[];
}

export interface Conflict {
  code: AssignmentConflictCode;
  severity: ConflictSeverity;
  message: string;
  /** The other shift of an overlap or short rest. */
  shift_id?: number;
  /** The credential or training a credential or training conflict is about, and its date (expiry, lapse). */
  credential?: string;
  date?: string;
}

const conflict = (code: AssignmentConflictCode, message: string, shiftId?: number, about?: { credential: string; date?: string | null }): Conflict => ({
  code, severity: severityOf(code), message, ...(shiftId !== undefined && { shift_id: shiftId }),
  ...(about && { credential: about.credential, ...(about.date && { date: about.date }) }),
});

const hours = (ms: number) => Math.round((ms / HOUR_MS) * 10) / 10;

export function checkAssignment(f: AssignmentFacts): Conflict[] {
  const out: Conflict[] = [];
  const who = f.worker.name;
  if (f.worker.status !== ENABLED_STAFF_STATUS) out.push(conflict('not_enabled', `${who} is not enabled staff, so cannot be assigned to shifts.`));
  if (f.block) out.push(conflict('blocked', `${f.providerName} has blocked ${who}: ${f.block.reason}`));

  const start = Date.parse(f.shift.startsAt);
  const end = Date.parse(f.shift.endsAt);
  for (const other of f.otherShifts) {
    if (other.id === f.shift.id) continue;
    const oStart = Date.parse(other.startsAt);
    const oEnd = Date.parse(other.endsAt);
    if (oStart < end && start < oEnd) {
      out.push(conflict('overlap', `${who} already works shift #${other.id} at ${other.facilityName}, which overlaps this one.`, other.id));
      continue;
    }
    const gap = oEnd <= start ? start - oEnd : oStart - end;
    if (gap < MIN_REST_HOURS * HOUR_MS) {
      const side = oEnd <= start ? 'after' : 'before';
      out.push(conflict('short_rest', `Only ${hours(gap)} hours' rest ${side} shift #${other.id} at ${other.facilityName} (at least ${MIN_REST_HOURS} wanted).`, other.id));
    }
  }

  for (const credential of f.required) {
    const about = { credential: credential.name, date: credential.held?.expiresOn };
    if (!credential.held) out.push(conflict('credential_missing', `${who} has no ${credential.name} on file, which a ${f.shift.position} shift requires.`, undefined, about));
    else if (credential.held.expiresOn !== null && credential.held.expiresOn < f.shiftLastDay) {
      out.push(conflict('credential_expired', `${who}'s ${credential.name} expires on ${credential.held.expiresOn}, before the shift on ${f.shiftLastDay}.`, undefined, about));
    } else if (credential.held.verification !== 'verified') {
      out.push(conflict('credential_unverified', `${who}'s ${credential.name} is not verified yet (${(verificationStates.label(credential.held.verification) ?? 'unknown').toLowerCase()}).`, undefined, about));
    }
  }
  for (const t of f.training) {
    if (!t.held) out.push(conflict('training_missing', `${who} has no ${t.label} training on record.`, undefined, { credential: t.label }));
    else if (t.held.expiresOn !== null && t.held.expiresOn < f.shiftLastDay) out.push(conflict('training_missing', `${who}'s ${t.label} training lapsed on ${t.held.expiresOn}.`, undefined, { credential: t.label, date: t.held.expiresOn }));
  }

  const own = f.worker.position.trim().toLowerCase();
  if (own && own !== f.shift.position.trim().toLowerCase()) {
    out.push(conflict('position_mismatch', `${who} is a ${f.worker.position}; this shift is for a ${f.shift.position}.`));
  }
  return out;
}

/** Hard conflicts first, each group in the order found. */
export function sortConflicts(conflicts: readonly Conflict[]): Conflict[] {
  return [...conflicts.filter((c) => c.severity === 'hard'), ...conflicts.filter((c) => c.severity === 'soft')];
}

/** The refusal message of an assignment with hard conflicts: every reason, so nothing is found one at a time. */
export function refusalMessage(conflicts: readonly Conflict[]): string {
  const hard = conflicts.filter((c) => c.severity === 'hard');
  return `Cannot assign: ${hard.map((c) => c.message).join(' ')}`;
}

/** The message when soft conflicts were not confirmed. */
export function confirmMessage(conflicts: readonly Conflict[]): string {
  const soft = conflicts.filter((c) => c.severity === 'soft');
  return `Confirm to assign despite: ${soft.map((c) => c.message).join(' ')} Send confirm: true to go ahead.`;
}
