// The two delivery interfaces behind the Messenger: one for email, one for SMS. The worker
// (src/server/delivery/delivery-worker.ts) hands each claimed outbox message to its channel's transport,
// outside any transaction. A transport answers what the provider called the message, or throws a
// DeliveryError saying whether trying again could help.

export interface EmailToSend {
  to: string;
  subject: string;
  body: string;
  format: 'text' | 'html';
  /** Stable per outbox message, so a provider (or the recipient's server) can recognise a repeat. */
  idempotencyKey: string;
}

export interface SmsToSend {
  to: string;
  body: string;
  idempotencyKey: string;
}

export interface Delivered {
  /** What the provider called it (an SMTP message id, the SMS API's id); null for the outbox itself. */
  providerMessageId: string | null;
}

export interface EmailTransport {
  /** 'outbox' or 'smtp': shown beside every attempt. */
  readonly name: string;
  send(mail: EmailToSend, signal: AbortSignal): Promise<Delivered>;
  close?(): void;
}

export interface SmsTransport {
  /** 'outbox' or 'http-sms'. */
  readonly name: string;
  send(sms: SmsToSend, signal: AbortSignal): Promise<Delivered>;
  close?(): void;
}

export interface DeliveryTransports {
  email: EmailTransport;
  sms: SmsTransport;
}

/** A failed send: retryable ones (5xx, timeouts, a refused connection) are tried again after a backoff. */
export class DeliveryError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
    this.name = 'DeliveryError';
  }
}
