// Spec §3 "Shift orders": order status and the order list's filter fields.
import { defineEnum, type EnumCode } from './define-enum';

export const shiftOrderStatus = defineEnum('shiftOrderStatus', [
  ['available', 'Available'],
  ['upcoming', 'Upcoming'],
  ['in_progress', 'In progress'],
  ['completed', 'Completed'],
  ['canceled', 'Canceled'],
]);

export type ShiftOrderStatusCode = EnumCode<typeof shiftOrderStatus>;

/** The fields of the order list filter, as the wire names them. */
export const orderListFilterFields = ['dateRange', 'filter_status', 'keyword'] as const;
export type OrderListFilterField = (typeof orderListFilterFields)[number];

/** `filter_status` starts at 'all', which is not an order status. */
export const orderListFilterDefault = 'all';

/** Choices for `filter_status`: 'all' first, then every order status. */
export const orderListFilterStatus = defineEnum('orderListFilterStatus', [
  [orderListFilterDefault, 'All'],
  ...shiftOrderStatus.entries.map(({ code, label }) => [code, label] as const),
]);

export type OrderListFilterStatusCode = EnumCode<typeof orderListFilterStatus>;
