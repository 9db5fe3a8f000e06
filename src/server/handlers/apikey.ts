// Handlers of commands/apikey.ts: provider API keys over provider_api_keys. The key is made here (256
// random bits), answered once, and only its SHA-256 and its first characters are stored.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { apikeyCommands, ProviderApi } from '../../../commands/apikey';
import { notFound } from '../app-error';
import { hashSecret } from '../auth/tokens';
import type { Queryable } from '../db/open';
import { accounts, providerApiKeys, providers } from '../db/schema';
import { versionedUpdate } from '../kit/versioned-update';
import { requireActiveAccount, requireProvider } from '../queries/master-board-provider';
import { containing } from '../queries/staff-keyword';
import type { HandlersFor } from './types';

/** Visible so a leaked key is recognisable in logs and by secret scanners. */
const KEY_PREFIX = 'ccp_';
const SHOWN = KEY_PREFIX.length + 8;

const administrator = alias(accounts, 'administrator');
const creator = alias(accounts, 'creator');

const columns = {
  id: providerApiKeys.id, provider_id: providerApiKeys.providerId, provider_name: providers.name, name: providerApiKeys.name,
  key_prefix: providerApiKeys.keyPrefix, administrator_id: providerApiKeys.administratorId, administrator_name: administrator.name,
  administrator_email: administrator.email, scopes: providerApiKeys.scopes, status: providerApiKeys.status, expires_on: providerApiKeys.expiresOn,
  expired: sql<boolean>`coalesce(${providerApiKeys.expiresOn} < current_date, false)`, last_used_at: providerApiKeys.lastUsedAt,
  created_by_name: creator.name, created_at: providerApiKeys.createdAt, updated_at: providerApiKeys.updatedAt, version: providerApiKeys.version,
};

const rows = (db: Queryable) =>
  db.select(columns).from(providerApiKeys)
    .innerJoin(providers, eq(providers.id, providerApiKeys.providerId))
    .innerJoin(administrator, eq(administrator.id, providerApiKeys.administratorId))
    .leftJoin(creator, eq(creator.id, providerApiKeys.createdBy))
    .$dynamic();

const asRow = (row: Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number]): ProviderApi => ({ ...row, status: row.status as ProviderApi['status'] });

async function loadKey(db: Queryable, id: number): Promise<ProviderApi | undefined> {
  const [row] = await rows(db).where(eq(providerApiKeys.id, id));
  return row && asRow(row);
}

export const apikeyHandlers: HandlersFor<typeof apikeyCommands> = {
  async 'apikey.list'({ provider_id, keyword, status }, ctx) {
    const where: SQL[] = [];
    if (provider_id !== undefined) where.push(eq(providerApiKeys.providerId, provider_id));
    if (status) where.push(eq(providerApiKeys.status, status));
    if (keyword) {
      where.push(or(ilike(providerApiKeys.name, containing(keyword)), ilike(providers.name, containing(keyword)), ilike(providerApiKeys.keyPrefix, `${keyword}%`))!);
    }
    const list = await rows(ctx.db).where(where.length ? and(...where) : undefined).orderBy(desc(providerApiKeys.id)).limit(500);
    return { api_list: list.map(asRow) };
  },

  async 'apikey.add'({ provider_id, name, administrator_id, scopes, expires_on }, ctx) {
    await requireProvider(ctx.db, provider_id);
    await requireActiveAccount(ctx.db, administrator_id, 'administrator_id');
    const apiKey = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const [inserted] = await ctx.db.insert(providerApiKeys).values({
      providerId: provider_id, name, keyPrefix: apiKey.slice(0, SHOWN), keyHash: hashSecret(apiKey), administratorId: administrator_id,
      scopes: [...scopes], expiresOn: expires_on ?? null, createdBy: ctx.account?.id ?? null,
    }).returning({ id: providerApiKeys.id });
    const api = (await loadKey(ctx.db, inserted.id))!;
    ctx.audit({ entity: 'provider_api_key', entityId: api.id, before: null, after: api });
    return { api, api_key: apiKey };
  },

  async 'apikey.edit'({ api_id, version, ...fields }, ctx) {
    if (fields.administrator_id !== undefined) await requireActiveAccount(ctx.db, fields.administrator_id, 'administrator_id');
    const api = await versionedUpdate(ctx, {
      noun: 'API key', entity: 'provider_api_key', id: api_id, seen: version, table: providerApiKeys, load: loadKey,
      change: (before) => {
        const set: Partial<typeof providerApiKeys.$inferInsert> = {};
        if (fields.name !== undefined && fields.name !== before.name) set.name = fields.name;
        if (fields.administrator_id !== undefined && fields.administrator_id !== before.administrator_id) set.administratorId = fields.administrator_id;
        if (fields.scopes !== undefined && [...fields.scopes].sort().join() !== [...before.scopes].sort().join()) set.scopes = [...fields.scopes];
        if (fields.status !== undefined && fields.status !== before.status) set.status = fields.status;
        if (fields.expires_on !== undefined && fields.expires_on !== before.expires_on) set.expiresOn = fields.expires_on;
        return Object.keys(set).length ? set : null;
      },
    });
    return { api };
  },

  async 'apikey.delete'({ api_id }, ctx) {
    const before = await loadKey(ctx.db, api_id);
    if (!before) throw notFound('API key', api_id);
    await ctx.db.delete(providerApiKeys).where(eq(providerApiKeys.id, api_id));
    ctx.audit({ entity: 'provider_api_key', entityId: api_id, before, after: null });
    return { id: api_id, deleted: true as const };
  },

  async 'apikey.administrators'({ keyword }, ctx) {
    // Qualified by hand: in a one-table select drizzle writes "id", which the subquery would read as its own.
    const count = sql<number>`(select count(*)::int from provider_api_keys k where k.administrator_id = "accounts"."id")`;
    const where = [eq(accounts.status, 'active')];
    if (keyword) where.push(or(ilike(accounts.name, containing(keyword)), ilike(accounts.email, containing(keyword)))!);
    const list = await ctx.db
      .select({ id: accounts.id, name: accounts.name, email: accounts.email, account_type: accounts.accountType, api_count: count })
      .from(accounts).where(and(...where)).orderBy(accounts.name, accounts.id).limit(200);
    return { administrator_list: list };
  },
};
