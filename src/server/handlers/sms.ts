// Handlers of commands/sms.ts: single and staff sends, the batch preview and send (queries/sms/), the
// conversations and the SMS lists. docs/sms.md.
import { desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { smsCommands } from '../../../commands/sms';
import { readIntlPhone, readLoosePhone } from '../../domain/sms/sms-phone';
import { MAX_SCHEDULE_DAYS, MAX_SMS_SEGMENTS } from '../../domain/sms/sms-rules';
import { smsSize } from '../../domain/sms/sms-segments';
import { placeholderKey, renderTemplate } from '../../domain/sms/sms-template';
import { invalidArguments, notFound } from '../app-error';
import { smsConversations, smsMessages, staff } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { containing } from '../queries/staff-keyword';
import { planBatch } from '../queries/sms/batch-plan';
import { sendBatch } from '../queries/sms/batch-send';
import { loadMessage, messageKeyword, messageRows, sendSms, staffByPhone, staffDisplayName } from '../queries/sms/sms-store';
import type { HandlerContext, HandlersFor } from './types';

const DAY_MS = 86_400_000;

/** A send's own checks beyond its schema: a future request time and a message that fits. */
function checkSend(message: string, requestTime: string | undefined, ctx: HandlerContext): string | null {
  const problems: { path: string; message: string }[] = [];
  if (requestTime) {
    const at = Date.parse(requestTime);
    if (at <= ctx.now.getTime()) problems.push({ path: 'request_time', message: 'Request time must be in the future.' });
    else if (at > ctx.now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS) problems.push({ path: 'request_time', message: `Request time must be within ${MAX_SCHEDULE_DAYS} days.` });
  }
  const { segments } = smsSize(message);
  if (segments > MAX_SMS_SEGMENTS) problems.push({ path: 'message', message: `Message is too long: ${segments} SMS parts (at most ${MAX_SMS_SEGMENTS}).` });
  if (problems.length) throw invalidArguments(problems);
  return requestTime ? new Date(requestTime).toISOString() : null;
}

const digitsOf = (keyword: string) => keyword.replace(/\D/g, '');

type MessageListArgs = { page: number; page_size: number; sort_by?: 'created_at'; sort_dir?: 'asc' | 'desc'; keyword?: string };

const messageListSpec = <A extends MessageListArgs>(name: string, filters: PagedListSpec<A, unknown>['filters']): PagedListSpec<A, unknown> => ({
  name,
  rows: messageRows,
  matching: (db, cols) => db.select(cols).from(smsMessages).leftJoin(staff, eq(staff.id, smsMessages.staffId)).$dynamic(),
  filters,
  sorts: { created_at: smsMessages.createdAt } as PagedListSpec<A, unknown>['sorts'],
  tieBreak: smsMessages.id,
});

const keywordFilter = (keyword: string) => messageKeyword(containing(keyword), digitsOf(keyword));

const historySpec = messageListSpec<MessageListArgs & { staff_id?: number }>('send_sms_staff_history', {
  staff_id: (id) => eq(smsMessages.staffId, id),
  keyword: keywordFilter,
});

const noticeSpec = messageListSpec<MessageListArgs & { direction?: 'out' | 'in'; origin?: string; scheduled?: boolean }>('sms_notice_list', {
  keyword: keywordFilter,
  direction: (d) => eq(smsMessages.direction, d),
  origin: (o) => eq(smsMessages.origin, o),
  scheduled: (s) => (s ? sql`${smsMessages.scheduledFor} > now()` : sql`(${smsMessages.scheduledFor} is null or ${smsMessages.scheduledFor} <= now())`),
});

const contactColumns = {
  id: smsConversations.id, phone: smsConversations.phone, staff_id: smsConversations.staffId, name: staffDisplayName,
  last_body: smsConversations.lastBody, last_direction: sql<'out' | 'in'>`${smsConversations.lastDirection}`, last_message_at: smsConversations.lastMessageAt,
  message_count: smsConversations.messageCount, replies_waiting: smsConversations.repliesWaiting,
};

const contactSpec: PagedListSpec<{ page: number; page_size: number; sort_by?: 'last_message_at'; sort_dir?: 'asc' | 'desc'; keyword?: string }, unknown> = {
  name: 'sms_conversation_contact_list',
  rows: (db) => db.select(contactColumns).from(smsConversations).leftJoin(staff, eq(staff.id, smsConversations.staffId)).$dynamic(),
  matching: (db, cols) => db.select(cols).from(smsConversations).leftJoin(staff, eq(staff.id, smsConversations.staffId)).$dynamic(),
  filters: {
    keyword: (keyword) => {
      const clauses: SQL[] = [sql`(${staff.firstName} || ' ' || ${staff.surname}) ilike ${containing(keyword)}`, sql`${smsConversations.lastBody} ilike ${containing(keyword)}`];
      const digits = digitsOf(keyword);
      if (digits.length >= 3) clauses.push(sql`${smsConversations.phone} like ${`%${digits.replace(/^0/, '')}%`}`);
      return or(...clauses);
    },
  },
  sorts: { last_message_at: smsConversations.lastMessageAt },
  tieBreak: smsConversations.id,
};

export const smsHandlers: HandlersFor<typeof smsCommands> = {
  async 'sms.batchPreview'(args, ctx) {
    return planBatch(args, ctx.now);
  },

  async 'sms.batchSend'(args, ctx) {
    return sendBatch(ctx, args, 'sms.batchSend');
  },

  async 'sms.sendToPhone'({ phone, message, request_time }, ctx) {
    const scheduledFor = checkSend(message, request_time, ctx);
    const recipient = readIntlPhone(phone).recipient!;
    const owner = (await staffByPhone(ctx.db, [recipient])).get(recipient) ?? null;
    const id = await sendSms(ctx, { recipient, body: message, staffId: owner, origin: 'single', commandId: 'sms.sendToPhone', scheduledFor });
    const sent = await loadMessage(ctx.db, id);
    ctx.audit({ entity: 'sms_message', entityId: id, before: null, after: sent });
    return { message: sent };
  },

  async 'sms.sendToStaff'({ staff_id, message, request_time }, ctx) {
    const [person] = await ctx.db.select({ id: staff.id, firstName: staff.firstName, surname: staff.surname, email: staff.email, phone: staff.phone, position: staff.position }).from(staff).where(eq(staff.id, staff_id));
    if (!person) throw notFound('Staff member', staff_id);
    const read = readLoosePhone(person.phone);
    if (read.error) throw invalidArguments([{ path: 'staff_id', message: `${person.firstName} ${person.surname}'s phone number is invalid ('${person.phone}'): correct it on their profile first.` }]);
    // The staff member's own fields fill placeholders, as a sheet's columns do in a batch.
    const values = new Map(Object.entries({ first_name: person.firstName, surname: person.surname, last_name: person.surname, email: person.email, phone: person.phone, position: person.position }).map(([k, v]) => [placeholderKey(k), v]));
    const rendered = renderTemplate(message, values);
    if (rendered.unknown.length) throw invalidArguments([{ path: 'message', message: `Unknown placeholder ${rendered.unknown.map((n) => `{{${n}}}`).join(', ')}: a staff message may use {{first_name}}, {{surname}}, {{email}}, {{phone}} and {{position}}.` }]);
    if (!rendered.text) throw invalidArguments([{ path: 'message', message: 'Message is empty once its placeholders are filled.' }]);
    const scheduledFor = checkSend(rendered.text, request_time, ctx);
    const id = await sendSms(ctx, { recipient: read.recipient!, body: rendered.text, staffId: person.id, origin: 'staff', commandId: 'sms.sendToStaff', scheduledFor });
    const sent = await loadMessage(ctx.db, id);
    ctx.audit({ entity: 'sms_message', entityId: id, before: null, after: sent });
    return { message: sent };
  },

  async 'sms.staffHistory'(args, ctx) {
    return pagedList(ctx.db, historySpec, args, isNotNull(smsMessages.staffId)) as never;
  },

  async 'sms.contacts'(args, ctx) {
    return pagedList(ctx.db, contactSpec, args) as never;
  },

  async 'sms.messages'({ conversation_id }, ctx) {
    const [conversation] = await contactSpec.rows(ctx.db).where(eq(smsConversations.id, conversation_id));
    if (!conversation) throw notFound('Conversation', conversation_id);
    const latest = await messageRows(ctx.db).where(eq(smsMessages.conversationId, conversation_id)).orderBy(desc(smsMessages.createdAt), desc(smsMessages.id)).limit(500);
    return { conversation: conversation as never, list: latest.reverse() as never };
  },

  async 'sms.notices'(args, ctx) {
    return pagedList(ctx.db, noticeSpec, args) as never;
  },
};


