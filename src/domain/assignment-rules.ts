// The assignment check's rules as data (issue 10, beyond the spec): what each conflict is, whether it
// refuses (hard) or needs the coordinator to confirm (soft), and which mandatory training each position
// family needs on shift. assignment-check.ts applies them; docs/shift-work.md shows the same table.
import type { AssignmentConflictCode } from './enums/shift-work';
import type { MandatoryTrainingCode } from './enums/candidate';

export type ConflictSeverity = 'hard' | 'soft';

export interface AssignmentRule {
  code: AssignmentConflictCode;
  severity: ConflictSeverity;
  /** Why the rule exists, for the docs and the panel's legend. */
  why: string;
}

/** Fewer hours than this between the end of one shift and the start of the next is a short rest. */
export const MIN_REST_HOURS = 10;

/** Enabled staff (spec §3 staff status 10) are the only people who work shifts. */
export const ENABLED_STAFF_STATUS = 10;

export const assignmentRules: readonly AssignmentRule[] = Object.freeze([
  { code: 'not_enabled', severity: 'hard', why: 'Only enabled staff (status 10) are contracted and onboarded to work.' },
  { code: 'overlap', severity: 'hard', why: 'Nobody can be at two shifts at once.' },
  { code: 'blocked', severity: 'hard', why: "The provider has asked not to be sent this worker (its block list)." },
  { code: 'credential_missing', severity: 'hard', why: "A qualification the shift's position requires is not on file." },
  { code: 'credential_expired', severity: 'hard', why: 'A required qualification lapses before the shift ends.' },
  { code: 'short_rest', severity: 'soft', why: `Fatigue: fewer than ${MIN_REST_HOURS} hours between shifts is allowed only when someone accepts it.` },
  { code: 'credential_unverified', severity: 'soft', why: 'A required qualification is on file but not yet verified.' },
  { code: 'training_missing', severity: 'soft', why: 'Mandatory training for the role is missing or lapses before the shift; it can be done on the day.' },
  { code: 'position_mismatch', severity: 'soft', why: "The worker's own position differs from the shift's." },
]);

export const severityOf = (code: AssignmentConflictCode): ConflictSeverity => assignmentRules.find((r) => r.code === code)!.severity;

/** Mandatory training (spec §3 topics) a position family needs current on the day of the shift. */
export const trainingByPositionCategory: Readonly<Record<string, readonly MandatoryTrainingCode[]>> = Object.freeze({
  care: ['infection_control', 'hand_hygiene', 'manual_handling'],
  nursing: ['infection_control', 'hand_hygiene'],
  disability: ['manual_handling', 'behavior_management'],
  community: ['infection_control', 'manual_handling'],
  support: ['infection_control', 'chemical'],
  hospitality: ['food_safety', 'infection_control'],
});
