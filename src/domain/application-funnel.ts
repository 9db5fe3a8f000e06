// The dashboard's reading of spec §3's job application statuses along the workflow (§4 and workflow.ts):
// the main path an application walks from New to Completed, in order (the funnel's bars), and the stage
// every other status belongs to (side roads: expired, declined, supplement, and the ways out). Each bar
// is one status, so each opens one filtered list; nothing here adds statuses up under a made-up name.
import type { ApplicationStatusCode } from './enums/application-status';

/** New → Completed as a recruiter moves an application on (§4 defaults and the workflow steps). */
export const funnelPath: readonly ApplicationStatusCode[] = Object.freeze([1, 2, 3, 5, 6, 7, 8, 10, 12, 14, 23, 16, 17, 20]);

export type FunnelStage = 'invited' | 'new' | 'screening' | 'interview' | 'selected' | 'offer' | 'contract' | 'onboarding' | 'completed' | 'closed';

/** Every status's stage, in stage order; `closed` are the ways out (not fit, cancelled, withdrawn…). */
export const funnelStages: readonly { stage: FunnelStage; statuses: readonly ApplicationStatusCode[] }[] = Object.freeze([
  { stage: 'invited', statuses: [103] },
  { stage: 'new', statuses: [1] },
  { stage: 'screening', statuses: [2, 3, 18, 21, 22] },
  { stage: 'interview', statuses: [5, 26, 6, 25, 27, 28] },
  { stage: 'selected', statuses: [7] },
  { stage: 'offer', statuses: [8, 10, 9, 11] },
  { stage: 'contract', statuses: [12, 14, 30, 23, 24, 13, 15, 31] },
  { stage: 'onboarding', statuses: [16, 17] },
  { stage: 'completed', statuses: [20] },
  { stage: 'closed', statuses: [4, 47, 44, 45, 46] },
]);
