// Addresses written by facilities, the address book and employees are checked against the places
// adapter: suburb, postcode and state must name one place, whose spelling and position are kept.
import { eq } from 'drizzle-orm';
import { invalidArguments, notFound } from '../app-error';
import type { Place } from '../adapters/places';
import type { Queryable } from '../db/open';
import { providers } from '../db/schema';
import type { HandlerContext } from './types';

export interface AddressInput {
  suburb: string;
  postcode: string;
  state: string;
}

/** The gazetteer's place for an address, or a 400 naming the field that does not fit. */
export async function resolvePlace(ctx: Pick<HandlerContext, 'adapters'>, input: AddressInput, pathPrefix = ''): Promise<Place> {
  const outcome = await ctx.adapters.places.resolve(input);
  if ('place' in outcome) return outcome.place;
  throw invalidArguments([{ path: `${pathPrefix}${outcome.field}`, message: outcome.message }]);
}

/**
 * For an edit that changes some address fields: the merged address checked as a whole (a new postcode
 * must still fit the suburb kept), or null when none of them changes.
 */
export async function resolveChangedPlace(
  ctx: Pick<HandlerContext, 'adapters'>,
  before: AddressInput,
  change: Partial<AddressInput>,
): Promise<Place | null> {
  const merged = { suburb: change.suburb ?? before.suburb, postcode: change.postcode ?? before.postcode, state: change.state ?? before.state };
  const changed = merged.suburb.toLowerCase() !== before.suburb.toLowerCase() || merged.postcode !== before.postcode || merged.state !== before.state;
  return changed ? resolvePlace(ctx, merged) : null;
}

export async function requireProvider(db: Queryable, id: number): Promise<{ id: number; name: string }> {
  const [row] = await db.select({ id: providers.id, name: providers.name }).from(providers).where(eq(providers.id, id));
  if (!row) throw notFound('Provider', id);
  return row;
}
