import type { Queryable } from '../db/open';
import type { Config } from '../config';
import { defaultFileRoot, diskFileStore, type FileStore } from './file-store';
import { aiAdapterFor, type AiAdapterSource } from './ai';
import { outboxMessenger } from './outbox-messenger';
import { gazetteerPlaces } from './places-gazetteer';
import type { PlacesAdapter } from './places';
import type { DeliveryTransports } from './delivery-transports';

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

export interface Adapters {
  messenger: Messenger;
  /** Attachment files (file-store.ts): on disk under the data folder by default. */
  files: FileStore;
  /** Summaries and recommendations; called before a transaction opens, never inside one (ai.ts). */
  ai: AiAdapterSource;
  /** Suburbs, postcodes and states (places.ts): the local gazetteer by default. */
  places: PlacesAdapter;
  /** How the worker delivers email and SMS; absent, built from config.delivery (SMTP, HTTP SMS, or the outbox). */
  transports?: DeliveryTransports;
}

export function defaultAdapters(config: Pick<Config, 'dataDir'> = { dataDir: './data' }): Adapters {
  return { messenger: outboxMessenger, files: diskFileStore(defaultFileRoot(config.dataDir)), ai: aiAdapterFor, places: gazetteerPlaces() };
}
