// Writing and reading SMS: each outbound message joins its number's conversation, is recorded with its
// idempotency key and is queued through the messaging adapter in the same transaction, so a message
// exists in the outbox exactly when its row commits.
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { SmsMessageRow } from '../../../../commands/sms-fields';
import { smsSize } from '../../../domain/sms/sms-segments';
import type { Queryable } from '../../db/open';
import { accounts, outbox, smsConversations, smsMessages, staff } from '../../db/schema';
import type { HandlerContext } from '../../handlers/types';

/** '+61412345678' → '0412345678', the form staff phones are stored in. */
const nationalAu = (recipient: string) => (recipient.startsWith('+61') ? `0${recipient.slice(3)}` : null);

/** The staff member each number belongs to (the lowest id when two share one). */
export async function staffByPhone(db: Queryable, recipients: readonly string[]): Promise<Map<string, number>> {
  const forms = [...new Set(recipients.flatMap((r) => [r, nationalAu(r)].filter((x): x is string => !!x)))];
  const found = new Map<string, number>();
  if (!forms.length) return found;
  const rows = await db.select({ id: staff.id, phone: staff.phone }).from(staff).where(inArray(staff.phone, forms)).orderBy(staff.id);
  for (const recipient of recipients) {
    const match = rows.find((r) => r.phone === recipient || r.phone === nationalAu(recipient));
    if (match) found.set(recipient, match.id);
  }
  return found;
}

export interface Outbound {
  recipient: string;
  body: string;
  staffId: number | null;
  origin: 'single' | 'staff' | 'batch';
  /** The command that sent it, for the outbox's 'sent by' column. */
  commandId: string;
  batchId?: number;
  /** Defaults to 'sms-message:<id>'. */
  idempotencyKey?: string;
  scheduledFor: string | null;
}

/** Records one outbound SMS in its conversation and queues it; answers the message id. */
export async function sendSms(ctx: HandlerContext, out: Outbound): Promise<number> {
  const [conversation] = await ctx.db.insert(smsConversations)
    .values({ phone: out.recipient, staffId: out.staffId, lastMessageAt: ctx.now.toISOString(), lastBody: out.body, lastDirection: 'out', messageCount: 1 })
    .onConflictDoUpdate({
      target: smsConversations.phone,
      set: {
        lastMessageAt: ctx.now.toISOString(), lastBody: out.body, lastDirection: 'out', repliesWaiting: 0,
        messageCount: sql`${smsConversations.messageCount} + 1`,
        staffId: sql`coalesce(excluded.staff_id, ${smsConversations.staffId})`,
      },
    })
    .returning({ id: smsConversations.id, staffId: smsConversations.staffId });
  const size = smsSize(out.body);
  const [message] = await ctx.db.insert(smsMessages).values({
    conversationId: conversation!.id, direction: 'out', phone: out.recipient, staffId: out.staffId ?? conversation!.staffId, body: out.body,
    segments: size.segments, encoding: size.encoding, origin: out.origin, batchId: out.batchId ?? null, idempotencyKey: out.idempotencyKey ?? null,
    scheduledFor: out.scheduledFor, sentBy: ctx.account?.id ?? null, createdAt: ctx.now.toISOString(),
  }).returning({ id: smsMessages.id });
  const idempotencyKey = out.idempotencyKey ?? `sms-message:${message!.id}`;
  if (!out.idempotencyKey) await ctx.db.update(smsMessages).set({ idempotencyKey }).where(eq(smsMessages.id, message!.id));
  await ctx.adapters.messenger.enqueue(ctx.db, {
    channel: 'sms', recipient: out.recipient, body: out.body, idempotencyKey,
    notBefore: out.scheduledFor ? new Date(out.scheduledFor) : undefined, origin: out.commandId,
  });
  return message!.id;
}

export const staffDisplayName = sql<string | null>`case when ${staff.id} is null then null else ${staff.firstName} || ' ' || ${staff.surname} end`;

export const messageColumns = {
  id: smsMessages.id, conversation_id: smsMessages.conversationId, direction: smsMessages.direction, phone: smsMessages.phone,
  staff_id: smsMessages.staffId, staff_name: staffDisplayName, body: smsMessages.body, segments: smsMessages.segments, encoding: smsMessages.encoding,
  origin: smsMessages.origin,
  // The outbox's truth (its row has the message's idempotency key): 'sent' by the built-in 'outbox'
  // transport means no SMS provider is configured, so the text reached no phone ('kept').
  state: sql<string>`case when ${smsMessages.direction} = 'in' then 'received'
    when ${outbox.status} = 'sent' and ${outbox.provider} = 'outbox' then 'kept'
    when ${outbox.status} in ('sending', 'sent', 'failed', 'cancelled') then ${outbox.status}
    when ${smsMessages.scheduledFor} > now() then 'scheduled' else 'queued' end`,
  batch_id: smsMessages.batchId, scheduled_for: smsMessages.scheduledFor, sent_by_name: accounts.name, created_at: smsMessages.createdAt,
};

export const messageRows = (db: Queryable) =>
  db.select(messageColumns).from(smsMessages)
    .leftJoin(outbox, eq(outbox.idempotencyKey, smsMessages.idempotencyKey))
    .leftJoin(staff, eq(staff.id, smsMessages.staffId))
    .leftJoin(accounts, eq(accounts.id, smsMessages.sentBy))
    .$dynamic();

export const asMessage = (row: Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number]): SmsMessageRow => row as SmsMessageRow;

export async function loadMessage(db: Queryable, id: number): Promise<SmsMessageRow> {
  const [row] = await messageRows(db).where(eq(smsMessages.id, id));
  return asMessage(row!);
}

/** Keyword over the number (digits as typed, with or without the 0), the body and the staff name. */
export function messageKeyword(containingText: string, digits: string) {
  const clauses = [sql`${smsMessages.body} ilike ${containingText}`, sql`(${staff.firstName} || ' ' || ${staff.surname}) ilike ${containingText}`];
  if (digits.length >= 3) clauses.push(sql`${smsMessages.phone} like ${`%${digits.replace(/^0/, '')}%`}`);
  return or(...clauses)!;
}

