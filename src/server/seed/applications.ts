// Applications: unique (job, staff) pairs, dated while the ad was open and after the person signed
// up, with statuses that track how far the person got, and ids in the order they were made.
import { applicationStatus, type ApplicationStatusCode } from '../../domain/enums/application-status';
import type { StaffStatusCode } from '../../domain/enums/staff-status';
import { applicationActions } from '../../domain/transitions';
import type { applications } from '../db/schema';
import { DAY_MS, EPOCH_MS, isoAt } from './clock';
import type { JobInfo } from './jobs';
import type { StaffPlan } from './people';
import { quotaSequence, weightedPicker, type Rng, type Weighted } from './random';
import { suburbs } from './suburbs';

export type ApplicationRow = typeof applications.$inferInsert;

/** Every code listed: many new and screened-out applications, fewer at each later step. */
const statusWeights: Readonly<Record<ApplicationStatusCode, number>> = {
  1: 14, 2: 8, 3: 4, 4: 10, 5: 5, 6: 4, 7: 3, 8: 2, 9: 1, 10: 2, 11: 1, 12: 2, 13: 1, 14: 2, 15: 1, 16: 3, 17: 2,
  18: 4, 20: 8, 21: 1, 22: 1, 23: 1, 24: 2, 25: 1, 26: 2, 27: 1, 28: 1, 30: 1, 31: 1, 44: 2, 45: 3, 46: 1, 47: 2, 103: 3,
};

/** How far along recruitment each status is (0 not started … 10 done), to pair people with fitting statuses. */
const applicationStage: Readonly<Record<ApplicationStatusCode, number>> = {
  103: 0, 1: 1, 18: 2, 3: 2, 2: 3, 4: 3, 47: 3, 44: 3, 45: 3, 46: 3, 5: 4, 25: 4, 26: 4, 27: 4, 28: 4, 6: 5,
  7: 6, 21: 6, 22: 6, 8: 7, 9: 7, 10: 7, 11: 7, 12: 8, 13: 8, 15: 8, 30: 8, 31: 8, 14: 8, 23: 8, 24: 9,
  16: 9, 17: 10, 20: 10,
};
const staffStage: Readonly<Record<StaffStatusCode, number>> = {
  0: 0, 1: 1, 2: 2, 16: 3, 15: 3, 11: 3, 3: 4, 13: 4, 4: 5, 5: 6, 6: 6, 7: 7, 8: 8, 9: 9, 14: 9, 10: 10, 12: 10,
};
/** Spread added to a person's stage before pairing: enough that not every enabled worker looks alike. */
const STAGE_NOISE = 5;

/** Dead ends (declined, expired, not fit, withdrawn, done) are the ones admins archive most. */
const archiveLeaning = new Set<number>([4, 9, 11, 13, 15, 20, 25, 27, 28, 31, 44, 45, 46]);

/** Applications per person who applied at all. */
const pickCount = weightedPicker([[1, 30], [2, 25], [3, 18], [4, 12], [5, 8], [6, 4], [7, 2], [8, 1]]);
const MAX_PER_PERSON = 8;
/** Share of a person's applications that go to ads in their own state. */
const LOCAL_SHARE = 0.75;
const HOUR_MS = 3_600_000;

export interface ApplicationPlan {
  readonly count: number;
  /** Per application, in id order. */
  readonly staffId: Int32Array;
  readonly jobId: Int32Array;
  readonly status: Int32Array;
  readonly archived: Uint8Array;
  readonly appliedAt: Float64Array;
  readonly updatedAt: Float64Array;
}

export interface ApplicationOptions {
  readonly total: number;
  readonly minPerStatus: number;
  readonly archivedShare: number;
}

export function planApplications(rng: Rng, people: StaffPlan, jobs: readonly JobInfo[], options: ApplicationOptions): ApplicationPlan {
  const open = jobs.filter((job) => job.receivedApplications);
  const counts = applicationsPerPerson(rng, people, Math.min(MAX_PER_PERSON, open.length), options.total);

  const byState = new Map<string, JobInfo[]>();
  for (const job of open) {
    const state = suburbs[job.suburb].state;
    if (!byState.has(state)) byState.set(state, []);
    byState.get(state)!.push(job);
  }
  const stillOpen = open.filter((job) => job.closedAt >= EPOCH_MS);

  // Pairs first (typed arrays: a few bytes per application even at 300,000).
  const person = new Int32Array(options.total);
  const job = new Int32Array(options.total);
  const appliedAt = new Float64Array(options.total);
  let n = 0;
  for (let i = 0; i < people.count; i++) {
    const signedUp = people.createdAt[i];
    const local = byState.get(suburbs[people.suburb[i]].state) ?? open;
    const chosen = new Set<number>();
    for (let k = 0; k < counts[i]; k++) {
      const fits = (candidate: JobInfo) => !chosen.has(candidate.id) && candidate.closedAt - Math.max(signedUp, candidate.createdAt) > HOUR_MS;
      let pick: JobInfo | undefined;
      for (let attempt = 0; attempt < 25 && !pick; attempt++) {
        const candidate = rng.pick(rng.chance(LOCAL_SHARE) ? local : open);
        if (fits(candidate)) pick = candidate;
      }
      // A recent sign-up may only fit ads that are still open; look there in a random order.
      if (!pick) pick = rng.shuffle([...stillOpen]).find(fits);
      if (!pick) break;
      chosen.add(pick.id);
      const from = Math.max(signedUp, pick.createdAt);
      person[n] = i;
      job[n] = pick.id;
      // Most people apply soon after an ad appears (or soon after signing up).
      appliedAt[n] = from + (pick.closedAt - from) * rng.next() ** 1.5;
      n++;
    }
  }

  const status = pairStatuses(rng, people, person.subarray(0, n), options.minPerStatus);
  const archived = archiveFlags(rng, status, options.archivedShare);
  const updatedAt = new Float64Array(n);
  for (let a = 0; a < n; a++) {
    const stage = applicationStage[status[a] as ApplicationStatusCode];
    const took = stage <= 1 && !archived[a] ? 0 : (stage + 1) * rng.float(1, 4) * DAY_MS;
    updatedAt[a] = Math.min(appliedAt[a] + took, EPOCH_MS);
  }

  // Ids follow the time of application, as they would have in production.
  const order = new Uint32Array(n).map((_, a) => a).sort((x, y) => appliedAt[x] - appliedAt[y] || x - y);
  const inOrder = <A extends Int32Array | Uint8Array | Float64Array>(source: A, out: A): A => {
    order.forEach((from, to) => (out[to] = source[from]));
    return out;
  };
  return {
    count: n,
    staffId: inOrder(person.subarray(0, n), new Int32Array(n)).map((i) => people.firstId + i),
    jobId: inOrder(job.subarray(0, n), new Int32Array(n)),
    status: inOrder(status, new Int32Array(n)),
    archived: inOrder(archived, new Uint8Array(n)),
    appliedAt: inOrder(appliedAt.subarray(0, n), new Float64Array(n)),
    updatedAt: inOrder(updatedAt, new Float64Array(n)),
  };
}

/** Rows [from, to) of the plan, ids counted from `firstId`. */
export function applicationRows(plan: ApplicationPlan, firstId: number, from: number, to: number): ApplicationRow[] {
  const rows: ApplicationRow[] = [];
  for (let a = from; a < to; a++) {
    rows.push({
      id: firstId + a,
      jobId: plan.jobId[a],
      staffId: plan.staffId[a],
      status: plan.status[a],
      archived: plan.archived[a] === 1,
      appliedAt: isoAt(plan.appliedAt[a]),
      updatedAt: isoAt(plan.updatedAt[a]),
    });
  }
  return rows;
}

/** How many applications each person made, adjusted one at a time until they sum to `total`. */
function applicationsPerPerson(rng: Rng, people: StaffPlan, max: number, total: number): Uint8Array {
  const counts = new Uint8Array(people.count);
  // Unverified sign-ups cannot apply; a 'New' person may not have yet.
  const least = (i: number) => (people.status[i] >= 2 ? 1 : 0);
  const most = (i: number) => (people.status[i] === 0 ? 0 : people.status[i] === 1 ? 1 : max);
  let sum = 0;
  let capacity = 0;
  for (let i = 0; i < people.count; i++) {
    counts[i] = Math.min(most(i), people.status[i] === 1 ? (rng.chance(0.5) ? 1 : 0) : pickCount(rng));
    sum += counts[i];
    capacity += most(i);
  }
  if (total > capacity) throw new Error(`seed: ${people.count} people cannot make ${total} applications`);
  while (sum < total) {
    const i = rng.int(0, people.count - 1);
    if (counts[i] < most(i)) (counts[i]++, sum++);
  }
  while (sum > total) {
    const i = rng.int(0, people.count - 1);
    if (counts[i] > least(i)) (counts[i]--, sum--);
  }
  return counts;
}

/**
 * Deals the exact status quota so that people further through recruitment tend to hold the further
 * statuses: applications sorted by the person's stage (plus noise) meet statuses sorted by stage.
 */
function pairStatuses(rng: Rng, people: StaffPlan, person: Int32Array, minPerStatus: number): Int32Array {
  const n = person.length;
  const weights: Weighted<number> = applicationStatus.codes.map((code) => [code, statusWeights[code]]);
  const statuses = Array.from(quotaSequence(rng, weights, n, minPerStatus));
  // The shuffle above makes ties random; a stable sort keeps them so.
  statuses.sort((x, y) => applicationStage[x as ApplicationStatusCode] - applicationStage[y as ApplicationStatusCode]);
  const key = Float64Array.from(person, (i) => staffStage[people.status[i] as StaffStatusCode] + rng.float(0, STAGE_NOISE));
  const byKey = new Uint32Array(n).map((_, a) => a).sort((x, y) => key[x] - key[y] || x - y);
  const status = new Int32Array(n);
  byKey.forEach((a, rank) => (status[a] = statuses[rank]));
  return status;
}

/** About `share` of all applications archived, only where the status allows Archive, dead ends first. */
function archiveFlags(rng: Rng, status: Int32Array, share: number): Uint8Array {
  const canArchive = new Map(applicationStatus.codes.map((code) => [code, applicationActions(code).some((action) => action.archive)]));
  const leaning = (code: number) => (canArchive.get(code as ApplicationStatusCode) ? (archiveLeaning.has(code) ? 4 : 1) : 0);
  let weightSum = 0;
  for (const code of status) weightSum += leaning(code);
  const scale = weightSum > 0 ? (share * status.length) / weightSum : 0;
  const flags = new Uint8Array(status.length);
  status.forEach((code, a) => (flags[a] = rng.chance(Math.min(0.95, leaning(code) * scale)) ? 1 : 0));
  return flags;
}
