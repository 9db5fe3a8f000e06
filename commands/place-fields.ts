// Fields of an Australian address (street line, suburb, state, postcode) shared by facilities, the
// address book and employees' home addresses, and the place shapes the places calls answer. The server
// checks that suburb, postcode and state name one place in the gazetteer (places adapter).
import { z } from 'zod';
import { australianStates } from '../src/domain/enums/location';
import { PHONE_INVALID } from '../src/domain/validation/messages';
import { typedPlainPhonePattern, validatePlainPhone } from '../src/domain/validation/phone';
import { messageFrom } from './fields';

const placeStates = australianStates.codes.filter((c) => c !== 'Overseas') as ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];

export const placeState = z.enum(placeStates, { error: `State must be one of ${placeStates.join(', ')}.` });

const requiredText = (what: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`) })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} is at most ${max} characters.`);

export const optionalText = (what: string, max: number) => z.string({ error: `${what} must be text.` }).trim().max(max, `${what} is at most ${max} characters.`);

export const streetAddress = requiredText('Street address', 200);
export const suburb = requiredText('Suburb', 80);
export const postcode = z
  .string({ error: (issue) => (issue.input === undefined ? 'Postcode is required.' : 'Postcode must be text.') })
  .trim()
  .regex(/^\d{4}$/, 'Postcode must be 4 digits.');

/** The four address fields, all required. */
export const addressFields = { address: streetAddress, suburb, state: placeState, postcode };

export const nameField = (what: string, max = 120) => requiredText(what, max);

/** Spec §5 plain phone (an optional + and 10 digits), with its messages; spaces are dropped first. */
const digitsOf = (v: string) => v.replace(/[\s()-]/g, '');
const phoneMessage = messageFrom((v) => validatePlainPhone(digitsOf(v)), PHONE_INVALID);
// Checked as typed (the pattern allows the separators), so the JSON Schema carries the rule.
export const plainPhone = z.string({ error: 'Phone number must be text.' }).regex(typedPlainPhonePattern('\\s()-'), phoneMessage).transform(digitsOf);

/** An optional phone: empty is none. */
export const optionalPhone = z.string({ error: 'Phone number must be text.' }).regex(typedPlainPhonePattern('\\s()-', true), phoneMessage).transform(digitsOf);

export const place = z.object({
  suburb: z.string(),
  postcode: z.string(),
  state: placeState,
  lat: z.number(),
  lng: z.number(),
});

export const placeSuggestion = place.extend({ label: z.string() });

export const placeText = z
  .string({ error: (issue) => (issue.input === undefined ? 'Text is required: the start of a suburb, or a postcode.' : 'Text must be text.') })
  .trim()
  .min(1, 'Text is required: the start of a suburb, or a postcode.')
  .max(100, 'Text is at most 100 characters.');
