// mixed_maps_autocomplete: what the console already knows (facilities and saved addresses, of one
// provider when named) before the gazetteer's suburbs, so picking a known site fills its street too.
import { and, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { mixedSuggestion } from '../../../commands/facility';
import { facilities, providerAddresses } from '../db/schema';
import { placeLabel, type PlaceState } from '../adapters/places';
import { containing } from '../queries/staff-keyword';
import type { HandlerContext } from './types';

type Suggestion = z.infer<typeof mixedSuggestion>;
const KNOWN = 5;
const TOTAL = 12;

export async function mixedSuggestions(ctx: HandlerContext, text: string, providerId?: number): Promise<{ suggestions: Suggestion[] }> {
  const like = containing(text);
  const facilityRows = await ctx.db
    .select()
    .from(facilities)
    .where(and(
      providerId ? eq(facilities.providerId, providerId) : undefined,
      eq(facilities.active, true),
      or(ilike(facilities.name, like), ilike(facilities.address, like), ilike(facilities.suburb, like), eq(facilities.postcode, text)),
    ))
    .orderBy(facilities.name)
    .limit(KNOWN);
  const addressRows = await ctx.db
    .select()
    .from(providerAddresses)
    .where(and(
      providerId ? eq(providerAddresses.providerId, providerId) : undefined,
      or(ilike(providerAddresses.label, like), ilike(providerAddresses.address, like), ilike(providerAddresses.suburb, like), eq(providerAddresses.postcode, text)),
    ))
    .orderBy(providerAddresses.label)
    .limit(KNOWN);
  const known: Suggestion[] = [
    ...facilityRows.map((f) => ({
      source: 'facility' as const, record_id: f.id, provider_id: f.providerId, name: f.name, address: f.address,
      suburb: f.suburb, postcode: f.postcode, state: f.state as PlaceState, lat: f.lat ?? 0, lng: f.lng ?? 0,
      label: `${f.name}, ${f.address}, ${placeLabel(f)}`,
    })),
    ...addressRows.map((a) => ({
      source: 'address' as const, record_id: a.id, provider_id: a.providerId, name: a.label, address: a.address,
      suburb: a.suburb, postcode: a.postcode, state: a.state as PlaceState, lat: a.lat ?? 0, lng: a.lng ?? 0,
      label: `${a.label}, ${a.address}, ${placeLabel(a)}`,
    })),
  ];
  const places = await ctx.adapters.places.autocomplete(text, TOTAL - known.length);
  const suburbs = places.map((p) => ({ ...p, source: 'place' as const, record_id: null, provider_id: null, name: p.suburb, address: '' }));
  return { suggestions: [...known, ...suburbs] };
}
