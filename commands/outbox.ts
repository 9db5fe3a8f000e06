// Delivery: the outbox of email and SMS, its states, retry and cancel (issue 11; docs/delivery.md).
// Every message any command sends is an outbox row; the worker delivers it (SMTP, the SMS API, or the
// outbox itself when neither is configured). outbox.list's id and its `status` filter are a contract:
// the dashboard counts failures with { status: 'failed', page: 1, page_size: 1 } and reads `total`.
import { z } from 'zod';
import { outboxChannels, outboxShownStatus, outboxStatus } from '../src/domain/enums/delivery';
import { isoDate } from './application-workflow-fields';
import { defineCommand, type CommandContext } from './define';
import { codeOf, keyword, page, pageSize, pagedResult, recordId, sortDir } from './fields';

const outboxId = recordId('Outbox message id');
const onMessage = (ctx: CommandContext) => ctx.record?.kind === 'outboxMessage';
const onStatus = (status: string) => (ctx: CommandContext) => onMessage(ctx) && (ctx.record?.fields?.status === undefined || ctx.record.fields.status === status);
const fromMessage = (ctx: CommandContext) => (onMessage(ctx) ? { outbox_id: ctx.record!.id } : {});

export const outboxRow = z.object({
  id: z.number().int(),
  channel: codeOf('Channel', outboxChannels),
  recipient: z.string(),
  subject: z.string(),
  /** The start of the text as sent (HTML reduced to its text). */
  preview: z.string(),
  status: codeOf('Status', outboxStatus),
  attempts: z.number().int(),
  /** The command (or 'login') that sent it. */
  origin: z.string().nullable(),
  /** 'outbox' (kept here, no provider configured), 'smtp' or 'http-sms'; null before the first attempt. */
  provider: z.string().nullable(),
  last_error: z.string().nullable(),
  /** When the worker tries next (queued rows); a scheduled message's send time. */
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxRow = z.infer<typeof outboxRow>;

export const outboxAttemptRow = z.object({
  attempt: z.number().int(),
  provider: z.string(),
  outcome: z.enum(['sent', 'retry', 'failed']),
  retryable: z.boolean().nullable(),
  error: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  duration_ms: z.number().int(),
  retry_at: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string(),
});

export const outboxDetailShape = outboxRow.extend({
  body: z.string(),
  format: z.enum(['text', 'html']),
  /** The message as its recipient reads it: the body, or the text of an HTML body. */
  text: z.string(),
  idempotency_key: z.string().nullable(),
  not_before: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  /** Attempts before the worker gives up. */
  max_attempts: z.number().int(),
  /** Every attempt, oldest first, including those before a manual retry. */
  attempt_log: z.array(outboxAttemptRow),
  can_retry: z.boolean(),
  can_cancel: z.boolean(),
});

export const outboxList = defineCommand({
  id: 'outbox.list',
  api: 'outbox_list',
  title: 'List outbox messages',
  area: 'outbox',
  kind: 'query',
  keywords: ['outbox', 'email', 'sms', 'delivery', 'failed messages', 'queued', 'sent'],
  args: z
    .strictObject({
      page,
      page_size: pageSize,
      channel: codeOf('Channel', outboxChannels).optional(),
      /** The status as shown: 'kept' is sent by the built-in outbox transport (no provider), 'sent' by a provider. */
      status: codeOf('Status', outboxShownStatus).optional(),
      keyword,
      date_from: isoDate('From date').optional(),
      date_to: isoDate('To date').optional(),
      sort_by: z.enum(['created_at', 'next_attempt_at', 'sent_at', 'id']).default('created_at'),
      sort_dir: sortDir,
    })
    .refine((a) => !a.date_from || !a.date_to || a.date_from <= a.date_to, { path: ['date_to'], message: 'To date must not be before from date.' }),
  result: pagedResult(outboxRow),
});

export const outboxSummary = defineCommand({
  id: 'outbox.summary',
  api: 'outbox_summary',
  title: 'Outbox summary',
  area: 'outbox',
  kind: 'query',
  keywords: ['delivery', 'smtp', 'sms provider', 'counts'],
  args: z.strictObject({}),
  result: z.object({
    /** By the status as shown (outboxShownStatus): 'sent' is what a provider took, 'kept' what the outbox kept with no provider. */
    counts: z.object({ queued: z.number().int(), sending: z.number().int(), sent: z.number().int(), kept: z.number().int(), failed: z.number().int(), cancelled: z.number().int() }),
    /** Queued messages whose time has not come (scheduled, or waiting for a retry). */
    waiting: z.number().int(),
    /** How each channel is delivered: 'outbox' means kept in the outbox (no provider configured). */
    email_transport: z.string(),
    sms_transport: z.string(),
    max_attempts: z.number().int(),
  }),
});

export const outboxDetail = defineCommand({
  id: 'outbox.detail',
  api: 'outbox_detail',
  title: 'Open outbox message',
  area: 'outbox',
  kind: 'query',
  keywords: ['message text', 'attempts', 'errors'],
  when: onMessage,
  fill: fromMessage,
  recordArg: 'outbox_id',
  args: z.strictObject({ outbox_id: outboxId }),
  result: z.object({ message: outboxDetailShape }),
});

export const outboxRetry = defineCommand({
  id: 'outbox.retry',
  irreversible: { reason: 'it delivers the message' },
  api: 'outbox_retry',
  title: 'Retry failed message now',
  area: 'outbox',
  kind: 'action',
  kbd: 'alt+shift+r',
  keywords: ['resend', 'send again', 'failed'],
  when: onStatus('failed'),
  fill: fromMessage,
  recordArg: 'outbox_id',
  args: z.strictObject({ outbox_id: outboxId }),
  result: z.object({ message: outboxRow }),
});

export const outboxCancel = defineCommand({
  id: 'outbox.cancel',
  api: 'outbox_cancel',
  title: 'Cancel queued message',
  area: 'outbox',
  kind: 'action',
  danger: true,
  kbd: 'alt+shift+x',
  keywords: ['stop', 'do not send', 'scheduled'],
  when: onStatus('queued'),
  fill: fromMessage,
  recordArg: 'outbox_id',
  args: z.strictObject({ outbox_id: outboxId }),
  result: z.object({ message: outboxRow }),
});

export const outboxCommands = [outboxList, outboxSummary, outboxDetail, outboxRetry, outboxCancel] as const;
