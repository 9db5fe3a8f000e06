// Handlers of commands/facility.ts: places lookups through the places adapter, facilities (rows of the
// facilities table, organisations of kind facility under a provider) and a provider's address book.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { FacilityRow, facilityCommands, facilityList } from '../../../commands/facility';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { facilities, providers } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { containing } from '../queries/staff-keyword';
import { addressHandlers } from './facility-address';
import { mixedSuggestions } from './facility-mixed';
import { requireProvider, resolveChangedPlace, resolvePlace } from './place-support';
import type { HandlersFor } from './types';

const facilityColumns = {
  id: facilities.id, provider_id: facilities.providerId, provider_name: providers.name, kind: sql<'facility'>`'facility'`,
  name: facilities.name, address: facilities.address, suburb: facilities.suburb, state: facilities.state, postcode: facilities.postcode,
  lat: facilities.lat, lng: facilities.lng, phone: facilities.phone, email: facilities.email, contact_name: facilities.contactName,
  active: facilities.active, created_at: facilities.createdAt, updated_at: facilities.updatedAt, version: facilities.version,
};

const facilityRows = (db: Queryable) => db.select(facilityColumns).from(facilities).innerJoin(providers, eq(providers.id, facilities.providerId)).$dynamic();

async function loadFacility(db: Queryable, id: number): Promise<FacilityRow | undefined> {
  const [row] = await facilityRows(db).where(eq(facilities.id, id));
  return row;
}

const facilitySpec: PagedListSpec<ParsedArgsOf<typeof facilityList>, FacilityRow> = {
  name: 'facility_list',
  rows: facilityRows,
  matching: (db, columns) => db.select(columns).from(facilities).$dynamic(),
  filters: {
    provider_id: (id) => eq(facilities.providerId, id),
    keyword: (k): SQL | undefined => or(ilike(facilities.name, containing(k)), ilike(facilities.suburb, containing(k)), ilike(facilities.address, containing(k)), eq(facilities.postcode, k)),
    state: (s) => eq(facilities.state, s),
    active: (a) => eq(facilities.active, a),
  },
  sorts: { created_at: facilities.createdAt, name: facilities.name },
  tieBreak: facilities.id,
};

/** Two facilities of one provider with one name would be told apart by nobody. */
async function refuseDuplicateName(db: Queryable, providerId: number, name: string, except?: number) {
  const [same] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(eq(facilities.providerId, providerId), sql`lower(${facilities.name}) = ${name.toLowerCase()}`, except ? sql`${facilities.id} <> ${except}` : undefined));
  if (same) throw conflict(`This provider already has a facility named ${name} (facility ${same.id}).`);
}

export const facilityHandlers: HandlersFor<typeof facilityCommands> = {
  async 'place.autocomplete'({ text, state }, ctx) {
    const found = await ctx.adapters.places.autocomplete(state ? `${text} ${state}` : text, 10);
    return { suggestions: found };
  },

  async 'place.postcode'({ postcode }, ctx) {
    const answer = await ctx.adapters.places.postcode(postcode);
    if (!answer) throw notFound('Postcode', postcode);
    return answer;
  },

  'place.mixedAutocomplete': ({ text, provider_id }, ctx) => mixedSuggestions(ctx, text, provider_id),

  'facility.list': (args, ctx) => pagedList(ctx.db, facilitySpec, args),

  async 'facility.detail'({ facility_id }, ctx) {
    const row = await loadFacility(ctx.db, facility_id);
    if (!row) throw notFound('Facility', facility_id);
    return row;
  },

  async 'facility.add'({ provider_id, name, address, suburb, state, postcode, phone, email, contact_name }, ctx) {
    await requireProvider(ctx.db, provider_id);
    const place = await resolvePlace(ctx, { suburb, state, postcode });
    await refuseDuplicateName(ctx.db, provider_id, name);
    const [inserted] = await ctx.db
      .insert(facilities)
      .values({
        providerId: provider_id, name, address, suburb: place.suburb, state: place.state, postcode: place.postcode, lat: place.lat, lng: place.lng,
        phone: phone ?? '', email: email ?? '', contactName: contact_name ?? '',
      })
      .returning({ id: facilities.id });
    const facility = (await loadFacility(ctx.db, inserted.id))!;
    ctx.audit({ entity: 'facility', entityId: facility.id, before: null, after: facility });
    return { facility };
  },

  async 'facility.edit'({ facility_id, version, ...fields }, ctx) {
    const current = await loadFacility(ctx.db, facility_id);
    if (!current) throw notFound('Facility', facility_id);
    const place = await resolveChangedPlace(ctx, current, fields);
    if (fields.name !== undefined && fields.name.toLowerCase() !== current.name.toLowerCase()) await refuseDuplicateName(ctx.db, current.provider_id, fields.name, facility_id);
    const facility = await versionedUpdate(ctx, {
      noun: 'Facility', entity: 'facility', id: facility_id, seen: version, table: facilities, load: loadFacility,
      change: (before) => {
        const set: Partial<typeof facilities.$inferInsert> = {};
        if (fields.name !== undefined && fields.name !== before.name) set.name = fields.name;
        if (fields.address !== undefined && fields.address !== before.address) set.address = fields.address;
        if (place) Object.assign(set, { suburb: place.suburb, state: place.state, postcode: place.postcode, lat: place.lat, lng: place.lng });
        if (fields.phone !== undefined && fields.phone !== before.phone) set.phone = fields.phone;
        if (fields.email !== undefined && fields.email !== before.email) set.email = fields.email;
        if (fields.contact_name !== undefined && fields.contact_name !== before.contact_name) set.contactName = fields.contact_name;
        if (fields.active !== undefined && fields.active !== before.active) set.active = fields.active;
        return Object.keys(set).length ? set : null;
      },
    });
    return { facility };
  },

  ...addressHandlers,
};
