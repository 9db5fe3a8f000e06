// Master boards of the demo world: about half the enabled workers (and a few in onboarding or disabled)
// are preferred at one or two providers near home, often at one facility; some are blocked somewhere,
// always with the reason a coordinator would write.
import { asc, eq, inArray } from 'drizzle-orm';
import { accounts, facilities, providers, staff, staffMasterBoardEntries, staffMasterBoards } from '../../../db/schema';
import { DAY_MS, EPOCH_MS, isoAt } from '../../clock';
import { insertRows, resetSequence } from '../../bulk-insert';
import { weightedPicker, type Rng } from '../../random';
import type { AreaSeedContext } from '../area-seed';

/** People with a board, at most: 'large' samples, so its seed stays quick. */
const MAX_BOARDS = 3_000;
const SHARE_BY_STATUS: Record<number, number> = { 10: 0.55, 9: 0.15, 12: 0.5 };

const preferredNotes = [
  'Requested by the facility manager after a strong first month.',
  'Knows the residents on the memory support wing well.',
  'Lives ten minutes away; happy to take short-notice shifts.',
  'Regular on the weekend roster; residents ask for her by name.',
  'Good with palliative residents and their families.',
  'Medication competent; the RN in charge asked for more of his shifts.',
  'Bilingual (Vietnamese): a great help with several residents.',
  '',
  '',
];
const blockedNotes = [
  'Facility asked us not to roster after a late cancellation on a Sunday night shift.',
  'No-show on two shifts in a row; the facility declined further bookings.',
  'Conflict of interest: a family member is a resident here.',
  'Medication incident under review; do not roster until the review closes.',
  'Did not complete the site induction after two invitations.',
  'Client feedback about timekeeping; the provider will not take further shifts.',
];
const pickEntryCount = weightedPicker([[1, 55], [2, 30], [3, 15]] as const);

interface Site { providerId: number; facilityId: number | null; state: string }

export async function seedMasterBoards({ tx, scale, stream }: AreaSeedContext): Promise<Record<string, number>> {
  const rng = stream('master-boards');
  const [admin] = await tx.select({ id: accounts.id }).from(accounts).orderBy(asc(accounts.id)).limit(1);
  const people = await tx
    .select({ id: staff.id, state: staff.state, status: staff.status, createdAt: staff.createdAt })
    .from(staff)
    .where(inArray(staff.status, Object.keys(SHARE_BY_STATUS).map(Number)))
    .orderBy(asc(staff.id));
  const enabledProviders = await tx.select({ id: providers.id, state: providers.state }).from(providers).where(eq(providers.status, 'enabled')).orderBy(asc(providers.id));
  const sites = await tx.select({ id: facilities.id, providerId: facilities.providerId, state: facilities.state }).from(facilities).orderBy(asc(facilities.id));
  const open = new Set(enabledProviders.map((p) => p.id));
  const places: Site[] = [
    ...enabledProviders.map((p) => ({ providerId: p.id, facilityId: null, state: p.state })),
    ...sites.filter((f) => open.has(f.providerId)).map((f) => ({ providerId: f.providerId, facilityId: f.id, state: f.state })),
  ];
  if (!places.length) return {};
  const byState = new Map<string, Site[]>();
  for (const place of places) byState.set(place.state, [...(byState.get(place.state) ?? []), place]);

  const chosen = people.filter((p) => rng.chance(SHARE_BY_STATUS[p.status] ?? 0)).slice(0, scale === 'large' ? MAX_BOARDS : Infinity);
  const boards: (typeof staffMasterBoards.$inferInsert)[] = [];
  const entries: (typeof staffMasterBoardEntries.$inferInsert)[] = [];
  for (const person of chosen) {
    const own = planBoard(rng, byState.get(person.state) ?? places, person.status);
    if (!own.length) continue;
    // Edited some time after joining, and again for each further entry.
    const joined = Date.parse(person.createdAt);
    let at = joined + (EPOCH_MS - joined) * rng.float(0.3, 0.9);
    own.forEach((entry) => {
      at = Math.min(EPOCH_MS - DAY_MS, at + rng.float(0.5, 40) * DAY_MS);
      entries.push({ ...entry, staffId: person.id, updatedBy: admin?.id ?? null, createdAt: isoAt(at), updatedAt: isoAt(at) });
    });
    boards.push({ staffId: person.id, version: own.length, createdAt: isoAt(joined), updatedAt: isoAt(at) });
  }
  await insertRows(tx, staffMasterBoards, boards);
  for (let from = 0; from < entries.length; from += 5_000) await insertRows(tx, staffMasterBoardEntries, entries.slice(from, from + 5_000));
  for (const table of [staffMasterBoards, staffMasterBoardEntries]) await resetSequence(tx, table);
  return { staff_master_boards: boards.length, staff_master_board_entries: entries.length };
}

type PlannedEntry = Pick<typeof staffMasterBoardEntries.$inferInsert, 'providerId' | 'facilityId' | 'standing' | 'priority' | 'note'>;

/**
 * One person's entries at distinct places near home: mostly preferred (priority 1 first, then 2, 3),
 * blocked mostly at one facility and more often for disabled workers. A provider blocked as a whole
 * gets no preferred facility under it (the rule edit_staff_masterboard enforces).
 */
function planBoard(rng: Rng, near: readonly Site[], status: number): PlannedEntry[] {
  const count = Math.min(pickEntryCount(rng), near.length);
  const blockShare = status === 12 ? 0.6 : 0.15;
  const out: PlannedEntry[] = [];
  const used = new Set<string>();
  const wholeBlocked = new Set<number>();
  let priority = 1;
  for (let tries = 0; out.length < count && tries < count * 6; tries++) {
    const site = rng.pick(near);
    const key = `${site.providerId}/${site.facilityId ?? 0}`;
    if (used.has(key) || wholeBlocked.has(site.providerId)) continue;
    const blocked = rng.chance(blockShare) && (site.facilityId !== null || rng.chance(0.3));
    if (blocked && site.facilityId === null && out.some((e) => e.providerId === site.providerId)) continue;
    used.add(key);
    if (blocked) {
      if (site.facilityId === null) wholeBlocked.add(site.providerId);
      out.push({ providerId: site.providerId, facilityId: site.facilityId, standing: 'blocked', priority: null, note: rng.pick(blockedNotes) });
    } else {
      out.push({ providerId: site.providerId, facilityId: site.facilityId, standing: 'preferred', priority: priority++, note: rng.pick(preferredNotes) });
    }
  }
  return out;
}
