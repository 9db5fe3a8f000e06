// A provider's attachments (the company file among them), its block list (workers it refuses), and its
// settings: referral page config, custom positions, queued SMS and style customisation (spec §7
// Providers). Part of the provider noun: providerCommands lists these too.
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_SIZE_TEXT } from '../src/domain/attachment-rules';
import { FILE_PICKER } from './attachments';
import { defineCommand, type CommandContext } from './define';
import { opposite } from './inverse';
import { keyword, page, pageSize, pagedResult, recordId, version } from './fields';
import { blockedStaffRow, fileCategory, fromRecord, onProvider, optionalText, providerAttachmentRow, providerId, requiredText } from './provider-fields';

const onBlock = (ctx: CommandContext) => ctx.record?.kind === 'providerBlock';
const withPicker = (ctx: CommandContext) => onProvider(ctx) && ctx.record?.fields?.[FILE_PICKER] === true;
const fromProvider = fromRecord('provider', 'provider_id', false);

const file = z
  .file({ error: 'File must be a file, sent as multipart/form-data.' })
  .max(MAX_ATTACHMENT_BYTES, `File is larger than ${MAX_ATTACHMENT_SIZE_TEXT}, the limit.`);

export const providerAttachmentList = defineCommand({
  id: 'provider.attachments',
  api: 'provider_attachment_list',
  title: 'List provider attachments',
  area: 'provider',
  kind: 'query',
  keywords: ['files', 'documents', 'company file'],
  when: onProvider,
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId }),
  result: z.object({ attachment_list: z.array(providerAttachmentRow), total_size: z.number().int() }),
});

export const addProviderAttachment = defineCommand({
  id: 'provider.addAttachment',
  api: 'add_provider_attachment',
  title: 'Add provider attachment',
  area: 'provider',
  kind: 'action',
  keywords: ['upload', 'company file', 'document', 'insurance', 'agreement'],
  when: withPicker,
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId, category: fileCategory, file }),
  result: z.object({ attachment: providerAttachmentRow }),
});

export const deleteProviderAttachment = defineCommand({
  id: 'provider.deleteAttachment',
  api: 'delete_provider_attachment',
  title: 'Delete provider attachment',
  area: 'provider',
  kind: 'action',
  danger: true,
  keywords: ['remove', 'file', 'document'],
  when: onProvider,
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId, attachment_id: recordId('Attachment id') }),
  argSources: {
    attachment_id: {
      command: 'provider.attachments',
      args: (known) => (known.provider_id ? { provider_id: known.provider_id } : undefined),
      options: (r: { attachment_list: z.infer<typeof providerAttachmentRow>[] }) => r.attachment_list.map((a) => ({ value: a.id, label: a.file_name })),
    },
  },
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const providerBlockList = defineCommand({
  id: 'provider.blockList',
  api: 'provider_block_list',
  title: 'List blocked workers',
  area: 'provider',
  kind: 'query',
  keywords: ['block list', 'blacklist', 'refused workers', 'do not send'],
  fill: fromProvider,
  args: z.strictObject({ page, page_size: pageSize, keyword, provider_id: providerId }),
  result: pagedResult(blockedStaffRow),
});

export const addProviderBlock = defineCommand({
  id: 'provider.block',
  inverse: opposite('provider.unblock', (_o, c) => ({ block_id: c.after?.id }), 'after'),
  api: 'add_provider_block',
  title: 'Block worker for provider',
  area: 'provider',
  kind: 'action',
  keywords: ['block list', 'refuse worker', 'do not send', 'blacklist'],
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId, staff_id: recordId('Staff id'), reason: requiredText('Reason', 500) }),
  result: z.object({ block: blockedStaffRow }),
});

export const removeProviderBlock = defineCommand({
  id: 'provider.unblock',
  inverse: opposite('provider.block', (_o, c) => ({ provider_id: c.before?.provider_id, staff_id: c.before?.staff_id, ...(c.before?.reason ? { reason: c.before.reason } : {}) }), 'before'),
  api: 'remove_provider_block',
  title: 'Remove worker from block list',
  area: 'provider',
  kind: 'action',
  kbd: 'shift+u',
  danger: true,
  keywords: ['unblock', 'block list', 'allow worker'],
  when: onBlock,
  fill: fromRecord('providerBlock', 'block_id', false),
  recordArg: 'block_id',
  args: z.strictObject({ block_id: recordId('Block id') }),
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

const hexColour = (label: string) =>
  z.string({ error: `${label} must be a colour such as #1890ff.` }).trim().regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a hex colour such as #1890ff.`);

export const providerSettingsShape = z.object({
  provider_id: z.number().int(),
  referral: z.object({ enabled: z.boolean(), headline: z.string(), intro: z.string(), bonus_cents: z.number().int() }),
  custom_positions: z.array(z.string()),
  style: z.object({ primary_color: z.string(), accent_color: z.string(), logo_text: z.string() }),
  /** 0 until the provider first changes a setting. */
  version: z.number().int(),
});

export const providerSettings = defineCommand({
  id: 'provider.settings',
  api: 'provider_settings',
  title: 'Show provider settings',
  area: 'provider',
  kind: 'query',
  keywords: ['referral page', 'custom positions', 'style', 'colours'],
  when: onProvider,
  fill: fromProvider,
  args: z.strictObject({ provider_id: providerId }),
  result: z.object({ config: providerSettingsShape }),
});

export const saveReferralConfig = defineCommand({
  id: 'provider.saveReferralConfig',
  api: 'save_provider_referral_config',
  title: 'Save provider referral page',
  area: 'provider',
  kind: 'action',
  keywords: ['referral page', 'refer a friend', 'bonus'],
  when: onProvider,
  fill: fromProvider,
  args: z.strictObject({
    provider_id: providerId,
    version,
    enabled: z.boolean({ error: 'Enabled must be true or false.' }),
    headline: optionalText('Headline', 120),
    intro: optionalText('Introduction', 1000),
    bonus_cents: z.number({ error: 'Bonus must be a number of cents.' }).int('Bonus must be whole cents.').min(0, 'Bonus must not be negative.').max(1_000_000, 'Bonus is at most $10,000.'),
  }),
  result: z.object({ config: providerSettingsShape }),
});

export const saveCustomPositions = defineCommand({
  id: 'provider.saveCustomPositions',
  api: 'save_provider_custom_positions',
  title: 'Save provider custom positions',
  area: 'provider',
  kind: 'action',
  keywords: ['positions', 'job titles', 'roles'],
  when: onProvider,
  fill: fromProvider,
  args: z.strictObject({
    provider_id: providerId,
    version,
    positions: z.array(requiredText('Position', 80), { error: 'Positions must be a list of names.' }).max(50, 'At most 50 custom positions.')
      .refine((list) => new Set(list.map((p) => p.toLowerCase())).size === list.length, 'Positions must not repeat.'),
  }),
  result: z.object({ config: providerSettingsShape }),
});

export const saveProviderStyle = defineCommand({
  id: 'provider.saveStyle',
  api: 'save_provider_style',
  title: 'Save provider style',
  area: 'provider',
  kind: 'action',
  keywords: ['style', 'colours', 'branding', 'logo'],
  when: onProvider,
  fill: fromProvider,
  args: z.strictObject({
    provider_id: providerId,
    version,
    primary_color: hexColour('Primary colour'),
    accent_color: hexColour('Accent colour'),
    logo_text: optionalText('Logo text', 40),
  }),
  result: z.object({ config: providerSettingsShape }),
});

export const queuedSmsRow = z.object({
  id: z.number().int(),
  recipient: z.string(),
  recipient_name: z.string(),
  body: z.string(),
  status: z.string(),
  created_at: z.string(),
});

export const providerQueueSmsList = defineCommand({
  id: 'provider.queuedSms',
  api: 'provider_queue_sms_list',
  title: 'List provider queued SMS',
  area: 'provider',
  kind: 'query',
  keywords: ['sms', 'text messages', 'outbox', 'queue'],
  fill: fromProvider,
  args: z.strictObject({ page, page_size: pageSize, keyword, provider_id: providerId }),
  result: pagedResult(queuedSmsRow),
});

export const providerExtraCommands = [
  providerAttachmentList, addProviderAttachment, deleteProviderAttachment, providerBlockList, addProviderBlock, removeProviderBlock,
  providerSettings, saveReferralConfig, saveCustomPositions, saveProviderStyle, providerQueueSmsList,
] as const;
