// The allowed job-ad status moves (spec §3 codes; the spec leaves the moves to us, docs/job-ads.md
// explains each). One data table: the server refuses anything not in it, screens offer exactly its rows.
import { jobAdStatus, type JobAdStatusCode } from './enums/job-ad-status';

export interface JobAdStatusMove {
  readonly from: JobAdStatusCode;
  readonly to: JobAdStatusCode;
  /** What the button says. */
  readonly label: string;
  /** Confirmed first, never preselected. */
  readonly danger: boolean;
}

const move = (from: JobAdStatusCode, to: JobAdStatusCode, label: string, danger = false): JobAdStatusMove => ({ from, to, label, danger });

/**
 * 4 and 5 are a new ad's first approval and its rejection; 44 and 55 are the same for an ad that was
 * published before and resubmitted, so a rejection of 55 can fall back to Unpublished, not Draft.
 */
export const jobAdStatusMoves: readonly JobAdStatusMove[] = [
  move(1, 2, 'Publish'),
  move(1, 4, 'Submit for approval'),
  move(1, 100, 'Archive', true),
  move(2, 3, 'Unpublish'),
  move(2, 44, 'Resubmit for approval'),
  move(2, 100, 'Archive', true),
  move(3, 2, 'Republish'),
  move(3, 1, 'Back to draft'),
  move(3, 100, 'Archive', true),
  move(4, 2, 'Approve and publish'),
  move(4, 5, 'Reject', true),
  move(44, 2, 'Approve and publish'),
  move(44, 55, 'Reject', true),
  move(5, 1, 'Back to draft'),
  move(5, 4, 'Resubmit for approval'),
  move(5, 100, 'Archive', true),
  move(55, 3, 'Keep unpublished'),
  move(55, 44, 'Resubmit for approval'),
  move(55, 100, 'Archive', true),
  move(10, 1, 'Take as draft'),
  move(10, 2, 'Publish'),
  move(10, 100, 'Archive', true),
  move(100, 1, 'Restore as draft'),
];

export const jobAdMovesFrom = (from: number): JobAdStatusMove[] => jobAdStatusMoves.filter((m) => m.from === from);

export const canMoveJobAd = (from: number, to: number): boolean => jobAdStatusMoves.some((m) => m.from === from && m.to === to);

/** A job ad status by its label ('Published'), never its code. */
export const jobAdStatusName = (code: number): string => jobAdStatus.label(code) ?? 'an unknown status';

/** Statuses in which the ad can take applications (get_opening_job_list). */
export const OPEN_JOB_AD_STATUS = 2;
/** Archived ads are read-only: restore first. */
export const ARCHIVED_JOB_AD_STATUS = 100;
