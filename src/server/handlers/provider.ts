// Handlers of commands/provider.ts: the provider lists, info and save, and the status moves of
// src/domain/provider-status-moves.ts (disabling files a request; approve_set_provider_disable decides it).
// Attachments, block list and settings are in provider-extras.ts.
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { disableRequestList, providerCommands, providerList } from '../../../commands/provider';
import type { z } from 'zod';
import type { DisableRequestRow, ProviderInfo, providerRow } from '../../../commands/provider-fields';
import { providerMoveFor, providerMovesFrom } from '../../domain/provider-status-moves';
import { conflict, forbidden, invalidArguments, notFound } from '../app-error';
import { providerDisableRequests, providers } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { loadVersioned, versionedUpdate } from '../kit/versioned-update';
import { containing } from '../queries/staff-keyword';
import {
  disableRequestRows, loadDisableRequest, loadProviderInfo, pendingRequestOf, providerRowColumns, requireProvider,
} from './provider-rows';
import { providerExtraHandlers } from './provider-extras';
import type { HandlerContext, HandlersFor } from './types';

type ProviderListRow = z.infer<typeof providerRow>;

const listSpec: PagedListSpec<ParsedArgsOf<typeof providerList>, ProviderListRow> = {
  name: 'provider_list',
  rows: (db) => db.select(providerRowColumns).from(providers).$dynamic(),
  matching: (db, columns) => db.select(columns).from(providers).$dynamic(),
  filters: {
    keyword: (k) => or(ilike(providers.name, containing(k)), ilike(providers.email, containing(k)), ilike(providers.address, containing(k)), eq(providers.phoneNumber, k.replace(/\s/g, ''))),
    status: (s) => eq(providers.status, s),
    state: (s) => eq(providers.state, s),
  },
  sorts: { created_at: providers.createdAt, name: providers.name, id: providers.id },
  tieBreak: providers.id,
};

const requestSpec: PagedListSpec<ParsedArgsOf<typeof disableRequestList>, DisableRequestRow> = {
  name: 'provider_disable_request_list',
  rows: (db) => disableRequestRows(db),
  matching: (db, columns) => db.select(columns).from(providerDisableRequests).innerJoin(providers, eq(providers.id, providerDisableRequests.providerId)).$dynamic(),
  filters: {
    keyword: (k) => or(ilike(providers.name, containing(k)), ilike(providerDisableRequests.reason, containing(k)), ilike(providerDisableRequests.requestedByName, containing(k))),
    status: (s) => eq(providerDisableRequests.status, s),
    provider_id: (id) => eq(providerDisableRequests.providerId, id),
  },
  sorts: {},
  tieBreak: providerDisableRequests.id,
};

const movesOf = (info: ProviderInfo, pending: DisableRequestRow | null) =>
  pending ? [] : providerMovesFrom(info.status).map((m) => ({ to: m.to, label: m.label, needs_approval: m.needsApproval, needs_reason: m.needsReason, danger: m.danger }));

const actorName = (ctx: HandlerContext) => ctx.account?.name || ctx.account?.email || 'System';

/** Two providers may not share an email address: operators and notices reach a provider by it. */
async function refuseDuplicateEmail(ctx: HandlerContext, email: string, except?: number) {
  const [other] = await ctx.db.select({ id: providers.id, name: providers.name }).from(providers)
    .where(and(sql`lower(${providers.email}) = lower(${email})`, except ? sql`${providers.id} <> ${except}` : undefined));
  if (other) throw invalidArguments([{ path: 'email', message: `Email address is already used by provider ${other.id} (${other.name}).` }]);
}

async function setStatusNow(ctx: HandlerContext, id: number, seen: number, to: 'enabled' | 'disabled'): Promise<ProviderInfo> {
  return versionedUpdate(ctx, {
    noun: 'Provider', id, seen, table: providers, entity: 'provider', load: loadProviderInfo,
    change: (before) => (before.status === to ? null : { status: to }),
  });
}

/**
 * Four eyes: whoever asked for a disable cannot also approve it; a second administrator decides. The
 * requester may still reject (withdraw) their own request.
 */
async function refuseOwnRequest(ctx: HandlerContext, requestId: number, request: DisableRequestRow) {
  const [row] = await ctx.db.select({ requestedBy: providerDisableRequests.requestedBy }).from(providerDisableRequests).where(eq(providerDisableRequests.id, requestId));
  if (row?.requestedBy != null && row.requestedBy === ctx.account?.id) {
    throw forbidden(`You asked for ${request.provider_name} to be disabled, so another administrator must approve it. You can reject your own request to withdraw it.`);
  }
}

export const providerHandlers: HandlersFor<typeof providerCommands> = {
  'provider.list': (args, ctx) => pagedList(ctx.db, listSpec, args),

  async 'provider.info'({ provider_id }, ctx) {
    const info = await loadProviderInfo(ctx.db, provider_id);
    if (!info) throw notFound('Provider', provider_id);
    const pending = await pendingRequestOf(ctx.db, provider_id);
    return { provider_info: info, status_moves: movesOf(info, pending), pending_request: pending, version: info.version };
  },

  async 'provider.save'({ provider_id, version, ...fields }, ctx) {
    const values = { name: fields.name, email: fields.email, phoneNumber: fields.phone_number, state: fields.state, introduction: fields.introduction, address: fields.address };
    await refuseDuplicateEmail(ctx, fields.email, provider_id);
    if (provider_id === undefined) {
      const [made] = await ctx.db.insert(providers).values({ ...values, introduction: values.introduction ?? '', address: values.address ?? '' }).returning({ id: providers.id });
      const info = (await loadProviderInfo(ctx.db, made.id))!;
      ctx.audit({ entity: 'provider', entityId: made.id, before: null, after: info });
      return { new_provider_info: info };
    }
    const info = await versionedUpdate(ctx, {
      noun: 'Provider', id: provider_id, seen: version!, table: providers, entity: 'provider', load: loadProviderInfo,
      change: (before: ProviderInfo) => {
        const set: Partial<typeof providers.$inferInsert> = {};
        if (values.name !== before.name) set.name = values.name;
        if (values.email !== before.email) set.email = values.email;
        if (values.phoneNumber !== before.phone_number) set.phoneNumber = values.phoneNumber;
        if (values.state !== before.state) set.state = values.state;
        if (values.introduction !== undefined && values.introduction !== before.introduction) set.introduction = values.introduction;
        if (values.address !== undefined && values.address !== before.address) set.address = values.address;
        return Object.keys(set).length ? set : null;
      },
    });
    return { new_provider_info: info };
  },

  async 'provider.setStatus'({ provider_id, status, reason, version }, ctx) {
    const before = await loadVersioned(ctx.db, { noun: 'Provider', id: provider_id, seen: version, load: loadProviderInfo });
    const move = providerMoveFor(before.status, status);
    if (!move) throw conflict(`Provider ${provider_id} (${before.name}) is already ${before.status}.`);
    const pending = await pendingRequestOf(ctx.db, provider_id);
    if (pending) throw conflict(`Provider ${provider_id} (${before.name}) already has a disable request (${pending.id}) waiting for approval.`);
    if (!move.needsApproval) return { provider_info: await setStatusNow(ctx, provider_id, version, status), disable_request: null };
    const [made] = await ctx.db.insert(providerDisableRequests)
      .values({ providerId: provider_id, reason: reason!, requestedBy: ctx.account?.id ?? null, requestedByName: actorName(ctx) })
      .returning({ id: providerDisableRequests.id });
    const request = (await loadDisableRequest(ctx.db, made.id))!;
    ctx.audit({ entity: 'provider_disable_request', entityId: made.id, before: null, after: request });
    return { provider_info: before, disable_request: request };
  },

  'provider.disableRequests': (args, ctx) => pagedList(ctx.db, requestSpec, args),

  async 'provider.approveDisable'({ request_id, decision, note, version }, ctx) {
    const before = await loadVersioned(ctx.db, { noun: 'Disable request', id: request_id, seen: version, load: loadDisableRequest });
    if (before.status !== 'pending') throw conflict(`Disable request ${request_id} was already ${before.status} by ${before.decided_by_name ?? 'someone'}.`);
    if (decision === 'approve') await refuseOwnRequest(ctx, request_id, before);
    const written = await ctx.db.update(providerDisableRequests)
      .set({
        status: decision === 'approve' ? 'approved' : 'rejected', decidedBy: ctx.account?.id ?? null, decidedByName: actorName(ctx),
        decidedAt: sql`now()`, decisionNote: note ?? '', version: before.version + 1, updatedAt: sql`now()`,
      })
      .where(and(eq(providerDisableRequests.id, request_id), eq(providerDisableRequests.version, before.version)))
      .returning({ id: providerDisableRequests.id });
    if (!written.length) throw conflict(`Disable request ${request_id} was changed by someone else just now. Reload and try again.`);
    const request = (await loadDisableRequest(ctx.db, request_id))!;
    ctx.audit({ entity: 'provider_disable_request', entityId: request_id, before, after: request });
    const provider = await requireProvider(ctx.db, before.provider_id);
    let info = (await loadProviderInfo(ctx.db, provider.id))!;
    if (decision === 'approve') {
      if (!providerMoveFor(provider.status, 'disabled')) throw conflict(`Provider ${provider.id} (${provider.name}) is ${provider.status}; it cannot be disabled.`);
      info = await setStatusNow(ctx, provider.id, info.version, 'disabled');
    }
    return { request, provider_info: info };
  },

  ...providerExtraHandlers,
};
