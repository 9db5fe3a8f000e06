// Delivery transports that keep what they are handed, for suites that need what a recipient would get
// (a sign-in code, a temporary password): the outbox the console shows no longer holds such secrets.
import type { DeliveryTransports, EmailToSend, SmsToSend } from '../../src/server/adapters/delivery-transports';

export interface CapturedDelivery {
  transports: DeliveryTransports;
  emails: EmailToSend[];
  sms: SmsToSend[];
}

export function capturedDelivery(): CapturedDelivery {
  const emails: EmailToSend[] = [];
  const sms: SmsToSend[] = [];
  return {
    emails,
    sms,
    transports: {
      email: { name: 'captured-email', send: async (mail) => (emails.push(mail), { providerMessageId: `email-${emails.length}` }) },
      sms: { name: 'captured-sms', send: async (text) => (sms.push(text), { providerMessageId: `sms-${sms.length}` }) },
    },
  };
}
