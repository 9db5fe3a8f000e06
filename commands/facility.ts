// Facilities (organisations of kind facility under a provider), a provider's address book with its
// default address (spec §7 Providers: 'Addresses CRUD and default'), and the places lookups (spec §7
// Others: /api/place/autocomplete, /api/place/google_map_postcode, mixed_maps_autocomplete). Addresses
// are checked against the places adapter's gazetteer: suburb, postcode and state must name one place.
import { z } from 'zod';
import { defineCommand, type CommandContext } from './define';
import { editBack } from './inverse';
import { keyword, page, pageSize, pagedResult, recordId, sortDir, version } from './fields';
import {
  addressFields, nameField, optionalPhone, optionalText, place, placeState, placeSuggestion, placeText, postcode, streetAddress, suburb,
} from './place-fields';
import { email } from './fields';

const providerId = recordId('Provider id');
const facilityId = recordId('Facility id');
const addressId = recordId('Address id');

const onKind = (kind: string) => (ctx: CommandContext) => ctx.record?.kind === kind;
const fromKind = (kind: string, idArg: string, withVersion: boolean) => (ctx: CommandContext): Record<string, unknown> => {
  if (ctx.record?.kind !== kind) return {};
  const seen = ctx.record.fields?.version;
  return withVersion && typeof seen === 'number' ? { [idArg]: ctx.record.id, version: seen } : { [idArg]: ctx.record.id };
};
/** On a provider's page or row, its id. */
const fromProvider = (ctx: CommandContext) => (ctx.record?.kind === 'provider' ? { provider_id: ctx.record.id } : {});

// Places ------------------------------------------------------------------------------------------

export const placeAutocomplete = defineCommand({
  id: 'place.autocomplete',
  api: 'place_autocomplete',
  title: 'Look up a suburb',
  area: 'place',
  kind: 'query',
  keywords: ['suburb', 'postcode', 'address', 'places', 'gazetteer'],
  args: z.strictObject({ text: placeText, state: placeState.optional() }),
  result: z.object({ suggestions: z.array(placeSuggestion) }),
});

export const placePostcode = defineCommand({
  id: 'place.postcode',
  api: 'google_map_postcode',
  title: 'Look up a postcode',
  area: 'place',
  kind: 'query',
  keywords: ['postcode', 'suburbs', 'state', 'map'],
  args: z.strictObject({ postcode }),
  result: z.object({ postcode: z.string(), state: placeState, lat: z.number(), lng: z.number(), suburbs: z.array(place) }),
  // A postcode the gazetteer does not know.
  errors: ['notFound'],
});

export const mixedSuggestion = placeSuggestion.extend({
  /** place: a gazetteer suburb; facility or address: one the console already knows, with its street. */
  source: z.enum(['place', 'facility', 'address']),
  record_id: z.number().int().nullable(),
  provider_id: z.number().int().nullable(),
  name: z.string(),
  address: z.string(),
});

export const mixedMapsAutocomplete = defineCommand({
  id: 'place.mixedAutocomplete',
  api: 'mixed_maps_autocomplete',
  title: 'Look up an address or facility',
  area: 'place',
  kind: 'query',
  keywords: ['address', 'facility', 'suburb', 'map', 'autocomplete'],
  args: z.strictObject({ text: placeText, provider_id: providerId.optional() }),
  result: z.object({ suggestions: z.array(mixedSuggestion) }),
});

// Facilities --------------------------------------------------------------------------------------

export const facilityRow = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  /** Spec §3 organisation kind. */
  kind: z.literal('facility'),
  name: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  phone: z.string(),
  email: z.string(),
  contact_name: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type FacilityRow = z.infer<typeof facilityRow>;

const optionalEmail = z.union([z.literal(''), email], { error: 'Email address is invalid.' });
const facilityFields = {
  name: nameField('Facility name'),
  ...addressFields,
  phone: optionalPhone.optional(),
  email: optionalEmail.optional(),
  contact_name: optionalText('Contact name', 120).optional(),
};

export const facilityList = defineCommand({
  id: 'facility.list',
  api: 'facility_list',
  title: 'List facilities',
  area: 'facility',
  kind: 'query',
  keywords: ['facilities', 'sites', 'homes', 'organisations'],
  fill: fromProvider,
  args: z.strictObject({
    provider_id: providerId.optional(),
    page,
    page_size: pageSize,
    keyword,
    state: placeState.optional(),
    active: z.boolean({ error: 'Active must be true or false.' }).optional(),
    sort_by: z.enum(['created_at', 'name']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(facilityRow),
});

export const facilityDetail = defineCommand({
  id: 'facility.detail',
  api: 'facility_detail',
  title: 'Show facility',
  area: 'facility',
  kind: 'query',
  when: onKind('facility'),
  fill: fromKind('facility', 'facility_id', false),
  args: z.strictObject({ facility_id: facilityId }),
  /** The row itself, so its `version` is where the palette and the CLI read it. */
  result: facilityRow,
});

export const addFacility = defineCommand({
  id: 'facility.add',
  api: 'add_facility',
  title: 'Add facility',
  area: 'facility',
  kind: 'action',
  keywords: ['new facility', 'site', 'home', 'organisation'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId, ...facilityFields }),
  result: z.object({ facility: facilityRow }),
});

export const editFacility = defineCommand({
  id: 'facility.edit',
  inverse: editBack('facility.edit', 'facility_id', ['name', 'address', 'suburb', 'state', 'postcode', 'phone', 'email', 'contact_name', 'active']),
  api: 'edit_facility',
  title: 'Edit facility',
  area: 'facility',
  kind: 'action',
  reversible: true,
  keywords: ['change facility', 'address', 'deactivate', 'rename'],
  when: onKind('facility'),
  fill: fromKind('facility', 'facility_id', true),
  recordArg: 'facility_id',
  args: z.strictObject({
    facility_id: facilityId,
    version,
    name: facilityFields.name.optional(),
    address: streetAddress.optional(),
    suburb: suburb.optional(),
    state: placeState.optional(),
    postcode: postcode.optional(),
    phone: facilityFields.phone,
    email: facilityFields.email,
    contact_name: facilityFields.contact_name,
    active: z.boolean({ error: 'Active must be true or false.' }).optional(),
  }),
  result: z.object({ facility: facilityRow }),
});

// Address book ------------------------------------------------------------------------------------

export const addressRow = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  label: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  contact_name: z.string(),
  contact_phone: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type AddressRow = z.infer<typeof addressRow>;

const addressArgs = {
  label: nameField('Label', 60),
  ...addressFields,
  contact_name: optionalText('Contact name', 120).optional(),
  contact_phone: optionalPhone.optional(),
};

export const providerAddressList = defineCommand({
  id: 'address.list',
  api: 'provider_address_list',
  title: 'List addresses',
  area: 'address',
  kind: 'query',
  keywords: ['address book', 'addresses', 'default address'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId, page, page_size: pageSize, keyword }),
  result: pagedResult(addressRow),
});

export const addProviderAddress = defineCommand({
  id: 'address.add',
  api: 'add_provider_address',
  title: 'Add address',
  area: 'address',
  kind: 'action',
  keywords: ['address book', 'new address'],
  fill: fromProvider,
  args: z.strictObject({
    provider_id: providerId,
    ...addressArgs,
    /** The provider's first address is the default whatever this says. */
    is_default: z.boolean({ error: 'Default must be true or false.' }).optional(),
  }),
  result: z.object({ address: addressRow }),
});

export const editProviderAddress = defineCommand({
  id: 'address.edit',
  inverse: editBack('address.edit', 'address_id', ['label', 'address', 'suburb', 'state', 'postcode', 'contact_name', 'contact_phone']),
  api: 'edit_provider_address',
  title: 'Edit address',
  area: 'address',
  kind: 'action',
  reversible: true,
  keywords: ['address book', 'change address'],
  when: onKind('providerAddress'),
  fill: fromKind('providerAddress', 'address_id', true),
  recordArg: 'address_id',
  args: z.strictObject({
    address_id: addressId,
    version,
    label: addressArgs.label.optional(),
    address: streetAddress.optional(),
    suburb: suburb.optional(),
    state: placeState.optional(),
    postcode: postcode.optional(),
    contact_name: addressArgs.contact_name,
    contact_phone: addressArgs.contact_phone,
  }),
  result: z.object({ address: addressRow }),
});

export const setDefaultProviderAddress = defineCommand({
  id: 'address.setDefault',
  api: 'set_default_provider_address',
  title: 'Make default address',
  area: 'address',
  kind: 'action',
  kbd: 'alt+d',
  keywords: ['default address', 'address book', 'primary'],
  when: onKind('providerAddress'),
  fill: fromKind('providerAddress', 'address_id', true),
  recordArg: 'address_id',
  args: z.strictObject({ address_id: addressId, version }),
  result: z.object({ address: addressRow }),
});

export const deleteProviderAddress = defineCommand({
  id: 'address.delete',
  api: 'delete_provider_address',
  title: 'Delete address',
  area: 'address',
  kind: 'action',
  danger: true,
  keywords: ['remove address', 'address book'],
  when: onKind('providerAddress'),
  fill: fromKind('providerAddress', 'address_id', true),
  recordArg: 'address_id',
  args: z.strictObject({ address_id: addressId, version }),
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const facilityCommands = [
  placeAutocomplete, placePostcode, mixedMapsAutocomplete,
  facilityList, facilityDetail, addFacility, editFacility,
  providerAddressList, addProviderAddress, editProviderAddress, setDefaultProviderAddress, deleteProviderAddress,
] as const;
