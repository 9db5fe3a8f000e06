// Delivery vocabulary: the states of an outbox message and its channels (docs/delivery.md).
import { defineEnum } from './define-enum';

/** queued → sending → sent; a retryable failure goes back to queued with a later attempt; failed at the end. */
export const outboxStatus = defineEnum('outboxStatus', [
  ['queued', 'Queued'],
  ['sending', 'Sending'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
  ['cancelled', 'Cancelled'],
]);

/**
 * What a person is told of a message: the status, except that one the built-in 'outbox' transport took
 * (no SMTP or SMS provider configured) was kept, not sent to anyone, and says so.
 */
export const outboxShownStatus = defineEnum('outboxShownStatus', [
  ...outboxStatus.entries.map((e) => [e.code, e.label] as const),
  ['kept', 'Kept in the outbox, no provider configured'],
]);

/** The shown status of an outbox row. */
export function shownOutboxStatus(row: { status: string; provider?: string | null }): string {
  return row.status === 'sent' && row.provider === 'outbox' ? 'kept' : row.status;
}

export const outboxChannels = defineEnum('outboxChannels', [
  ['email', 'Email'],
  ['sms', 'SMS'],
]);
