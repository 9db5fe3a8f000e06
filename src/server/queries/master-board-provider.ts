// The provider a master-board area command acts on: it must exist; the answer names it for messages.
import { eq } from 'drizzle-orm';
import { invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { accounts, facilities, masterBoards, providers } from '../db/schema';

export async function requireProvider(db: Queryable, providerId: number): Promise<{ id: number; name: string; status: string }> {
  const [row] = await db.select({ id: providers.id, name: providers.name, status: providers.status }).from(providers).where(eq(providers.id, providerId));
  if (!row) throw notFound('Provider', providerId);
  return row;
}

/** A facility of the provider; one of another provider is refused on the field that named it. */
export async function requireFacilityOf(db: Queryable, providerId: number, facilityId: number, field = 'facility_id'): Promise<{ id: number; name: string }> {
  const [row] = await db.select({ id: facilities.id, name: facilities.name, providerId: facilities.providerId }).from(facilities).where(eq(facilities.id, facilityId));
  if (!row) throw invalidArguments([{ path: field, message: `Facility ${facilityId} does not exist.` }]);
  if (row.providerId !== providerId) throw invalidArguments([{ path: field, message: `Facility ${facilityId} (${row.name}) belongs to another provider.` }]);
  return row;
}

/** An active console account, named on the field that chose it. */
export async function requireActiveAccount(db: Queryable, accountId: number, field: string): Promise<void> {
  const [row] = await db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw invalidArguments([{ path: field, message: `Account ${accountId} does not exist.` }]);
  if (row.status !== 'active') throw invalidArguments([{ path: field, message: `Account ${accountId} is not active.` }]);
}


/** Whether a new shift of this provider waits for approval: the board's setting, on by default. */
export async function needsApproval(db: Queryable, providerId: number): Promise<boolean> {
  const [board] = await db.select({ requireApproval: masterBoards.requireApproval }).from(masterBoards).where(eq(masterBoards.providerId, providerId));
  return board?.requireApproval ?? true;
}
