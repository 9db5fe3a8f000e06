// The workflow area of the demo world: every application's history from New to where it is (with the
// interview times, offers, contracts and inductions recruiters entered), screening fields in realistic
// shares (scores and the reviewed flag past New, resumes, prescreen results, withdrawal reasons, a few
// hidden from the provider or added by a recruiter), staff action requests on applications past the
// interview, and the prescreen setting of some applicants in prescreen. 'large' samples the newest.
import { desc, eq, ne, sql } from 'drizzle-orm';
import { staffActionRequests } from '../../../domain/enums/candidate';
import { accounts, applicationActionRequests, applicationEvents, applications, applicationScreening, facilities, jobAds, staffPrescreenSettings } from '../../db/schema';
import { insertRows } from '../bulk-insert';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { Rng } from '../random';
import type { AreaSeedContext } from './area-seed';
import { detailsFor, RESUME_NAMES, stepsTo, WITHDRAW_REASONS, type JobFacts } from './workflow-plan';

const SAMPLE = { demo: 1_000_000, large: 5_000 } as const;
const CHUNK = 2_000;
/** Applications from the interview on get staff action requests now and then. */
const REQUESTS_FROM = new Set([5, 6, 7, 8, 10, 12, 14, 16, 17, 20, 21, 22, 23, 24, 26]);
const LATE = new Set([8, 10, 12, 14, 16, 17, 20, 23, 24]);

type Screening = typeof applicationScreening.$inferInsert;
type EventRow = typeof applicationEvents.$inferInsert;
type RequestRow = typeof applicationActionRequests.$inferInsert;

function screeningFor(rng: Rng, a: { id: number; status: number; updatedMs: number }): Screening | null {
  const pastNew = a.status !== 1 && a.status !== 103;
  const scored = pastNew ? rng.chance(0.75) : rng.chance(0.2);
  const reviewed = pastNew ? rng.chance(0.9) : rng.chance(0.3);
  const resume = rng.chance(0.7);
  const row: Screening = {
    applicationId: a.id,
    visible: !rng.chance(0.06),
    prescreenFrom: a.status === 18 ? rng.pick([1, 1, 2, 3]) : null,
    prescreenResult: a.status === 18 ? rng.pick(['pending', 'pending', 'passed', 'failed']) : a.status === 47 ? 'failed' : 'pending',
    prescreenNote: a.status === 18 && rng.chance(0.5) ? rng.pick(['Has own car and a manual licence.', 'Available weekends only.', 'Needs sponsorship; check work rights.']) : '',
    resumeScore: scored ? Math.min(99, rng.int(35, 85) + (LATE.has(a.status) ? 12 : 0)) : null,
    reviewed,
    reviewedAt: reviewed ? isoAt(a.updatedMs - rng.float(0, 3) * DAY_MS) : null,
    resumeName: resume ? rng.pick(RESUME_NAMES) : '',
    resumeUrl: resume ? `https://files.example.com.au/resumes/${a.id}.pdf` : '',
    roleScreenResult: LATE.has(a.status) ? 'passed' : a.status === 4 ? 'failed' : 'pending',
    roleScreenNote: LATE.has(a.status) && rng.chance(0.3) ? 'Meets the role’s manual handling and medication requirements.' : '',
    withdrawReason: a.status === 45 ? rng.pick(WITHDRAW_REASONS) : '',
    withdrawnAt: a.status === 45 ? isoAt(a.updatedMs) : null,
    relocatedFromJobId: null,
    source: rng.chance(0.04) ? 'manual' : 'applied',
  };
  const interesting = row.prescreenFrom !== null || row.resumeScore !== null || row.reviewed || row.resumeName || !row.visible || row.withdrawReason || row.source === 'manual' || row.roleScreenResult !== 'pending';
  return interesting ? row : null;
}

function requestsFor(rng: Rng, a: { id: number; status: number; updatedMs: number }): RequestRow[] {
  if (!REQUESTS_FROM.has(a.status) || !rng.chance(0.3)) return [];
  const kinds = rng.shuffle([...staffActionRequests.codes]).slice(0, rng.int(1, 3));
  return kinds.map((action) => {
    const asked = a.updatedMs - rng.float(1, 10) * DAY_MS;
    const result = LATE.has(a.status) ? rng.pick(['satisfied', 'satisfied', 'received', 'not_satisfied']) : rng.pick(['requested', 'requested', 'received', 'satisfied']);
    return { applicationId: a.id, action, result, note: result === 'not_satisfied' ? 'Document expired; asked for a current one.' : '', requestedAt: isoAt(asked), updatedAt: isoAt(Math.min(EPOCH_MS, asked + rng.float(0, 5) * DAY_MS)) };
  });
}

export async function seedWorkflow(ctx: AreaSeedContext): Promise<Record<string, number>> {
  const { tx } = ctx;
  const rng = ctx.stream('workflow');
  const team = (await tx.select({ id: accounts.id }).from(accounts).where(ne(accounts.passwordHash, ''))).map((a) => a.id);
  const rows = await tx
    .select({
      id: applications.id,
      status: applications.status,
      staffId: applications.staffId,
      appliedMs: sql<number>`extract(epoch from ${applications.appliedAt}) * 1000`.mapWith(Number),
      updatedMs: sql<number>`extract(epoch from ${applications.updatedAt}) * 1000`.mapWith(Number),
      title: jobAds.title,
      payRate: jobAds.payRate,
      payBasis: jobAds.payBasis,
      employmentType: jobAds.employmentType,
      place: sql<string>`coalesce(${facilities.name}, ${jobAds.suburb})`,
    })
    .from(applications)
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .leftJoin(facilities, eq(facilities.id, jobAds.facilityId))
    .orderBy(desc(applications.id))
    .limit(SAMPLE[ctx.scale]);

  const events: EventRow[] = [];
  const screening: Screening[] = [];
  const requests: RequestRow[] = [];
  const inPrescreen = new Set<number>();
  for (const a of rows) {
    const job: JobFacts = { title: a.title, place: a.place, payRate: a.payRate, payBasis: a.payBasis, employmentType: a.employmentType };
    const steps = stepsTo(a.status);
    const span = Math.max(DAY_MS, a.updatedMs - a.appliedMs);
    steps.forEach((s, i) => {
      const at = a.appliedMs + (span * (i + 1)) / (steps.length + 1);
      events.push({ applicationId: a.id, step: s.step, fromStatus: s.from, toStatus: s.to, details: detailsFor(rng, s.step, job, at), accountId: team.length ? rng.pick(team) : null, createdAt: isoAt(at) });
    });
    const s = screeningFor(rng, a);
    if (s) screening.push(s);
    requests.push(...requestsFor(rng, a));
    if (a.status === 18) inPrescreen.add(a.staffId);
  }
  const settings = [...inPrescreen].filter(() => rng.chance(0.4)).map((staffId) => ({ staffId, showToProviders: true }));

  for (let i = 0; i < events.length; i += CHUNK) await insertRows(tx, applicationEvents, events.slice(i, i + CHUNK));
  for (let i = 0; i < screening.length; i += CHUNK) await insertRows(tx, applicationScreening, screening.slice(i, i + CHUNK));
  for (let i = 0; i < requests.length; i += CHUNK) await insertRows(tx, applicationActionRequests, requests.slice(i, i + CHUNK));
  await insertRows(tx, staffPrescreenSettings, settings);
  return {
    application_events: events.length,
    application_screening: screening.length,
    application_action_requests: requests.length,
    staff_prescreen_settings: settings.length,
  };
}
