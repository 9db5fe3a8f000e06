// Shapes of the SMS area (commands/sms.ts): argument fields with their messages, and the rows answered.
import { z } from 'zod';
import { DEFAULT_SMS_TEMPLATE } from '../src/domain/constants';
import { MAX_BATCH_ROWS } from '../src/domain/sms/sms-rules';
import { INTL_PHONE_PATTERN, validateIntlPhone } from '../src/domain/validation/phone';
import { PHONE_INVALID } from '../src/domain/validation/messages';
import { messageFrom } from './fields';

/** Spec §5 international phone ('+61 0412345678') with its exact messages. */
export const intlPhone = z
  .string({ error: 'Phone number is required.' })
  .trim()
  .regex(INTL_PHONE_PATTERN, messageFrom(validateIntlPhone, PHONE_INVALID))
  .describe("Country prefix, a space, the number: '+61 0412345678'")
  .meta({ examples: ['+61 0412345678'] });

export const smsText = z
  .string({ error: (issue) => (issue.input === undefined ? 'Message is required.' : 'Message must be text.') })
  .trim()
  .min(1, 'Message is required.')
  .max(2000, 'Message is at most 2,000 characters.')
  .describe('The text; {{first_name}} and other placeholders are filled per person');

export const batchTemplate = z
  .string({ error: 'Message must be text.' })
  .trim()
  .min(1, 'Message is required.')
  .max(2000, 'Message is at most 2,000 characters.')
  .default(DEFAULT_SMS_TEMPLATE)
  .describe('Template with {{column}} placeholders from the sheet headings');

/** When to send; absent means now. Must be in the future (checked against the server's clock). */
export const requestTime = z.iso
  .datetime({ offset: true, error: 'Request time must be a date and time (ISO 8601, with its offset).' })
  .optional()
  .describe('Send at (ISO 8601); absent sends now');

export const sheetData = z
  .string({ error: (issue) => (issue.input === undefined ? 'Sheet data is required.' : 'Sheet data must be text.') })
  .max(500_000, 'Sheet data is at most 500,000 characters.')
  .refine((v) => v.trim().length > 0, 'Sheet data is required: paste rows from a spreadsheet (with their heading row) or CSV text.')
  .describe(`CSV text or rows pasted from a spreadsheet (tab-separated), heading row first; at most ${MAX_BATCH_ROWS} rows`);

export const toColumn = z
  .string({ error: 'To must be text: the heading of the phone column.' })
  .trim()
  .max(100, 'To is at most 100 characters.')
  .optional()
  .describe('Heading of the column holding the phone numbers; found by name (phone, mobile) when absent');

export const batchKey = z
  .string({ error: 'Batch key must be text.' })
  .trim()
  .min(8, 'Batch key is at least 8 characters.')
  .max(64, 'Batch key is at most 64 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Batch key may hold letters, digits, - and _ only.')
  .optional()
  .describe('Names one batch: a second send with the same key answers the first report and texts nobody again');

export const problem = z.object({ field: z.string(), message: z.string() });

export const smsDirection = z.enum(['out', 'in']);
/**
 * Where a message is, as its delivery outbox row says: scheduled (waiting for its time), queued, sending,
 * sent (a provider took it), kept (no SMS provider is configured: it stays in the outbox and reaches no
 * phone), failed, cancelled; received is an inbound reply.
 */
export const smsState = z.enum(['scheduled', 'queued', 'sending', 'sent', 'kept', 'failed', 'cancelled', 'received']);
/** What sent it: one number, a staff member, a batch row, a reply in a conversation, or an inbound message. */
export const smsOrigin = z.enum(['single', 'staff', 'batch', 'inbound']);

export const smsMessageRow = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  direction: smsDirection,
  /** E.164: '+61412345678'. */
  phone: z.string(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  body: z.string(),
  segments: z.number().int(),
  encoding: z.string(),
  origin: smsOrigin,
  state: smsState,
  batch_id: z.number().int().nullable(),
  scheduled_for: z.string().nullable(),
  sent_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type SmsMessageRow = z.infer<typeof smsMessageRow>;

export const contactRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  staff_id: z.number().int().nullable(),
  name: z.string().nullable(),
  last_body: z.string(),
  last_direction: smsDirection,
  last_message_at: z.string(),
  message_count: z.number().int(),
  /** Replies since the last message sent to them. */
  replies_waiting: z.number().int(),
});

export const batchRowPlan = z.object({
  /** The line of the pasted sheet (the heading is line 1), as the spreadsheet numbers it. */
  row: z.number().int(),
  phone: z.string(),
  recipient: z.string().nullable(),
  message: z.string(),
  characters: z.number().int(),
  segments: z.number().int(),
  encoding: z.string(),
  problems: z.array(problem),
});

export const batchSummary = z.object({
  rows: z.number().int(),
  sendable: z.number().int(),
  skipped: z.number().int(),
  segments: z.number().int(),
});

export const batchRowReport = z.object({
  row: z.number().int(),
  recipient: z.string().nullable(),
  message: z.string(),
  segments: z.number().int(),
  status: z.enum(['queued', 'scheduled', 'skipped']),
  problems: z.array(problem),
  message_id: z.number().int().nullable(),
});
