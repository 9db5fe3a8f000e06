// A staff member's master board: reading it, and changing one entry under the board's version.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { MasterBoard, MasterBoardEntry } from '../../../commands/staff';
import { conflict, invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { accounts, facilities, providers, staff, staffMasterBoardEntries as entries, staffMasterBoards as boards } from '../db/schema';

const entryColumns = {
  id: entries.id,
  provider_id: entries.providerId,
  provider_name: providers.name,
  facility_id: entries.facilityId,
  facility_name: facilities.name,
  standing: sql<MasterBoardEntry['standing']>`${entries.standing}`,
  priority: entries.priority,
  note: entries.note,
  updated_by: accounts.name,
  updated_at: entries.updatedAt,
};

/** The board as the commands answer it; undefined when there is no such staff member. */
export async function loadMasterBoard(db: Queryable, staffId: number): Promise<MasterBoard | undefined> {
  const [person] = await db
    .select({ version: boards.version, updatedAt: boards.updatedAt })
    .from(staff)
    .leftJoin(boards, eq(boards.staffId, staff.id))
    .where(eq(staff.id, staffId));
  if (!person) return undefined;
  const list = await db
    .select(entryColumns)
    .from(entries)
    .innerJoin(providers, eq(providers.id, entries.providerId))
    .leftJoin(facilities, eq(facilities.id, entries.facilityId))
    .leftJoin(accounts, eq(accounts.id, entries.updatedBy))
    .where(eq(entries.staffId, staffId))
    // Preferred first, first call first; a provider's own entry before its facilities'.
    .orderBy(sql`${entries.standing} <> 'preferred'`, asc(entries.priority), asc(providers.name), sql`${facilities.name} nulls first`, asc(entries.id));
  return { staff_id: staffId, version: person.version ?? 0, updated_at: person.updatedAt ?? null, entries: list };
}

export interface Place {
  providerId: number;
  providerName: string;
  facilityId: number | null;
  facilityName: string | null;
}

/** The provider, and the facility if one is named, refusing a facility of another provider. */
export async function resolvePlace(db: Queryable, providerId: number, facilityId: number | null): Promise<Place> {
  const [provider] = await db.select({ name: providers.name }).from(providers).where(eq(providers.id, providerId));
  if (!provider) throw notFound('Provider', providerId);
  if (facilityId === null) return { providerId, providerName: provider.name, facilityId: null, facilityName: null };
  const [facility] = await db
    .select({ name: facilities.name, providerId: facilities.providerId, providerName: providers.name })
    .from(facilities)
    .innerJoin(providers, eq(providers.id, facilities.providerId))
    .where(eq(facilities.id, facilityId));
  if (!facility) throw notFound('Facility', facilityId);
  if (facility.providerId !== providerId) {
    throw invalidArguments([{ path: 'facility_id', message: `Facility ${facilityId} (${facility.name}) belongs to ${facility.providerName}, not to ${provider.name}.` }]);
  }
  return { providerId, providerName: provider.name, facilityId, facilityName: facility.name };
}

/**
 * A board never says both 'blocked at the whole provider' and 'preferred at one of its facilities': the
 * person would be offered shifts they are barred from. Preferred at the provider but blocked at one
 * facility is fine (and common).
 */
export function refuseContradiction(board: MasterBoard, place: Place, standing: 'preferred' | 'blocked', name: string): void {
  const atProvider = board.entries.filter((e) => e.provider_id === place.providerId);
  if (standing === 'preferred' && place.facilityId !== null) {
    if (atProvider.some((e) => e.facility_id === null && e.standing === 'blocked')) {
      throw conflict(`${name} is blocked at all of ${place.providerName}: unblock them there before preferring them at ${place.facilityName}.`);
    }
  }
  if (standing === 'blocked' && place.facilityId === null) {
    const preferred = atProvider.filter((e) => e.facility_id !== null && e.standing === 'preferred').map((e) => e.facility_name);
    if (preferred.length) {
      throw conflict(`${name} is preferred at ${preferred.join(', ')} of ${place.providerName}: remove those entries first, or block them at one facility.`);
    }
  }
}

/** Bumps the board's version (creating the board at version 1), conditional on the version read. */
export async function bumpBoardVersion(db: Queryable, staffId: number, seen: number): Promise<void> {
  const bumped = seen === 0
    ? await db.insert(boards).values({ staffId }).onConflictDoNothing().returning({ id: boards.id })
    : await db
        .update(boards)
        .set({ version: seen + 1, updatedAt: sql`now()` })
        .where(and(eq(boards.staffId, staffId), eq(boards.version, seen)))
        .returning({ id: boards.id });
  if (bumped.length === 0) throw conflict(`The master board of staff ${staffId} was changed by someone else just now. Reload and try again.`);
}

/** The entry at one place (the facility, or the provider itself when there is none). */
export const atPlace = (staffId: number, place: Place) =>
  and(
    eq(entries.staffId, staffId),
    eq(entries.providerId, place.providerId),
    place.facilityId === null ? isNull(entries.facilityId) : eq(entries.facilityId, place.facilityId),
  );
