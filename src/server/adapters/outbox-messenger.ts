import { and, eq, sql } from 'drizzle-orm';
import { ERR } from '../../domain/errors';
import { AppError } from '../app-error';
import type { Queryable } from '../db/open';
import { outbox } from '../db/schema';
import type { Messenger, OutgoingMessage } from './messenger';
import { maskSecrets } from './message-secrets';

/** Tags the rich-text editor and our HTML emails use; plain text with a stray '<' is not markup. */
const MARKUP = /<(p|div|br|h[1-6]|ul|ol|li|a|strong|em|b|i|u|s|span|table|img|blockquote)\b[^>]*>/i;

export function formatOf(message: OutgoingMessage): 'text' | 'html' {
  if (message.channel === 'sms') return 'text';
  return message.format ?? (MARKUP.test(message.body) ? 'html' : 'text');
}

/**
 * Every message is a row of the outbox table, written in the caller's transaction; the delivery worker
 * sends it after the commit (by SMTP or the SMS API when configured, else it stays in the outbox, which
 * the console shows). A second enqueue with the same idempotency key is ignored.
 */
export const outboxMessenger: Messenger = {
  async enqueue(db, message) {
    const body = maskSecrets(message.body, message.secrets);
    if (message.channel === 'sms' && message.runGroup) await refuseSameTextAgain(db, message.runGroup, message.recipient, body);
    const notBefore = message.notBefore && !Number.isNaN(message.notBefore.getTime()) ? message.notBefore.toISOString() : null;
    await db.insert(outbox).values({
      channel: message.channel,
      recipient: message.recipient,
      subject: maskSecrets(message.subject ?? '', message.secrets),
      body,
      secretBody: message.secrets?.length ? message.body : null,
      carriesSecret: Boolean(message.secrets?.length),
      format: formatOf(message),
      idempotencyKey: message.idempotencyKey ?? null,
      origin: message.origin ?? null,
      runGroup: message.runGroup ?? null,
      notBefore,
      // A scheduled message is not claimed before its time; others at once (the database's clock).
      ...(notBefore ? { nextAttemptAt: notBefore } : {}),
    }).onConflictDoNothing({ target: outbox.idempotencyKey }).catch((error: unknown) => {
      // Two steps of one run texting the same person at the same moment: the index refuses the second.
      if (message.runGroup && constraintOf(error) === 'outbox_one_text_per_run') throw alreadyTexted();
      throw error;
    });
  },
};

/** The unique index a failed insert broke, through drizzle's wrapper of the driver's error. */
function constraintOf(error: unknown): string | undefined {
  for (let e = error as { constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

/**
 * A text goes to a person once per run: a macro or bulk run whose rows name the same person twice (two
 * applications of one applicant) sends them the same text once; the second is refused in words, and that
 * call's other changes roll back with it. Different texts (two cancelled shifts) still both go. The unique
 * index outbox_one_text_per_run holds this against two steps racing.
 */
async function refuseSameTextAgain(db: Queryable, runGroup: string, recipient: string, body: string): Promise<void> {
  const [sent] = await db.select({ id: outbox.id }).from(outbox)
    .where(and(eq(outbox.runGroup, runGroup), eq(outbox.recipient, recipient), eq(outbox.channel, 'sms'), sql`md5(${outbox.body}) = md5(${body})`)).limit(1);
  if (sent) throw alreadyTexted();
}

/** The refusal, the same for every row so a dry run groups them; the rows themselves say who. */
export const alreadyTexted = () =>
  new AppError(ERR.conflict, 'This person already gets this text from this run: nobody gets the same text twice in one run.', { already_texted: true });
