// The places adapter: suburbs, postcodes and states of Australia for address entry. One interface, so a
// hosted geocoder can stand in for the default local gazetteer (places-gazetteer.ts) later. A hosted one
// must answer before a command's transaction opens (ARCHITECTURE.md: no network inside a transaction);
// the local one reads memory only, so the handlers may ask it inside one.
import type { AustralianStateCode } from '../../domain/enums/location';

export type PlaceState = Exclude<AustralianStateCode, 'Overseas'>;

export interface Place {
  suburb: string;
  postcode: string;
  state: PlaceState;
  lat: number;
  lng: number;
}

export interface PlaceSuggestion extends Place {
  /** 'Parramatta NSW 2150': what a person picks. */
  label: string;
}

export interface PostcodeAnswer {
  postcode: string;
  /** The state most of the postcode's suburbs are in (a few postcodes straddle a border). */
  state: PlaceState;
  /** The centre of its suburbs. */
  lat: number;
  lng: number;
  suburbs: Place[];
}

export interface PlaceQuery {
  suburb?: string;
  postcode?: string;
  state?: string;
}

/** Why a suburb, postcode and state do not name one place, in a sentence naming the field. */
export type ResolveOutcome = { place: Place } | { field: 'suburb' | 'postcode' | 'state'; message: string };

export interface PlacesAdapter {
  /** Suburbs matching what was typed so far: a suburb's start, a postcode, a state ('parra', '2150', 'fitzroy vic'). */
  autocomplete(text: string, limit?: number): Promise<PlaceSuggestion[]>;
  /** The suburbs of a postcode, or null when no suburb has it. */
  postcode(postcode: string): Promise<PostcodeAnswer | null>;
  /** The one place a suburb, postcode and state name together, or which of them is wrong. */
  resolve(query: Required<PlaceQuery>): Promise<ResolveOutcome>;
}

export const placeLabel = (p: { suburb: string; state: string; postcode: string }) => `${p.suburb} ${p.state} ${p.postcode}`;
