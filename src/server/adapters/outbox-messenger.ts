import { outbox } from '../db/schema';
import type { Messenger } from './index';

/** Works on a laptop with no accounts: messages land in the outbox table, which the console shows. */
export const outboxMessenger: Messenger = {
  async enqueue(db, message) {
    await db.insert(outbox).values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? '',
      body: message.body,
    });
  },
};
