// Shift orders' competency options, recipients, notifications and push records (spec §7 Orders:
// competency_option_list, ccs_create_shift_recipients, manually_trigger_shift_notification,
// get_order_push_record_list); part of orderCommands (commands/order.ts).
import { z } from 'zod';
import { defineCommand } from './define';
import { page, pageSize, pagedResult, recordId } from './fields';
import { fromOrder, onOrder, orderId, pushRecord, recipient, text } from './order-fields';

export const competencyOptions = defineCommand({
  id: 'order.competencyOptions',
  api: 'competency_option_list',
  title: 'Competency options',
  area: 'order',
  kind: 'query',
  keywords: ['requirements', 'qualifications', 'credentials'],
  args: z.strictObject({ position: text('Position', 100).optional().describe('Marks what this position requires') }),
  result: z.object({
    options: z.array(z.object({ value: z.string(), label: z.string(), category: z.string(), expires: z.boolean(), required_by_position: z.boolean() })),
  }),
});

export const createShiftRecipients = defineCommand({
  id: 'order.createRecipients',
  api: 'ccs_create_shift_recipients',
  title: 'Choose who hears about the shift',
  area: 'order',
  kind: 'action',
  keywords: ['recipients', 'who to notify', 'broadcast list'],
  when: onOrder,
  fill: fromOrder,
  args: z.strictObject({
    order_id: orderId,
    /** Exactly these workers; otherwise enabled staff of the position in the facility's state, not blocked, not busy. */
    staff_ids: z.array(recordId('Staff id'), { error: 'Staff ids must be a list.' }).max(500, 'Staff ids has at most 500 entries.').optional(),
    limit: z.number().int().min(1, 'Limit must be at least 1.').max(500, 'Limit is at most 500.').default(50),
  }),
  result: z.object({ order_id: z.number().int(), recipients: z.array(recipient) }),
});

export const triggerShiftNotification = defineCommand({
  id: 'order.notify',
  irreversible: { reason: 'it sends the shift notification' },
  api: 'manually_trigger_shift_notification',
  title: 'Send the shift notification',
  area: 'order',
  kind: 'action',
  kbd: 'alt+m',
  keywords: ['push', 'notify workers', 'sms', 'broadcast'],
  when: onOrder,
  fill: fromOrder,
  args: z.strictObject({
    order_id: orderId,
    kind: z.enum(['new_shift', 'reminder'], { error: 'Kind must be new_shift or reminder.' }).default('new_shift'),
    channel: z.enum(['sms', 'email'], { error: 'Channel must be sms or email.' }).default('sms'),
  }),
  result: z.object({ order_id: z.number().int(), sent: z.number().int(), records: z.array(pushRecord) }),
});

export const orderPushRecords = defineCommand({
  id: 'order.pushRecords',
  api: 'get_order_push_record_list',
  title: 'Order push records',
  area: 'order',
  kind: 'query',
  keywords: ['notifications sent', 'sms log'],
  when: onOrder,
  fill: fromOrder,
  args: z.strictObject({ order_id: orderId, page, page_size: pageSize }),
  result: pagedResult(pushRecord),
});
