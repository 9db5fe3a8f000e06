// Seeds the ai-exports-shifts area: screening conversations on applications past New, with AI summary
// versions and recommendations drawn from them by the local adapter itself (so the demo shows what the
// adapter really says); providers' profile export requests in every status, with the files rendered;
// and shifts for enabled staff, past and future.
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import { extractSummary, formatSummary } from '../../adapters/ai-extractive';
import { LOCAL_MODEL, recommendLocally } from '../../adapters/ai-local';
import { accounts, aiRecommendations, aiSummaries, applications, conversationMessages, facilities, jobAds, providers, shifts, shiftWorkers, staff } from '../../db/schema';
import { insertRows, maxId, resetSequence } from '../bulk-insert';
import { EPOCH_MS, isoAt } from '../clock';
import type { AreaSeedContext } from './area-seed';
import { screeningConversation, type SeedMessage } from './ai-exports-shifts-conversations';
import { seedExportRequests, type ExportCandidate } from './ai-exports-shifts-exports';
import { planRoster, type RosterFacility } from './ai-exports-shifts-rosters';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** New, invited and n/a applications have not been screened yet. */
const UNSCREENED = [1, 103, 46];
const EARLY = new Set([2, 3, 18]);
const CHUNK = 5_000;

const RECRUITER_NOTES = [
  'Recruiter note: warm and clear on the phone; suggest the Tuesday interview slot.',
  'Recruiter note: confirm the police check date before the interview.',
  'Recruiter note: prefers a facility close to home; mention the Thursday roster.',
  'Recruiter note: strong dementia experience, good match for memory support.',
];

export async function seedAiExportsShifts(ctx: AreaSeedContext): Promise<Record<string, number>> {
  const [admin] = await ctx.tx.select({ id: accounts.id }).from(accounts).orderBy(asc(accounts.id)).limit(1);
  const adminId = admin?.id ?? null;
  const conversations = await seedConversations(ctx, adminId);
  const exports = await seedExportRequests(ctx, conversations.candidates, conversations.savedSummary, adminId);
  const rosters = await seedShifts(ctx);
  return { ...conversations.counts, ...exports, ...rosters };
}

async function seedConversations(ctx: AreaSeedContext, adminId: number | null) {
  const rng = ctx.stream('conversations');
  // 'large' reads a sample of applications (every 60th), enough to make its screens look lived in.
  const step = ctx.scale === 'large' ? 60 : 1;
  const rows = await ctx.tx
    .select({
      id: applications.id,
      status: applications.status,
      appliedAt: applications.appliedAt,
      staff,
      jobTitle: jobAds.title,
      jobPosition: jobAds.position,
      jobSuburb: jobAds.suburb,
      jobState: jobAds.state,
      providerId: providers.id,
      providerName: providers.name,
    })
    .from(applications)
    .innerJoin(staff, eq(staff.id, applications.staffId))
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .innerJoin(providers, eq(providers.id, jobAds.providerId))
    .where(sql`${notInArray(applications.status, UNSCREENED)} and ${applications.id} % ${step} = 0`)
    .orderBy(asc(applications.id));

  const messageRows: (typeof conversationMessages.$inferInsert)[] = [];
  const summaryRows: (typeof aiSummaries.$inferInsert)[] = [];
  const recommendationRows: (typeof aiRecommendations.$inferInsert)[] = [];
  const savedSummary = new Map<number, string>();
  const candidates: ExportCandidate[] = [];

  for (const row of rows) {
    const s = row.staff;
    candidates.push({ applicationId: row.id, staffId: s.id, staffStatus: s.status, providerId: row.providerId, appliedAt: Date.parse(row.appliedAt) });
    if (!rng.chance(0.7)) continue;
    const messages = screeningConversation(rng, {
      firstName: s.firstName, position: s.position, experience: s.experience, suburb: s.suburb, state: s.state, tags: s.tags,
      jobTitle: row.jobTitle, jobPosition: row.jobPosition, providerName: row.providerName, stage: EARLY.has(row.status) && rng.chance(0.5) ? 'early' : 'full',
    });
    // The chat starts a day or two after the application, never after the seed's epoch.
    let at = Math.min(Date.parse(row.appliedAt) + rng.int(2, 48) * HOUR_MS, EPOCH_MS - (messages.length * 20 + 60) * MINUTE_MS);
    for (const m of messages) {
      at += rng.int(1, 15) * MINUTE_MS;
      messageRows.push({ applicationId: row.id, sender: m.sender, authorName: m.author, body: m.body, sentAt: isoAt(at) });
    }
    const lastAt = at;
    const forAdapter = messages.map((m: SeedMessage) => ({ sender: m.sender, author: m.author, body: m.body }));

    if (messages.length >= 6 && rng.chance(0.65)) {
      const createdAt = Math.min(lastAt + rng.int(1, 30) * HOUR_MS, EPOCH_MS - HOUR_MS);
      const generated = formatSummary(extractSummary(forAdapter));
      const edited = rng.chance(0.2);
      const saved = rng.chance(0.45);
      const updatedAt = edited ? createdAt + rng.int(5, 120) * MINUTE_MS : createdAt;
      const body = edited ? `${generated}\n- ${rng.pick(RECRUITER_NOTES)}` : generated;
      summaryRows.push({
        applicationId: row.id, body, origin: edited ? 'edited' : 'generated', model: LOCAL_MODEL, messageCount: messages.length,
        createdBy: adminId, editedBy: edited ? adminId : null, savedAt: saved ? isoAt(updatedAt + MINUTE_MS) : null, savedBy: saved ? adminId : null,
        createdAt: isoAt(createdAt), updatedAt: isoAt(updatedAt), version: edited ? (saved ? 3 : 2) : saved ? 2 : 1,
      });
      if (saved) savedSummary.set(row.id, body);
    }
    if (rng.chance(0.4)) {
      const profile = { name: `${s.firstName} ${s.surname}`, position: s.position, experience: s.experience, suburb: s.suburb, state: s.state, tags: s.tags };
      const r = recommendLocally(profile, { title: row.jobTitle, position: row.jobPosition, suburb: row.jobSuburb, state: row.jobState }, forAdapter);
      recommendationRows.push({ applicationId: row.id, fit: r.fit, score: r.score, reasons: r.reasons, model: r.model, createdBy: adminId, createdAt: isoAt(Math.min(lastAt + rng.int(2, 40) * HOUR_MS, EPOCH_MS - HOUR_MS)) });
    }
  }

  for (let from = 0; from < messageRows.length; from += CHUNK) await insertRows(ctx.tx, conversationMessages, messageRows.slice(from, from + CHUNK));
  for (let from = 0; from < summaryRows.length; from += CHUNK) await insertRows(ctx.tx, aiSummaries, summaryRows.slice(from, from + CHUNK));
  // jsonb reasons go through the ordinary insert (unnest would need a jsonb[] parameter).
  for (let from = 0; from < recommendationRows.length; from += 500) await ctx.tx.insert(aiRecommendations).values(recommendationRows.slice(from, from + 500));

  return {
    candidates,
    savedSummary,
    counts: { conversation_messages: messageRows.length, ai_summaries: summaryRows.length, ai_recommendations: recommendationRows.length },
  };
}

async function seedShifts(ctx: AreaSeedContext): Promise<Record<string, number>> {
  const rng = ctx.stream('shifts');
  const step = ctx.scale === 'large' ? 10 : 1;
  const workers = await ctx.tx
    .select({ id: staff.id, position: staff.position, state: staff.state })
    .from(staff)
    .where(sql`${staff.status} = 10 and ${staff.id} % ${step} = 0`)
    .orderBy(asc(staff.id));
  const sites = await ctx.tx
    .select({ id: facilities.id, providerId: facilities.providerId, state: facilities.state })
    .from(facilities)
    .innerJoin(providers, eq(providers.id, facilities.providerId))
    .where(eq(providers.status, 'enabled'))
    .orderBy(asc(facilities.id));
  if (!workers.length || !sites.length) return { shifts: 0, shift_workers: 0 };
  const byState = new Map<string, RosterFacility[]>();
  for (const site of sites) byState.set(site.state, [...(byState.get(site.state) ?? []), site]);

  let nextId = (await maxId(ctx.tx, shifts)) + 1;
  const shiftRows: (typeof shifts.$inferInsert)[] = [];
  const workerRows: (typeof shiftWorkers.$inferInsert)[] = [];
  for (const worker of workers) {
    const local = byState.get(worker.state) ?? sites;
    const home = rng.shuffle([...local]).slice(0, rng.int(1, Math.min(3, local.length)));
    for (const planned of planRoster(rng, worker.position || 'Personal Care Worker', home, rng.int(6, 22))) {
      const id = nextId++;
      shiftRows.push({
        id, providerId: planned.providerId, facilityId: planned.facilityId, position: planned.position, startsAt: planned.startsAt, endsAt: planned.endsAt,
        breakMinutes: planned.breakMinutes, notes: planned.notes, canceledAt: planned.canceledAt, cancelReason: planned.cancelReason,
        createdAt: planned.assignedAt, updatedAt: planned.checkedOutAt ?? planned.canceledAt ?? planned.assignedAt,
      });
      workerRows.push({ shiftId: id, staffId: worker.id, assignedAt: planned.assignedAt, checkedOutAt: planned.checkedOutAt, hours: planned.hours, createdAt: planned.assignedAt, updatedAt: planned.checkedOutAt ?? planned.assignedAt });
    }
  }
  for (let from = 0; from < shiftRows.length; from += CHUNK) await insertRows(ctx.tx, shifts, shiftRows.slice(from, from + CHUNK));
  for (let from = 0; from < workerRows.length; from += CHUNK) await insertRows(ctx.tx, shiftWorkers, workerRows.slice(from, from + CHUNK));
  await resetSequence(ctx.tx, shifts);
  return { shifts: shiftRows.length, shift_workers: workerRows.length };
}
