import type { Queryable } from '../db/open';
import { outboxMessenger } from './outbox-messenger';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
}

/**
 * Sends through the caller's transaction, so a message exists exactly when the change that caused it
 * commits. Real providers (SMTP, an HTTP SMS gateway) deliver from the queue, never inside a transaction.
 */
export interface Messenger {
  enqueue(db: Queryable, message: OutgoingMessage): Promise<void>;
}

export interface Adapters {
  messenger: Messenger;
}

export function defaultAdapters(): Adapters {
  return { messenger: outboxMessenger };
}
