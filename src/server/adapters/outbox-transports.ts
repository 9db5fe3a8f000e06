// The default delivery: no provider, the outbox is the destination. A message is marked sent with
// provider 'outbox' at once, so the console shows it as delivered to the outbox (not to a person).
import type { Delivered, EmailTransport, SmsTransport } from './delivery-transports';

const kept = async (): Promise<Delivered> => ({ providerMessageId: null });

export const outboxEmail: EmailTransport = { name: 'outbox', send: kept };
export const outboxSms: SmsTransport = { name: 'outbox', send: kept };
