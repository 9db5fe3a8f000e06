// Handlers of commands/provider-extras.ts: a provider's attachments (files staged by the file-storage
// adapter before the transaction, file-store-staging.ts), its block list, its settings and queued SMS.
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { providerBlockList, providerExtraCommands, providerQueueSmsList, providerSettingsShape, queuedSmsRow } from '../../../commands/provider-extras';
import type { blockedStaffRow } from '../../../commands/provider-fields';
import type { z } from 'zod';
import { ERR } from '../../domain/errors';
import { AppError, conflict, notFound } from '../app-error';
import { StagedFile } from '../adapters/file-store-upload';
import type { Queryable } from '../db/open';
import { outbox, providerAttachments, providerBlockedStaff, providerSettings, staff } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { containing, staffName } from '../queries/staff-keyword';
import { attachmentColumns, providerAttachmentUrl, requireProvider } from './provider-rows';
import type { HandlerContext, HandlersFor } from './types';

type Settings = z.infer<typeof providerSettingsShape>;

const withUrl = <T extends { id: number }>(row: T) => ({ ...row, download_url: providerAttachmentUrl(row.id) });

const blockColumns = {
  id: providerBlockedStaff.id, provider_id: providerBlockedStaff.providerId, staff_id: providerBlockedStaff.staffId, name: staffName,
  email: staff.email, phone: staff.phone, position: staff.position, reason: providerBlockedStaff.reason,
  created_by_name: sql<string>`coalesce((select a.name from accounts a where a.id = "provider_blocked_staff"."created_by"), 'System')`,
  created_at: providerBlockedStaff.createdAt,
};
const blockRows = (db: Queryable) => db.select(blockColumns).from(providerBlockedStaff).innerJoin(staff, eq(staff.id, providerBlockedStaff.staffId)).$dynamic();

const blockSpec: PagedListSpec<ParsedArgsOf<typeof providerBlockList>, z.infer<typeof blockedStaffRow>> = {
  name: 'provider_block_list',
  rows: blockRows,
  matching: (db, columns) => db.select(columns).from(providerBlockedStaff).innerJoin(staff, eq(staff.id, providerBlockedStaff.staffId)).$dynamic(),
  filters: {
    keyword: (k) => or(ilike(staffName, containing(k)), ilike(staff.email, containing(k)), ilike(providerBlockedStaff.reason, containing(k))),
    provider_id: (id) => eq(providerBlockedStaff.providerId, id),
  },
  sorts: {},
  tieBreak: providerBlockedStaff.id,
};

/** Whom a provider's SMS go to: its own number and its operators' phones. */
const providerPhones = (providerId: number) => sql`(select p.phone_number from providers p where p.id = ${providerId}
  union select o.phone from provider_operators o where o.provider_id = ${providerId} and o.phone <> '')`;
const recipientName = sql<string>`coalesce(
  (select o.first_name || ' ' || o.surname from provider_operators o where o.phone = "outbox"."recipient" limit 1),
  (select p.name from providers p where p.phone_number = "outbox"."recipient" limit 1), '')`;
const smsColumns = { id: outbox.id, recipient: outbox.recipient, recipient_name: recipientName, body: outbox.body, status: outbox.status, created_at: outbox.createdAt };

const smsSpec: PagedListSpec<ParsedArgsOf<typeof providerQueueSmsList>, z.infer<typeof queuedSmsRow>> = {
  name: 'provider_queue_sms_list',
  rows: (db) => db.select(smsColumns).from(outbox).$dynamic(),
  matching: (db, columns) => db.select(columns).from(outbox).$dynamic(),
  filters: {
    keyword: (k) => or(ilike(outbox.body, containing(k)), eq(outbox.recipient, k)),
    provider_id: (id) => sql`${outbox.recipient} in ${providerPhones(id)}`,
  },
  sorts: {},
  tieBreak: outbox.id,
};

const DEFAULTS = { referralEnabled: true, referralHeadline: '', referralIntro: '', referralBonusCents: 0, customPositions: [] as string[], primaryColor: '#1890ff', accentColor: '#13c2c2', logoText: '', version: 0 };

async function loadSettings(db: Queryable, providerId: number): Promise<Settings> {
  await requireProvider(db, providerId);
  const [row] = await db.select().from(providerSettings).where(eq(providerSettings.id, providerId));
  const s = row ?? DEFAULTS;
  return {
    provider_id: providerId,
    referral: { enabled: s.referralEnabled, headline: s.referralHeadline, intro: s.referralIntro, bonus_cents: s.referralBonusCents },
    custom_positions: s.customPositions,
    style: { primary_color: s.primaryColor, accent_color: s.accentColor, logo_text: s.logoText },
    version: s.version,
  };
}

/**
 * Writes settings at the version the caller saw: 0 creates the row (a second creator hits the primary
 * key and is told to reload), any other version updates it conditionally.
 */
async function saveSettings(ctx: HandlerContext, providerId: number, seen: number, set: Partial<typeof providerSettings.$inferInsert>): Promise<{ config: Settings }> {
  const before = await loadSettings(ctx.db, providerId);
  const stale = () => conflict(`Settings of provider ${providerId} were changed by someone else (now version ${before.version}, you had ${seen}). Reload and try again.`, { current_version: before.version });
  if (before.version !== seen) throw stale();
  if (seen === 0) {
    const made = await ctx.db.insert(providerSettings).values({ id: providerId, ...set }).onConflictDoNothing().returning({ id: providerSettings.id });
    if (!made.length) throw stale();
  } else {
    const written = await ctx.db.update(providerSettings).set({ ...set, version: seen + 1, updatedAt: sql`now()` })
      .where(and(eq(providerSettings.id, providerId), eq(providerSettings.version, seen))).returning({ id: providerSettings.id });
    if (!written.length) throw stale();
  }
  const after = await loadSettings(ctx.db, providerId);
  ctx.audit({ entity: 'provider_settings', entityId: providerId, before, after });
  return { config: after };
}

export const providerExtraHandlers: HandlersFor<typeof providerExtraCommands> = {
  async 'provider.attachments'({ provider_id }, ctx) {
    await requireProvider(ctx.db, provider_id);
    const rows = await ctx.db.select(attachmentColumns).from(providerAttachments).where(eq(providerAttachments.providerId, provider_id))
      .orderBy(desc(providerAttachments.createdAt), desc(providerAttachments.id));
    return { attachment_list: rows.map(withUrl), total_size: rows.reduce((n, r) => n + r.size, 0) };
  },

  async 'provider.addAttachment'({ provider_id, category, file }, ctx) {
    if (!(file instanceof StagedFile)) throw new AppError(ERR.internal, 'Internal error: the upload was not kept before its command ran.');
    await requireProvider(ctx.db, provider_id);
    const [row] = await ctx.db.insert(providerAttachments).values({
      providerId: provider_id, category, fileName: file.file_name, storageKey: file.storage_key, mimeType: file.detected.mime, sizeBytes: file.size_bytes,
      uploadedById: ctx.account?.id ?? null, uploadedByName: ctx.account?.name ?? 'System',
    }).returning({ id: providerAttachments.id });
    const [made] = await ctx.db.select(attachmentColumns).from(providerAttachments).where(eq(providerAttachments.id, row.id));
    const attachment = withUrl(made);
    ctx.audit({ entity: 'provider_attachment', entityId: row.id, before: null, after: attachment });
    return { attachment };
  },

  async 'provider.deleteAttachment'({ provider_id, attachment_id }, ctx) {
    const [row] = await ctx.db.select(attachmentColumns).from(providerAttachments)
      .where(and(eq(providerAttachments.id, attachment_id), eq(providerAttachments.providerId, provider_id)));
    if (!row) throw notFound('Attachment', attachment_id);
    await ctx.db.delete(providerAttachments).where(eq(providerAttachments.id, attachment_id));
    ctx.audit({ entity: 'provider_attachment', entityId: attachment_id, before: withUrl(row), after: null });
    return { id: attachment_id, deleted: true as const };
  },

  'provider.blockList': (args, ctx) => pagedList(ctx.db, blockSpec, args),

  async 'provider.block'({ provider_id, staff_id, reason }, ctx) {
    const provider = await requireProvider(ctx.db, provider_id);
    const [person] = await ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.id, staff_id));
    if (!person) throw notFound('Staff', staff_id);
    const made = await ctx.db.insert(providerBlockedStaff).values({ providerId: provider_id, staffId: staff_id, reason, createdBy: ctx.account?.id ?? null })
      .onConflictDoNothing().returning({ id: providerBlockedStaff.id });
    if (!made.length) throw conflict(`Staff ${staff_id} is already on ${provider.name}'s block list.`);
    const [block] = await blockRows(ctx.db).where(eq(providerBlockedStaff.id, made[0].id));
    ctx.audit({ entity: 'provider_block', entityId: made[0].id, before: null, after: block });
    return { block };
  },

  async 'provider.unblock'({ block_id }, ctx) {
    const [block] = await blockRows(ctx.db).where(eq(providerBlockedStaff.id, block_id));
    if (!block) throw notFound('Block', block_id);
    await ctx.db.delete(providerBlockedStaff).where(eq(providerBlockedStaff.id, block_id));
    ctx.audit({ entity: 'provider_block', entityId: block_id, before: block, after: null });
    return { id: block_id, deleted: true as const };
  },

  'provider.settings': async ({ provider_id }, ctx) => ({ config: await loadSettings(ctx.db, provider_id) }),

  'provider.saveReferralConfig': ({ provider_id, version, enabled, headline, intro, bonus_cents }, ctx) =>
    saveSettings(ctx, provider_id, version, { referralEnabled: enabled, referralHeadline: headline, referralIntro: intro, referralBonusCents: bonus_cents }),

  'provider.saveCustomPositions': ({ provider_id, version, positions }, ctx) => saveSettings(ctx, provider_id, version, { customPositions: positions }),

  'provider.saveStyle': ({ provider_id, version, primary_color, accent_color, logo_text }, ctx) =>
    saveSettings(ctx, provider_id, version, { primaryColor: primary_color.toLowerCase(), accentColor: accent_color.toLowerCase(), logoText: logo_text }),

  async 'provider.queuedSms'(args, ctx) {
    await requireProvider(ctx.db, args.provider_id);
    return pagedList(ctx.db, smsSpec, args, eq(outbox.channel, 'sms'));
  },
};
