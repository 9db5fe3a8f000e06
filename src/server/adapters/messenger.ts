// What the console sends (an email or an SMS) and the messenger that queues it: their own file, so the
// outbox messenger and the secret masking implement and read them without importing adapters/index.ts,
// which builds the default adapters from them.
import type { Queryable } from '../db/open';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  /**
   * One message, once: a second enqueue with the same key is ignored (a retried request, a resumed batch).
   * Absent, every enqueue is a new message.
   */
  idempotencyKey?: string;
  /** Not sent before this time (a scheduled batch SMS); absent means as soon as possible. */
  notBefore?: Date;
  /** What sent it (a command id such as 'sms.batchSend', or 'login'), shown in the outbox. */
  origin?: string;
  /** Email only: 'html' sends the body as markup (with a plain-text part); absent, markup is recognised by its tags. */
  format?: 'text' | 'html';
  /**
   * One-time secrets the body carries (a sign-in code, a temporary password, a link's token): only the
   * transport gets them; the outbox, and every list and detail that shows it, has them masked.
   */
  secrets?: readonly string[];
  /** The run (macro, bulk run) whose call queued it; set by run-command from the caller, not by handlers. */
  runGroup?: string;
}

/**
 * Sends through the caller's transaction, so a message exists exactly when the change that caused it
 * commits. Real providers (SMTP, an HTTP SMS gateway) deliver from the queue, never inside a transaction:
 * the delivery worker (src/server/delivery/) hands each due message to its channel's transport.
 */
export interface Messenger {
  enqueue(db: Queryable, message: OutgoingMessage): Promise<void>;
}
