// Demo rows of the SMS area: conversations with enabled staff (shift offers and their replies, as a
// provider webhook would deliver them), a few numbers that are nobody's, and one batch sent from a sheet
// with a bad row skipped. Only this area's tables: delivery of these past messages is not replayed.
import { asc, eq } from 'drizzle-orm';
import { smsSize } from '../../../domain/sms/sms-segments';
import { smsBatches, smsBatchRows, smsConversations, smsMessages, staff } from '../../db/schema';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { AreaSeedContext } from './area-seed';

const OFFERS = [
  'Hi {first}, a morning shift (7:00–15:30) is open at Rosewood House tomorrow. Reply YES to take it.',
  'Hi {first}, can you cover an afternoon shift on Saturday at Banksia Lodge? Reply YES or NO.',
  'Hi {first}, your police check expires next month. Please upload the new one in the app.',
  'Hi {first}, reminder: your shift starts at 07:00 tomorrow. Sign in at reception.',
];
const REPLIES = ['YES', 'Yes please!', "Sorry, can't make it this time", 'What time does it finish?', 'Thanks, will do 👍', 'NO thanks'];
const FOLLOW_UPS = ["Great, you're booked in. Details are in the app.", 'No worries, thanks for letting us know.', 'It finishes at 15:30, with a 30 minute break.'];
const au = (phone: string) => `+61${phone.replace(/^0/, '')}`;

export async function seedSms(ctx: AreaSeedContext): Promise<Record<string, number>> {
  const rng = ctx.stream('sms');
  const people = await ctx.tx.select({ id: staff.id, firstName: staff.firstName, surname: staff.surname, phone: staff.phone })
    .from(staff).where(eq(staff.status, 10)).orderBy(asc(staff.id)).limit(40);
  const withMobiles = people.filter((p) => /^04\d{8}$/.test(p.phone)).slice(0, 24);
  let messages = 0;

  const conversationWith = async (phone: string, staffId: number | null, thread: { direction: 'out' | 'in'; body: string; at: number; origin: string }[]) => {
    const last = thread[thread.length - 1]!;
    const waiting = thread.length - 1 - thread.map((m) => m.direction).lastIndexOf('out');
    const [c] = await ctx.tx.insert(smsConversations).values({
      phone, staffId, lastMessageAt: isoAt(last.at), lastBody: last.body, lastDirection: last.direction, messageCount: thread.length,
      repliesWaiting: Math.max(0, waiting), createdAt: isoAt(thread[0]!.at),
    }).returning({ id: smsConversations.id });
    const rows = thread.map((m) => {
      const size = smsSize(m.body);
      return {
        conversationId: c!.id, direction: m.direction, phone, staffId, body: m.body, segments: size.segments, encoding: size.encoding, origin: m.origin,
        idempotencyKey: m.direction === 'out' ? `seed-sms:${phone}:${m.at}` : null, createdAt: isoAt(m.at),
      };
    });
    const inserted = await ctx.tx.insert(smsMessages).values(rows).returning({ id: smsMessages.id });
    messages += rows.length;
    return { id: c!.id, messageIds: inserted.map((r) => r.id) };
  };

  // Batch: one offer to twelve people from a sheet, the sixth row with a number cut short.
  const batchPeople = withMobiles.slice(0, 12);
  const batchAt = EPOCH_MS - 10 * DAY_MS;
  const template = 'Hi {{first_name}}, we have extra shifts at {{site}} this week. Reply YES and we will call you.';
  const [batch] = await ctx.tx.insert(smsBatches).values({
    batchKey: 'seed-batch-0001', contentHash: 'seed', toColumn: 'mobile', template, requestTime: null,
    rowCount: batchPeople.length, sentCount: batchPeople.length - 1, skippedCount: 1, segments: 0, createdAt: isoAt(batchAt),
  }).returning({ id: smsBatches.id });
  const batchRows: (typeof smsBatchRows.$inferInsert)[] = [];
  let batchSegments = 0;
  let conversations = 0;

  for (const [i, person] of withMobiles.entries()) {
    const phone = au(person.phone);
    const start = EPOCH_MS - rng.int(2, 40) * DAY_MS - rng.int(0, 600) * 60_000;
    const thread: { direction: 'out' | 'in'; body: string; at: number; origin: string }[] = [];
    const inBatch = i < batchPeople.length && i !== 5;
    if (inBatch) thread.push({ direction: 'out', body: template.replace('{{first_name}}', person.firstName).replace('{{site}}', rng.pick(['Rosewood House', 'Banksia Lodge', 'Wattle Grove'])), at: batchAt + i * 1000, origin: 'batch' });
    thread.push({ direction: 'out', body: rng.pick(OFFERS).replace('{first}', person.firstName), at: Math.max(start, batchAt + DAY_MS), origin: 'staff' });
    if (rng.chance(0.7)) thread.push({ direction: 'in', body: rng.pick(REPLIES), at: thread[thread.length - 1]!.at + rng.int(2, 90) * 60_000, origin: 'inbound' });
    if (thread[thread.length - 1]!.direction === 'in' && rng.chance(0.5)) thread.push({ direction: 'out', body: rng.pick(FOLLOW_UPS), at: thread[thread.length - 1]!.at + rng.int(5, 120) * 60_000, origin: 'single' });
    thread.sort((a, b) => a.at - b.at);
    const made = await conversationWith(phone, person.id, thread);
    conversations++;
    if (i < batchPeople.length) {
      const row = i + 2;
      if (inBatch) {
        const body = thread.find((m) => m.origin === 'batch')!.body;
        batchSegments += smsSize(body).segments;
        batchRows.push({ batchId: batch!.id, row, recipient: phone, body, segments: smsSize(body).segments, status: 'queued', messageId: made.messageIds[thread.findIndex((m) => m.origin === 'batch')] });
      } else {
        batchRows.push({ batchId: batch!.id, row, recipient: null, body: '', segments: 0, status: 'skipped', problems: [{ field: 'mobile', message: 'Phone number is invalid.' }] });
      }
    }
  }
  const skipped = batchRows.filter((r) => r.status === 'skipped').length;
  await ctx.tx.update(smsBatches).set({ segments: batchSegments, rowCount: batchRows.length, sentCount: batchRows.length - skipped, skippedCount: skipped }).where(eq(smsBatches.id, batch!.id));
  await ctx.tx.insert(smsBatchRows).values(batchRows);
  await ctx.tx.update(smsMessages).set({ batchId: batch!.id }).where(eq(smsMessages.origin, 'batch'));

  // Numbers that are nobody's on file: a referee, a facility's after-hours line.
  for (const [n, phone] of ['+61491570006', '+61491570110', '+64211234567'].entries()) {
    const at = EPOCH_MS - (n + 1) * 3 * DAY_MS;
    await conversationWith(phone, null, [
      { direction: 'out', body: 'Hello, this is Care Console recruitment calling about a reference. When is a good time to talk?', at, origin: 'single' },
      { direction: 'in', body: n === 2 ? 'Kia ora, after 3pm NZ time works.' : 'Tomorrow morning is fine.', at: at + 3_600_000, origin: 'inbound' },
    ]);
    conversations++;
  }
  return { sms_conversations: conversations, sms_messages: messages, sms_batches: 1, sms_batch_rows: batchRows.length };
}
