// Shift orders (spec §7 Orders): the list with the §3 filter, an order's facts and detail, notes, files,
// contact notes, history; creating one on a provider's behalf (with preview and estimated cost), review,
// edit, edit shift time, cancel; competency options, recipients, notifications and their push records.
// An order is a shift (record kind `shift`); its workers are commands/order-staff.ts. docs/orders.md.
import { z } from 'zod';
import { orderListFilterDefault, orderListFilterStatus } from '../src/domain/enums/shift-order';
import { defineCommand, type CommandContext } from './define';
import { editBack } from './inverse';
import { anyOfFields, codeOf, keyword, page, pageSize, pagedResult, recordId, version } from './fields';
import { competencyOptions, createShiftRecipients, orderPushRecords, triggerShiftNotification } from './order-notify';
import {
  breakMinutes, competencies, employmentType, estimatedCost, historyNote, isoDate, orderData, orderId, orderRow, pushRecord, recipient,
  requiredText, status, text, workersNeeded,
} from './order-fields';

import { fromOrder, onOrder } from './order-fields';
const fromOrderVersioned = (ctx: CommandContext) => {
  if (!ctx.record || !onOrder(ctx)) return {};
  const seen = ctx.record.fields?.version;
  return typeof seen === 'number' ? { order_id: ctx.record.id, version: seen } : { order_id: ctx.record.id };
};
const versionSource = {
  version: {
    command: 'order.info',
    args: (known: Record<string, unknown>) => (known.order_id ? { order_id: known.order_id } : undefined),
    options: (r: { version: number }) => [{ value: r.version, label: `As it is now (version ${r.version})`, default: true }],
  },
};

/** Local times on the facility's clock, in the 15-minute steps of the time pickers (spec §9). */
const clock = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be a time (HH:mm).`) })
    .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, `${what} must be a time in 15-minute steps (HH:mm, e.g. 07:00 or 14:30).`);
/** A shift by the facility's clock: a date, a start and an end time; an end at or before the start is the next day. */
const localTimes = { date: isoDate('Date'), start_time: clock('Start time'), end_time: clock('End time'), break_minutes: breakMinutes.default(30) };

const orderFields = {
  provider_id: recordId('Provider id'),
  facility_id: recordId('Facility id'),
  position: requiredText('Position', 100),
  level_id: recordId('Level id').optional().describe('Pay level; the position’s lowest when absent'),
  employment_type: employmentType.default(1),
  ...localTimes,
  workers_needed: workersNeeded.default(1),
  competencies: competencies.default([]),
  requirements: text('Requirements', 1000).optional(),
  notes: text('Notes', 2000).optional(),
  contact_name: text('Contact name', 100).optional(),
  contact_phone: text('Contact phone', 30).optional(),
  requested_by: requiredText('Requested by', 100).describe('Who at the provider asked for the order'),
  notify: z.boolean({ error: 'Notify must be true or false.' }).default(false).describe('Send the shift to its recipients once made'),
};

const createPreviewResult = z.object({
  /** Nothing refuses it: help_create_order would make it. */
  can_create: z.boolean(),
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
  warnings: z.array(z.string()),
  provider: z.object({ id: z.number().int(), name: z.string(), status: z.string() }).nullable(),
  facility: z.object({ id: z.number().int(), name: z.string(), suburb: z.string(), state: z.string(), time_zone: z.string() }).nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  estimated_cost: estimatedCost.nullable(),
});

export const orderList = defineCommand({
  id: 'order.list',
  api: 'get_order_list',
  title: 'List shift orders',
  area: 'order',
  kind: 'query',
  keywords: ['orders', 'shifts', 'bookings', 'roster'],
  args: z
    .strictObject({
      page,
      page_size: pageSize,
      keyword,
      filter_status: codeOf('Status', orderListFilterStatus).default(orderListFilterDefault),
      dateRange: z.tuple([isoDate('From'), isoDate('To')], { error: 'Date range must be two dates (YYYY-MM-DD).' }).optional()
        .describe('Shifts starting on these days (Sydney calendar), both included'),
      provider_id: recordId('Provider id').optional(),
      review_status: z.enum(['pending', 'approved', 'rejected'], { error: 'Review status must be pending, approved or rejected.' }).optional(),
      sort_by: z.enum(['starts_at', 'created_at', 'id']).default('starts_at'),
      sort_dir: z.enum(['asc', 'desc']).default('desc'),
    })
    .refine((a) => !a.dateRange || a.dateRange[0] <= a.dateRange[1], { path: ['dateRange'], message: 'Date range must not end before it starts.' }),
  result: pagedResult(orderRow).extend({ status_counts: z.record(z.string(), z.number().int()) }),
});

export const orderInfo = defineCommand({
  id: 'order.info',
  api: 'order_info_v2',
  title: 'Order facts',
  area: 'order',
  kind: 'query',
  when: onOrder,
  fill: fromOrder,
  recordArg: 'order_id',
  args: z.strictObject({ order_id: orderId }),
  result: z.object({ order_data: orderData, version: z.number().int() }),
});

export const orderDetail = defineCommand({
  id: 'order.detail',
  api: 'order_detail_info',
  title: 'Open shift order',
  area: 'order',
  kind: 'query',
  keywords: ['order', 'shift', 'cost'],
  when: onOrder,
  fill: fromOrder,
  recordArg: 'order_id',
  args: z.strictObject({ order_id: orderId }),
  result: z.object({
    order_detail: z.object({
      order_data: orderData,
      estimated_cost: estimatedCost,
      /** Which steps the order's state allows now, with why not. */
      allowed: z.object({ edit: z.boolean(), edit_time: z.boolean(), cancel: z.boolean(), review: z.boolean(), notify: z.boolean() }),
      blocked_reason: z.string().nullable(),
      counts: z.object({ notes: z.number().int(), files: z.number().int(), pushes: z.number().int(), recipients: z.number().int() }),
    }),
  }),
});

export const orderNote = defineCommand({
  id: 'order.notes',
  api: 'get_order_note',
  title: 'Order notes',
  area: 'order',
  kind: 'query',
  when: onOrder,
  fill: fromOrder,
  args: z.strictObject({ order_id: orderId }),
  result: z.object({
    /** The provider's note on the order. */
    note: z.string(),
    note_list: z.array(z.object({ id: z.number().int(), author_name: z.string(), body: z.string(), created_at: z.string() })),
  }),
});

export const addOrderNote = defineCommand({
  id: 'order.addNote',
  api: 'add_order_note',
  title: 'Add a note to the order',
  area: 'order',
  kind: 'action',
  kbd: 'alt+shift+n',
  keywords: ['comment', 'note'],
  when: onOrder,
  fill: fromOrder,
  args: z.strictObject({ order_id: orderId, body: requiredText('Note', 2000) }),
  result: z.object({ note: z.object({ id: z.number().int(), author_name: z.string(), body: z.string(), created_at: z.string() }) }),
});

export const orderFiles = defineCommand({
  id: 'order.files',
  api: 'get_order_files',
  title: 'Order files',
  area: 'order',
  kind: 'query',
  when: onOrder,
  fill: fromOrder,
  args: z.strictObject({ order_id: orderId }),
  result: z.object({
    file_list: z.array(z.object({
      file_id: z.number().int(), title: z.string(), file_name: z.string(), mime_type: z.string(), size_bytes: z.number().int(),
      attached_by: z.string().nullable(), attached_at: z.string(),
    })),
  }),
});

export const attachOrderFile = defineCommand({
  id: 'order.attachFile',
  api: 'attach_order_file',
  title: 'Attach a library file to the order',
  area: 'order',
  kind: 'action',
  keywords: ['file', 'document', 'induction pack'],
  when: onOrder,
  fill: fromOrder,
  args: z.strictObject({ order_id: orderId, file_id: recordId('File id'), detach: z.boolean({ error: 'Detach must be true or false.' }).default(false) }),
  result: z.object({ order_id: z.number().int(), file_id: z.number().int(), attached: z.boolean() }),
});

export const editContactNotes = defineCommand({
  id: 'order.editContactNotes',
  inverse: editBack('order.editContactNotes', 'order_id', ['contact_notes', 'contact_name', 'contact_phone']),
  api: 'edit_contact_notes',
  title: 'Edit contact notes',
  area: 'order',
  kind: 'action',
  reversible: true,
  keywords: ['contact', 'site contact', 'phone'],
  when: onOrder,
  fill: fromOrderVersioned,
  recordArg: 'order_id',
  args: z.strictObject({
    order_id: orderId, version, contact_notes: text('Contact notes', 2000),
    contact_name: text('Contact name', 100).optional(), contact_phone: text('Contact phone', 30).optional(),
  }),
  argSources: versionSource,
  result: z.object({ order_data: orderData }),
});

export const orderHistory = defineCommand({
  id: 'order.history',
  api: 'order_operating_history_list',
  title: 'Order history',
  area: 'order',
  kind: 'query',
  keywords: ['audit', 'who changed', 'log'],
  when: onOrder,
  fill: fromOrder,
  args: z.strictObject({ order_id: orderId }),
  result: z.object({ history_notes: z.array(historyNote) }),
});

export const createOrderPreview = defineCommand({
  id: 'order.createPreview',
  api: 'help_create_order_preview',
  title: 'Preview an order for a provider',
  area: 'order',
  kind: 'query',
  args: z.strictObject(orderFields),
  result: createPreviewResult,
});

/** The chosen provider's active facilities: an order is never placed at another provider's site. */
const providerFacilities = {
  facility_id: {
    command: 'facility.list',
    args: (known: Record<string, unknown>) =>
      typeof known.provider_id === 'number' ? { provider_id: known.provider_id, active: true, page_size: 200, sort_by: 'name', sort_dir: 'asc' } : undefined,
    options: (r: { list: { id: number; name: string; suburb: string; state: string }[] }) =>
      r.list.map((f) => ({ value: f.id, label: `${f.name} · ${f.suburb} ${f.state}`, default: r.list.length === 1 })),
    reason: (r: { list: unknown[] }) => (r.list.length ? null : 'This provider has no active facility to place an order at.'),
  },
};

export const createOrder = defineCommand({
  id: 'order.create',
  api: 'help_create_order',
  title: 'Create an order for a provider',
  area: 'order',
  kind: 'action',
  kbd: 'alt+n',
  keywords: ['new order', 'create shift', 'on behalf', 'book'],
  preview: 'order.createPreview',
  args: z.strictObject(orderFields),
  argSources: providerFacilities,
  result: z.object({ order_data: orderData, estimated_cost: estimatedCost, notified: z.number().int() }),
});

export const estimateCost = defineCommand({
  id: 'order.estimateCost',
  api: 'calculate_estimated_cost',
  title: 'Estimate an order’s cost',
  area: 'order',
  kind: 'query',
  keywords: ['cost', 'price', 'rate', 'loadings', 'penalty rates'],
  fill: fromOrder,
  args: z
    .strictObject({
      order_id: orderId.optional().describe('An existing order; or give the facility, position and times'),
      facility_id: recordId('Facility id').optional(),
      position: requiredText('Position', 100).optional(),
      level_id: recordId('Level id').optional(),
      employment_type: employmentType.optional(),
      date: isoDate('Date').optional(),
      start_time: clock('Start time').optional(),
      end_time: clock('End time').optional(),
      break_minutes: breakMinutes.optional(),
      workers_needed: workersNeeded.optional(),
    })
    .superRefine((a, ctx) => {
      if (a.order_id !== undefined) return;
      for (const key of ['facility_id', 'position', 'date', 'start_time', 'end_time'] as const) {
        if (a[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `${key.replace('_', ' ')} is required without an order id.`.replace(/^./, (c) => c.toUpperCase()) });
      }
    })
    .meta(anyOfFields(['order_id'], ['facility_id', 'position', 'date', 'start_time', 'end_time'])),
  result: z.object({ estimated_cost: estimatedCost }),
});

export const providerPreview = defineCommand({
  id: 'order.providerPreview',
  api: 'provider_preview',
  title: 'Preview a provider for an order',
  area: 'order',
  kind: 'query',
  keywords: ['provider', 'facilities'],
  args: z.strictObject({ provider_id: recordId('Provider id') }),
  result: z.object({
    provider: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone_number: z.string(), state: z.string(), status: z.string() }),
    facilities: z.array(z.object({ id: z.number().int(), name: z.string(), suburb: z.string(), state: z.string(), time_zone: z.string(), active: z.boolean() })),
    /** Positions the provider ordered before, most used first. */
    positions: z.array(z.object({ position: z.string(), orders: z.number().int() })),
    open_orders: z.number().int(),
    pending_review: z.number().int(),
    blocked_workers: z.number().int(),
  }),
});

const reviewArgs = {
  order_id: orderId,
  version,
  decision: z.enum(['approve', 'reject'], { error: 'Decision must be approve or reject.' }),
  note: text('Note', 500).optional(),
};

export const reviewOrderPreview = defineCommand({
  id: 'order.reviewPreview',
  api: 'review_order_preview',
  title: 'Preview an order review',
  area: 'order',
  kind: 'query',
  when: onOrder,
  fill: fromOrderVersioned,
  args: z.strictObject(reviewArgs),
  result: z.object({
    can_review: z.boolean(),
    reason: z.string().nullable(),
    decision: z.enum(['approve', 'reject']),
    review_status_after: z.enum(['pending', 'approved', 'rejected']),
    status_after: status,
    warnings: z.array(z.string()),
    estimated_cost: estimatedCost,
  }),
});

export const reviewShiftOrder = defineCommand({
  id: 'order.review',
  irreversible: { reason: 'a review decision is final, and a rejection texts the assigned workers' },
  api: 'review_shift_order',
  title: 'Review a provider’s order',
  area: 'order',
  kind: 'action',
  kbd: 'alt+shift+a',
  keywords: ['approve order', 'reject order', 'review'],
  preview: 'order.reviewPreview',
  when: onOrder,
  fill: fromOrderVersioned,
  recordArg: 'order_id',
  args: z.strictObject(reviewArgs).refine((a) => a.decision === 'approve' || (a.note ?? '').length > 0, { path: ['note'], message: 'Note is required to reject an order: say why.' }),
  argSources: {
    ...versionSource,
    decision: {
      command: 'order.info',
      args: (known: Record<string, unknown>) => (known.order_id ? { order_id: known.order_id } : undefined),
      options: () => [{ value: 'approve', label: 'Approve', default: true }, { value: 'reject', label: 'Reject (cancels the order)', danger: true }],
    },
  },
  result: z.object({ order_data: orderData }),
});

export const editOrder = defineCommand({
  id: 'order.edit',
  api: 'edit_order',
  title: 'Edit order',
  area: 'order',
  kind: 'action',
  kbd: 'alt+e',
  reversible: true,
  keywords: ['change order', 'workers needed', 'requirements', 'level'],
  when: onOrder,
  fill: fromOrderVersioned,
  recordArg: 'order_id',
  args: z.strictObject({
    order_id: orderId,
    version,
    position: requiredText('Position', 100).optional(),
    level_id: recordId('Level id').nullable().optional(),
    employment_type: employmentType.optional(),
    workers_needed: workersNeeded.optional(),
    competencies: competencies.optional(),
    requirements: text('Requirements', 1000).optional(),
    notes: text('Notes', 2000).optional(),
  }),
  argSources: versionSource,
  result: z.object({ order_data: orderData }),
});

export const editShiftTime = defineCommand({
  id: 'order.editTime',
  api: 'edit_shift_time',
  title: 'Edit shift time',
  area: 'order',
  kind: 'action',
  kbd: 'alt+t',
  reversible: true,
  keywords: ['reschedule', 'change time', 'move shift', 'break'],
  when: onOrder,
  fill: fromOrderVersioned,
  recordArg: 'order_id',
  args: z.strictObject({ order_id: orderId, version, ...localTimes, notify: z.boolean({ error: 'Notify must be true or false.' }).default(true).describe('Tell the assigned workers') }),
  argSources: versionSource,
  result: z.object({ order_data: orderData, notified: z.number().int() }),
});

export const cancelOrder = defineCommand({
  id: 'order.cancel',
  irreversible: { reason: 'it texts the assigned workers that the shift is canceled' },
  api: 'cancel_order',
  title: 'Cancel order',
  area: 'order',
  kind: 'action',
  kbd: 'alt+shift+c',
  danger: true,
  keywords: ['cancel shift', 'call off'],
  when: onOrder,
  fill: fromOrderVersioned,
  recordArg: 'order_id',
  args: z.strictObject({ order_id: orderId, version, reason: requiredText('Reason', 500) }),
  argSources: versionSource,
  result: z.object({ order_data: orderData, notified: z.number().int() }),
});

export const orderCommands = [
  orderList, orderInfo, orderDetail, orderNote, addOrderNote, orderFiles, attachOrderFile, editContactNotes, orderHistory,
  createOrderPreview, createOrder, estimateCost, providerPreview, reviewOrderPreview, reviewShiftOrder, editOrder, editShiftTime,
  cancelOrder, competencyOptions, createShiftRecipients, triggerShiftNotification, orderPushRecords,
] as const;
