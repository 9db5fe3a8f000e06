// Care organisations and their facilities. Each provider is based in one state and runs most of its
// sites there; a few run sites interstate, as the national groups do.
import { australianStates } from '../../domain/enums/location';
import type { facilities, providers } from '../db/schema';
import { createdAtFor, DAY_MS, EPOCH_MS, isoAt } from './clock';
import { weightedPicker, type Rng } from './random';
import { areaCodes, stateWeights, suburbs, suburbsByState, type Suburb } from './suburbs';
import { facilityKinds, providerBrands, providerKinds, residentialServices, servicesByKind, streets } from './vocabulary';

export type ProviderRow = typeof providers.$inferInsert;
export type FacilityRow = typeof facilities.$inferInsert;

/** What job ads need to know about a provider or facility. */
export interface Site {
  readonly providerId: number;
  readonly facilityId: number | null;
  readonly suburb: number;
  readonly enabled: boolean;
  readonly createdAt: number;
}

export interface ProviderWorld {
  readonly providers: ProviderRow[];
  readonly facilities: FacilityRow[];
  /** Every facility, then every provider's head office (for ads not tied to one facility). */
  readonly facilitySites: Site[];
  readonly officeSites: Site[];
}

// First digit of the local number after the area code, by state, so landlines look local.
const localFirstDigit: Readonly<Record<string, string>> = {
  NSW: '9', ACT: '6', VIC: '9', TAS: '6', QLD: '3', SA: '8', WA: '9', NT: '8',
};

/** A 10-digit landline such as 0298765432 (the console groups it 2-4-4). */
export function landline(rng: Rng, state: string): string {
  return `${areaCodes[state]}${localFirstDigit[state]}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

const streetAddress = (rng: Rng) => `${rng.int(1, 240)} ${rng.pick(streets)}`;

/**
 * The i-th name from shuffled brands and kinds: brands cycle first (so a dozen providers have a dozen
 * brands) and the kind shifts each cycle, so the first 300 names are all different.
 */
function providerName(brands: readonly string[], kinds: readonly string[], index: number): { brand: string; kind: string } {
  const brand = brands[index % brands.length];
  const kind = kinds[(index + Math.floor(index / brands.length)) % kinds.length];
  return { brand, kind };
}

export function generateProviders(
  rng: Rng,
  count: number,
  disabledCount: number,
  firstProviderId: number,
  firstFacilityId: number,
): ProviderWorld {
  if (count > providerBrands.length * providerKinds.length) throw new Error(`at most ${providerBrands.length * providerKinds.length} providers`);
  const pickState = weightedPicker(stateWeights);
  const brands = rng.shuffle([...providerBrands]);
  const kinds = rng.shuffle([...providerKinds]);
  const disabled = new Set(rng.shuffle(Array.from({ length: count }, (_, i) => i)).slice(0, disabledCount));
  const world: ProviderWorld = { providers: [], facilities: [], facilitySites: [], officeSites: [] };
  const facilityNames = new Set<string>();

  for (let p = 0; p < count; p++) {
    const id = firstProviderId + p;
    const { brand, kind } = providerName(brands, kinds, p);
    const name = `${brand} ${kind}`;
    const state = pickState(rng);
    const office = rng.pick(suburbsByState.get(state)!);
    const createdAt = createdAtFor(p, count, 4 * 365, rng.next());
    const enabled = !disabled.has(p);
    const service = servicesByKind[kind] ?? rng.pick(residentialServices);
    const since = rng.int(1972, 2016);
    world.providers.push({
      id,
      name,
      email: `careers.${name.toLowerCase().replace(/[^a-z]/g, '')}@example.org`,
      phoneNumber: landline(rng, state),
      introduction: `${name} provides ${service} across ${australianStates.label(state)}. ` +
        rng.pick([
          `We have been caring for our community since ${since}.`,
          'We are a not-for-profit organisation focused on person-centred care.',
          'Our teams recruit caring people for day, evening and night shifts.',
          `Family owned and operated since ${since}.`,
        ]),
      address: `${streetAddress(rng)}, ${suburbs[office].name} ${state} ${suburbs[office].postcode}`,
      state,
      status: enabled ? 'enabled' : 'disabled',
      createdAt: isoAt(createdAt),
      updatedAt: isoAt(createdAt + (EPOCH_MS - createdAt) * rng.next()),
    });
    world.officeSites.push({ providerId: id, facilityId: null, suburb: office, enabled, createdAt });

    const residential = !(kind in servicesByKind);
    const homeSuburbs = rng.shuffle([...suburbsByState.get(state)!]);
    const usedSuburbs = new Set<number>();
    const facilityCount = rng.int(2, 5);
    for (let f = 0; f < facilityCount; f++) {
      // Mostly in the home state, one in five interstate, never two in one suburb.
      let where = homeSuburbs.find((candidate) => !usedSuburbs.has(candidate));
      if (where === undefined || rng.chance(0.2)) {
        do where = rng.int(0, suburbs.length - 1);
        while (usedSuburbs.has(where));
      }
      usedSuburbs.add(where);
      const place = suburbs[where];
      const facilityId = firstFacilityId + world.facilities.length;
      const facilityCreated = createdAt + rng.next() * Math.min(365 * DAY_MS, EPOCH_MS - createdAt);
      world.facilities.push({
        id: facilityId,
        providerId: id,
        name: facilityName(rng, brand, kind, residential, place, facilityNames),
        address: streetAddress(rng),
        suburb: place.name,
        state: place.state,
        postcode: place.postcode,
        // Within a couple of kilometres of the suburb centre.
        lat: round6(place.lat + rng.float(-0.015, 0.015)),
        lng: round6(place.lng + rng.float(-0.015, 0.015)),
        phone: landline(rng, place.state),
        createdAt: isoAt(facilityCreated),
      });
      world.facilitySites.push({ providerId: id, facilityId, suburb: where, enabled, createdAt: facilityCreated });
    }
  }
  return world;
}

/**
 * Homes are named for their place ('Glenelg Manor'), home-care branches for the brand ('Bluegum Home
 * Care Footscray'). Names stay unique so a search for one finds one.
 */
function facilityName(rng: Rng, brand: string, kind: string, residential: boolean, place: Suburb, used: Set<string>): string {
  const home = `${place.name} ${rng.pick(facilityKinds)}`;
  const candidates = residential ? [rng.chance(0.5) ? home : `${brand} ${home}`, `${brand} ${home}`] : [`${brand} ${kind} ${place.name}`];
  let name = candidates.find((candidate) => !used.has(candidate));
  for (let n = 2; !name; n++) if (!used.has(`${candidates[0]} ${n}`)) name = `${candidates[0]} ${n}`;
  used.add(name);
  return name;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
