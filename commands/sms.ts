// SMS: single, batch from a sheet with preview, conversations, staff history, SMS notice list (spec §7
// "SMS and links" batch_send_sms; "Staff" sms_conversation_contact_list, sms_conversation_message_list,
// send_sms_by_phone_number, send_sms_to_staff, send_sms_staff_history; "Others" sms notice list).
// Every send is queued through the messaging adapter in the command's transaction. See docs/sms.md.
import { z } from 'zod';
import { onPerson } from './application-workflow-fields';
import { defineCommand, type CommandContext } from './define';
import { keyword, page, pageSize, pagedResult, recordId, sortDir } from './fields';
import {
  batchKey, batchRowPlan, batchRowReport, batchSummary, batchTemplate, contactRow, intlPhone, problem, requestTime, sheetData,
  smsDirection, smsMessageRow, smsOrigin, smsText, toColumn,
} from './sms-fields';

const staffId = recordId('Staff id');
const conversationId = recordId('Conversation id');
/** The person in view: an applicant or worker, or the applicant of a focused application (its staff_id). */
const fromPerson = (ctx: CommandContext) => {
  if (onPerson(ctx)) return { staff_id: ctx.record!.id };
  const applicant = ctx.record?.kind === 'application' ? ctx.record.fields?.staff_id : undefined;
  return typeof applicant === 'number' ? { staff_id: applicant } : {};
};

const batchArgs = z.strictObject({
  sheet_data: sheetData,
  to: toColumn,
  message: batchTemplate,
  request_time: requestTime,
  batch_key: batchKey,
});

export const batchPreview = defineCommand({
  id: 'sms.batchPreview',
  api: 'batch_send_sms_preview',
  title: 'Preview batch SMS',
  area: 'sms',
  kind: 'query',
  keywords: ['sheet', 'spreadsheet', 'bulk sms', 'check'],
  args: batchArgs,
  result: z.object({
    columns: z.array(z.string()),
    /** The heading read as the phone column, null when none could be found. */
    to_column: z.string().nullable(),
    placeholders: z.array(z.string()),
    rows: z.array(batchRowPlan),
    /** Problems of the whole batch (no phone column, a past request time); the send refuses these. */
    problems: z.array(problem),
    summary: batchSummary,
    request_time: z.string().nullable(),
    /** What the send will do, in one sentence (rows with problems are skipped). */
    policy: z.string(),
  }),
});

export const batchSend = defineCommand({
  id: 'sms.batchSend',
  irreversible: { reason: 'it sends text messages' },
  api: 'batch_send_sms',
  title: 'Send batch SMS from a sheet',
  area: 'sms',
  kind: 'action',
  preview: 'sms.batchPreview',
  keywords: ['sheet', 'spreadsheet', 'bulk sms', 'text many', 'campaign', 'schedule'],
  args: batchArgs,
  result: z.object({
    batch: z.object({
      id: z.number().int(),
      batch_key: z.string(),
      to_column: z.string(),
      request_time: z.string().nullable(),
      created_at: z.string(),
      /** True when this key (or the same sheet, message and time within a day) was sent before: nothing new was sent. */
      already_sent: z.boolean(),
    }),
    summary: batchSummary,
    rows: z.array(batchRowReport),
  }),
});

export const sendByPhone = defineCommand({
  id: 'sms.sendToPhone',
  irreversible: { reason: 'it sends a text message' },
  api: 'send_sms_by_phone_number',
  title: 'Send SMS to a phone number',
  area: 'sms',
  kind: 'action',
  keywords: ['text message', 'single sms', 'reply'],
  args: z.strictObject({ phone: intlPhone, message: smsText, request_time: requestTime }),
  result: z.object({ message: smsMessageRow }),
});

export const sendToStaff = defineCommand({
  id: 'sms.sendToStaff',
  irreversible: { reason: 'it sends a text message', sends: 'sms' },
  api: 'send_sms_to_staff',
  title: 'Send SMS to a staff member',
  area: 'sms',
  kind: 'action',
  keywords: ['text message', 'sms worker', 'sms applicant'],
  // M for message: on a focused person or application, or over a selection (the bulk panel's dry run).
  kbd: 'shift+m',
  fill: fromPerson,
  // Over a selection of applicants or workers, and `.` on the next row, each gets the same text.
  recordArg: 'staff_id',
  args: z.strictObject({ staff_id: staffId, message: smsText, request_time: requestTime }),
  result: z.object({ message: smsMessageRow }),
});

export const staffHistory = defineCommand({
  id: 'sms.staffHistory',
  api: 'send_sms_staff_history',
  title: 'Staff SMS history',
  area: 'sms',
  kind: 'query',
  keywords: ['sms sent', 'text messages', 'history'],
  fill: fromPerson,
  args: z.strictObject({
    staff_id: staffId.optional(),
    keyword,
    page,
    page_size: pageSize,
    sort_by: z.enum(['created_at']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(smsMessageRow),
});

export const contactList = defineCommand({
  id: 'sms.contacts',
  api: 'sms_conversation_contact_list',
  title: 'SMS conversations',
  area: 'sms',
  kind: 'query',
  keywords: ['sms inbox', 'replies', 'contacts'],
  args: z.strictObject({
    keyword,
    page,
    page_size: pageSize,
    sort_by: z.enum(['last_message_at']).default('last_message_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(contactRow),
});

export const messageList = defineCommand({
  id: 'sms.messages',
  api: 'sms_conversation_message_list',
  title: 'SMS conversation messages',
  area: 'sms',
  kind: 'query',
  args: z.strictObject({ conversation_id: conversationId }),
  result: z.object({
    conversation: contactRow,
    /** Oldest first, the latest 500. */
    list: z.array(smsMessageRow),
  }),
});

export const noticeList = defineCommand({
  id: 'sms.notices',
  api: 'sms_notice_list',
  title: 'SMS notice list',
  area: 'sms',
  kind: 'query',
  keywords: ['sms log', 'sent sms', 'scheduled sms'],
  args: z.strictObject({
    keyword,
    direction: smsDirection.optional(),
    origin: smsOrigin.optional(),
    scheduled: z.boolean({ error: 'Scheduled must be true or false.' }).optional().describe('Only messages waiting for their time'),
    page,
    page_size: pageSize,
    sort_by: z.enum(['created_at']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(smsMessageRow),
});

export const smsCommands = [batchPreview, batchSend, sendByPhone, sendToStaff, staffHistory, contactList, messageList, noticeList] as const;
