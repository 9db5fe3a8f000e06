// Shift orders beyond spec §3's status: where an order stands in review (a provider's order waits for an
// administrator; one made on a provider's behalf is approved as it is made) and why a push was sent.
import { defineEnum, type EnumCode } from './define-enum';

export const orderReviewStatus = defineEnum('orderReviewStatus', [
  ['pending', 'Awaiting review'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
]);

export const orderPushKinds = defineEnum('orderPushKinds', [
  ['new_shift', 'New shift'],
  ['reminder', 'Reminder'],
  ['changed', 'Shift changed'],
  ['canceled', 'Shift canceled'],
]);

export type OrderReviewStatusCode = EnumCode<typeof orderReviewStatus>;
export type OrderPushKindCode = EnumCode<typeof orderPushKinds>;
