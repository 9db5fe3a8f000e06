// The default places adapter: a local gazetteer of Australia's 16,000-odd delivery-area suburbs
// (places-gazetteer.tsv, made by places-gazetteer-build.ts), read once into memory. Works with no
// network and no account; answers in well under a millisecond.
import { readFileSync } from 'node:fs';
import { placeLabel, type Place, type PlacesAdapter, type PlaceState, type PlaceSuggestion, type PostcodeAnswer, type ResolveOutcome } from './places';

const STATES: readonly PlaceState[] = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];

interface Indexed extends Place {
  /** Lower case, for matching. */
  key: string;
}

interface Gazetteer {
  places: Indexed[];
  byPostcode: Map<string, Indexed[]>;
}

let loaded: Gazetteer | undefined;

function load(): Gazetteer {
  if (loaded) return loaded;
  const text = readFileSync(new URL('./places-gazetteer.tsv', import.meta.url), 'utf8');
  const places: Indexed[] = [];
  const byPostcode = new Map<string, Indexed[]>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [postcode, suburb, state, lat, lng] = line.split('\t');
    const place: Indexed = { postcode, suburb, state: state as PlaceState, lat: Number(lat), lng: Number(lng), key: suburb.toLowerCase() };
    places.push(place);
    const list = byPostcode.get(postcode) ?? [];
    list.push(place);
    byPostcode.set(postcode, list);
  }
  return (loaded = { places, byPostcode });
}

const strip = ({ key: _key, ...place }: Indexed): Place => place;
const suggestion = (p: Indexed): PlaceSuggestion => ({ ...strip(p), label: placeLabel(p) });
const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9' -]+/g, ' ').split(/\s+/).filter(Boolean);

/** How well a suburb name matches what was typed: 0 exact, 1 starts with it, 2 a later word starts with it. */
function rank(key: string, typed: string): number | null {
  if (key === typed) return 0;
  if (key.startsWith(typed)) return 1;
  if (key.includes(` ${typed}`) || key.includes(`-${typed}`)) return 2;
  return null;
}

export function gazetteerPlaces(): PlacesAdapter {
  return {
    async autocomplete(text, limit = 10) {
      const { places, byPostcode } = load();
      const tokens = words(text);
      const postcode = tokens.find((t) => /^\d{3,4}$/.test(t));
      const state = tokens.map((t) => t.toUpperCase()).find((t): t is PlaceState => (STATES as readonly string[]).includes(t));
      const name = tokens.filter((t) => t !== postcode && t.toUpperCase() !== state).join(' ');
      if (!name && !postcode) return [];
      const pool = postcode?.length === 4 ? byPostcode.get(postcode) ?? [] : postcode ? places.filter((p) => p.postcode.startsWith(postcode)) : places;
      const scored: { place: Indexed; score: number }[] = [];
      for (const place of pool) {
        if (state && place.state !== state) continue;
        const score = name ? rank(place.key, name) : 1;
        if (score !== null) scored.push({ place, score });
      }
      scored.sort((a, b) => a.score - b.score || a.place.suburb.localeCompare(b.place.suburb) || a.place.postcode.localeCompare(b.place.postcode));
      return scored.slice(0, limit).map((s) => suggestion(s.place));
    },

    async postcode(postcode) {
      const suburbs = load().byPostcode.get(postcode.trim());
      if (!suburbs?.length) return null;
      const counts = new Map<PlaceState, number>();
      for (const s of suburbs) counts.set(s.state, (counts.get(s.state) ?? 0) + 1);
      const state = [...counts].sort((a, b) => b[1] - a[1])[0][0];
      const mean = (pick: (p: Place) => number) => Math.round((suburbs.reduce((sum, p) => sum + pick(p), 0) / suburbs.length) * 10_000) / 10_000;
      const answer: PostcodeAnswer = { postcode: postcode.trim(), state, lat: mean((p) => p.lat), lng: mean((p) => p.lng), suburbs: suburbs.map(strip) };
      return answer;
    },

    async resolve({ suburb, postcode, state }): Promise<ResolveOutcome> {
      const { places, byPostcode } = load();
      const key = suburb.trim().toLowerCase();
      const inPostcode = byPostcode.get(postcode.trim());
      if (!inPostcode) return { field: 'postcode', message: `Postcode ${postcode} is not an Australian postcode.` };
      const match = inPostcode.find((p) => p.key === key);
      if (!match) {
        const elsewhere = places.find((p) => p.key === key && p.state === state);
        return elsewhere
          ? { field: 'postcode', message: `${elsewhere.suburb} ${elsewhere.state} has postcode ${elsewhere.postcode}, not ${postcode}.` }
          : { field: 'suburb', message: `${suburb.trim()} is not a suburb of postcode ${postcode}.` };
      }
      if (match.state !== state) return { field: 'state', message: `${match.suburb} ${match.postcode} is in ${match.state}, not ${state}.` };
      return { place: strip(match) };
    },
  };
}
