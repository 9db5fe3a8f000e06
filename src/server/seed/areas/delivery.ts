// Demo rows of the delivery area: a history of delivered messages, a few failures with their attempts
// (a provider that kept answering 503, a mailbox that does not exist) and one scheduled SMS, so the
// outbox screen shows every state. Other seeders' messages are queued and delivered when the server runs.
import { outbox, outboxAttempts } from '../../db/schema';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { AreaSeedContext } from './area-seed';

const FIRST = ['Ava', 'Liam', 'Mia', 'Noah', 'Isla', 'Jack', 'Chloe', 'Lucas', 'Zoe', 'Oliver', 'Ruby', 'Leo'];
const SURNAME = ['Nguyen', 'Smith', 'Patel', 'Kelly', 'Wilson', 'Tran', 'Brown', 'Singh', 'Taylor', 'Chen'];
const SHIFT_SMS = [
  'Hi {name}, a morning shift at Banksia Gardens is open tomorrow 7:00-15:00. Reply YES to take it.',
  'Hi {name}, reminder: your shift at Wattle Grove starts at 14:30 today.',
  'Hi {name}, your timesheet for last week is approved. Payslip on Thursday.',
];
const EMAIL = [
  ['Your interview is confirmed', 'Hi {name},\n\nYour interview with Coastal Care is confirmed for Tuesday at 10:00.\n\nKind regards,\nRecruitment team'],
  ['Documents received', 'Hi {name},\n\nThanks, we have your police check and first-aid certificate. We will be in touch within two business days.'],
  ['Welcome to the team', '<p>Hi {name},</p><p>Welcome aboard! Your first shift details are in the app.</p><ul><li>Bring photo ID</li><li>Arrive 15 minutes early</li></ul>'],
] as const;

export async function seedDelivery(ctx: AreaSeedContext): Promise<Record<string, number>> {
  const rng = ctx.stream('delivery');
  const count = ctx.scale === 'large' ? 400 : 60;
  const person = () => {
    const first = rng.pick(FIRST);
    const last = rng.pick(SURNAME);
    return { first, email: `${first}.${last}@example.org`.toLowerCase(), phone: `+614${rng.int(10_000_000, 99_999_999)}` };
  };
  const rows: (typeof outbox.$inferInsert)[] = [];
  for (let i = 0; i < count; i += 1) {
    const who = person();
    const at = EPOCH_MS - (count - i) * (DAY_MS / 4);
    if (rng.int(0, 2) === 0) {
      rows.push({ channel: 'sms', recipient: who.phone, body: rng.pick(SHIFT_SMS).replace('{name}', who.first), origin: 'sms.send', createdAt: isoAt(at) });
    } else {
      const [subject, body] = rng.pick(EMAIL);
      rows.push({ channel: 'email', recipient: who.email, subject, body: body.replace('{name}', who.first), format: body.startsWith('<') ? 'html' : 'text', origin: 'email.send', createdAt: isoAt(at) });
    }
    Object.assign(rows[rows.length - 1]!, { status: 'sent', attempts: 1, provider: 'outbox', sentAt: isoAt(at + 4_000), nextAttemptAt: isoAt(at), idempotencyKey: `seed:delivered:${i}` });
  }
  const delivered = await ctx.tx.insert(outbox).values(rows).returning({ id: outbox.id, provider: outbox.provider, createdAt: outbox.createdAt });
  await ctx.tx.insert(outboxAttempts).values(delivered.map((d) => ({
    outboxId: d.id, attempt: 1, provider: d.provider ?? 'outbox', outcome: 'sent', durationMs: rng.int(1, 9), startedAt: d.createdAt, finishedAt: d.createdAt,
  })));

  // Failures: two SMS the provider kept refusing with 503 until the attempts ran out, one email to a mailbox that does not exist.
  const failedAt = EPOCH_MS - 2 * DAY_MS;
  const failures = [
    { channel: 'sms', recipient: '+61412000503', body: 'Hi Jack, a night shift at Banksia Gardens is open tonight 22:00-07:00. Reply YES to take it.', lastError: 'SMS API 503: Gateway busy', provider: 'http-sms', attempts: 6 },
    { channel: 'sms', recipient: '+61412000504', body: 'Hi Zoe, reminder: your shift at Wattle Grove starts at 07:00 tomorrow.', lastError: 'SMS API 503: Gateway busy', provider: 'http-sms', attempts: 6 },
    { channel: 'email', recipient: 'no.such.person@example.org', subject: 'Your interview is confirmed', body: 'Hi Oliver,\n\nYour interview with Coastal Care is confirmed for Tuesday at 10:00.', lastError: 'SMTP 550: 550 No such mailbox', provider: 'smtp', attempts: 1 },
  ] as const;
  for (const [n, f] of failures.entries()) {
    const [made] = await ctx.tx.insert(outbox).values({
      ...f, subject: 'subject' in f ? f.subject : '', status: 'failed', origin: f.channel === 'sms' ? 'sms.send' : 'interview.schedule',
      idempotencyKey: `seed:failed:${n}`, createdAt: isoAt(failedAt + n * 60_000), nextAttemptAt: isoAt(failedAt + n * 60_000),
    }).returning({ id: outbox.id });
    let start = failedAt + n * 60_000;
    for (let attempt = 1; attempt <= f.attempts; attempt += 1) {
      const last = attempt === f.attempts;
      const wait = 30_000 * 2 ** (attempt - 1);
      await ctx.tx.insert(outboxAttempts).values({
        outboxId: made!.id, attempt, provider: f.provider, outcome: last ? 'failed' : 'retry', retryable: f.channel === 'sms',
        error: f.lastError, durationMs: rng.int(40, 900), retryAt: last ? null : isoAt(start + wait), startedAt: isoAt(start), finishedAt: isoAt(start + 1_000),
      });
      start += wait;
    }
  }

  // A scheduled SMS, due well after the demo's clock: queued until its time.
  await ctx.tx.insert(outbox).values({
    channel: 'sms', recipient: '+61412000777', body: 'Hi Mia, the Christmas roster is out: open the app to choose your shifts.', origin: 'sms.batchSend',
    idempotencyKey: 'seed:scheduled:0', notBefore: '2027-12-01T09:00:00.000Z', nextAttemptAt: '2027-12-01T09:00:00.000Z', createdAt: isoAt(EPOCH_MS),
  });
  return { outbox: rows.length + failures.length + 1, outbox_attempts: delivered.length };
}
