import { outbox } from '../db/schema';
import type { Messenger, OutgoingMessage } from './index';
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
    const notBefore = message.notBefore && !Number.isNaN(message.notBefore.getTime()) ? message.notBefore.toISOString() : null;
    await db.insert(outbox).values({
      channel: message.channel,
      recipient: message.recipient,
      subject: maskSecrets(message.subject ?? '', message.secrets),
      body: maskSecrets(message.body, message.secrets),
      secretBody: message.secrets?.length ? message.body : null,
      carriesSecret: Boolean(message.secrets?.length),
      format: formatOf(message),
      idempotencyKey: message.idempotencyKey ?? null,
      origin: message.origin ?? null,
      notBefore,
      // A scheduled message is not claimed before its time; others at once (the database's clock).
      ...(notBefore ? { nextAttemptAt: notBefore } : {}),
    }).onConflictDoNothing({ target: outbox.idempotencyKey });
  },
};
