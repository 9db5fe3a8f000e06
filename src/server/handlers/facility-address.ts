// A provider's address book: saved addresses, one of them the default. The first address a provider
// saves is its default; making another the default clears the old one in the same transaction (a
// partial unique index keeps one per provider); the default is deleted only when it is the last one.
import { and, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { AddressRow, facilityCommands, providerAddressList } from '../../../commands/facility';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { providerAddresses } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { loadVersioned, versionedUpdate } from '../kit/versioned-update';
import { containing } from '../queries/staff-keyword';
import { requireProvider, resolveChangedPlace, resolvePlace } from './place-support';
import type { HandlersFor } from './types';

type AddressIds = 'address.list' | 'address.add' | 'address.edit' | 'address.setDefault' | 'address.delete';

const columns = {
  id: providerAddresses.id, provider_id: providerAddresses.providerId, label: providerAddresses.label, address: providerAddresses.address,
  suburb: providerAddresses.suburb, state: providerAddresses.state, postcode: providerAddresses.postcode, lat: providerAddresses.lat,
  lng: providerAddresses.lng, contact_name: providerAddresses.contactName, contact_phone: providerAddresses.contactPhone,
  is_default: providerAddresses.isDefault, created_at: providerAddresses.createdAt, updated_at: providerAddresses.updatedAt,
  version: providerAddresses.version,
};

async function loadAddress(db: Queryable, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select(columns).from(providerAddresses).where(eq(providerAddresses.id, id));
  return row;
}

type AddressListArgs = ParsedArgsOf<typeof providerAddressList>;

const listSpec: PagedListSpec<AddressListArgs, AddressRow> = {
  name: 'provider_address_list',
  rows: (db) => db.select(columns).from(providerAddresses).$dynamic(),
  matching: (db, cols) => db.select(cols).from(providerAddresses).$dynamic(),
  filters: {
    provider_id: (id) => eq(providerAddresses.providerId, id),
    keyword: (k) => or(ilike(providerAddresses.label, containing(k)), ilike(providerAddresses.address, containing(k)), ilike(providerAddresses.suburb, containing(k)), eq(providerAddresses.postcode, k)),
  },
  sorts: {},
  tieBreak: providerAddresses.id,
};

/** Clears the provider's current default (versioned rows: its version moves too). */
async function clearDefault(db: Queryable, providerId: number, except: number | null) {
  await db
    .update(providerAddresses)
    .set({ isDefault: false, version: sql`${providerAddresses.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(providerAddresses.providerId, providerId), eq(providerAddresses.isDefault, true), except ? ne(providerAddresses.id, except) : undefined));
}

export const addressHandlers: Pick<HandlersFor<typeof facilityCommands>, AddressIds> = {
  async 'address.list'(args, ctx) {
    await requireProvider(ctx.db, args.provider_id);
    // The default first, then newest: the address people want is on top.
    const page = await pagedList(ctx.db, listSpec, args);
    return { ...page, list: [...page.list].sort((a, b) => Number(b.is_default) - Number(a.is_default)) };
  },

  async 'address.add'({ provider_id, label, address, suburb, state, postcode, contact_name, contact_phone, is_default }, ctx) {
    await requireProvider(ctx.db, provider_id);
    const place = await resolvePlace(ctx, { suburb, state, postcode });
    const [existing] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(providerAddresses).where(eq(providerAddresses.providerId, provider_id));
    const makeDefault = existing.n === 0 || is_default === true;
    if (makeDefault) await clearDefault(ctx.db, provider_id, null);
    const [inserted] = await ctx.db
      .insert(providerAddresses)
      .values({
        providerId: provider_id, label, address, suburb: place.suburb, state: place.state, postcode: place.postcode, lat: place.lat, lng: place.lng,
        contactName: contact_name ?? '', contactPhone: contact_phone ?? '', isDefault: makeDefault,
      })
      .returning({ id: providerAddresses.id });
    const row = (await loadAddress(ctx.db, inserted.id))!;
    ctx.audit({ entity: 'provider_address', entityId: row.id, before: null, after: row });
    return { address: row };
  },

  async 'address.edit'({ address_id, version, ...fields }, ctx) {
    const current = await loadAddress(ctx.db, address_id);
    if (!current) throw notFound('Address', address_id);
    const place = await resolveChangedPlace(ctx, current, fields);
    const row = await versionedUpdate(ctx, {
      noun: 'Address', entity: 'provider_address', id: address_id, seen: version, table: providerAddresses, load: loadAddress,
      change: (before) => {
        const set: Partial<typeof providerAddresses.$inferInsert> = {};
        if (fields.label !== undefined && fields.label !== before.label) set.label = fields.label;
        if (fields.address !== undefined && fields.address !== before.address) set.address = fields.address;
        if (place) Object.assign(set, { suburb: place.suburb, state: place.state, postcode: place.postcode, lat: place.lat, lng: place.lng });
        if (fields.contact_name !== undefined && fields.contact_name !== before.contact_name) set.contactName = fields.contact_name;
        if (fields.contact_phone !== undefined && fields.contact_phone !== before.contact_phone) set.contactPhone = fields.contact_phone;
        return Object.keys(set).length ? set : null;
      },
    });
    return { address: row };
  },

  async 'address.setDefault'({ address_id, version }, ctx) {
    const current = await loadVersioned(ctx.db, { noun: 'Address', id: address_id, seen: version, load: loadAddress });
    if (current.is_default) return { address: current };
    await clearDefault(ctx.db, current.provider_id, address_id);
    const row = await versionedUpdate(ctx, {
      noun: 'Address', entity: 'provider_address', id: address_id, seen: version, table: providerAddresses, load: loadAddress,
      change: () => ({ isDefault: true }),
    });
    return { address: row };
  },

  async 'address.delete'({ address_id, version }, ctx) {
    const before = await loadVersioned(ctx.db, { noun: 'Address', id: address_id, seen: version, load: loadAddress });
    if (before.is_default) {
      const [other] = await ctx.db
        .select({ id: providerAddresses.id })
        .from(providerAddresses)
        .where(and(eq(providerAddresses.providerId, before.provider_id), ne(providerAddresses.id, address_id)))
        .orderBy(desc(providerAddresses.id))
        .limit(1);
      if (other) throw conflict(`Address ${address_id} (${before.label}) is the default address. Make another address the default first.`);
    }
    const gone = await ctx.db.delete(providerAddresses).where(and(eq(providerAddresses.id, address_id), eq(providerAddresses.version, version))).returning({ id: providerAddresses.id });
    if (!gone.length) throw conflict(`Address ${address_id} was changed by someone else just now. Reload and try again.`);
    ctx.audit({ entity: 'provider_address', entityId: address_id, before, after: null });
    return { id: address_id, deleted: true as const };
  },
};
