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

export const outboxChannels = defineEnum('outboxChannels', [
  ['email', 'Email'],
  ['sms', 'SMS'],
]);
