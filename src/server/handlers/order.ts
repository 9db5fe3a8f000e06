// Handlers of commands/order.ts: reads in order-read.ts, writes in order-write.ts (docs/orders.md).
import type { orderCommands } from '../../../commands/order';
import { invalidArguments } from '../app-error';
import { facilities } from '../db/schema';
import { eq } from 'drizzle-orm';
import { checkOrder } from '../queries/orders/order-checks';
import {
  competencyOptionList, listOrders, orderCost, orderDetail, orderFilesOf, orderHistory, orderNotesOf, previewCreate, providerPreview, pushRecordList, requireOrder,
} from './order-read';
import { addNote, attachFile, cancel, create, createRecipients, edit, editContact, editTime, notify, review, reviewOutcome } from './order-write';
import type { HandlersFor } from './types';

export const orderHandlers: HandlersFor<typeof orderCommands> = {
  'order.list': listOrders,
  async 'order.info'({ order_id }, ctx) {
    const order = await requireOrder(ctx, order_id);
    return { order_data: order, version: order.version };
  },
  'order.detail': ({ order_id }, ctx) => orderDetail(order_id, ctx),
  'order.notes': ({ order_id }, ctx) => orderNotesOf(order_id, ctx),
  'order.addNote': addNote,
  'order.files': ({ order_id }, ctx) => orderFilesOf(order_id, ctx),
  'order.attachFile': attachFile,
  'order.editContactNotes': editContact,
  'order.history': ({ order_id }, ctx) => orderHistory(order_id, ctx),
  'order.createPreview': previewCreate,
  'order.create': create,
  async 'order.estimateCost'(args, ctx) {
    if (args.order_id !== undefined) {
      const order = await requireOrder(ctx, args.order_id);
      return { estimated_cost: await orderCost(ctx, order) };
    }
    // Facts not given are what a new order would default to; the provider is the facility's own.
    const [facility] = await ctx.db.select({ providerId: facilities.providerId }).from(facilities).where(eq(facilities.id, args.facility_id!));
    const checked = await checkOrder(ctx.db, {
      provider_id: facility?.providerId ?? 0, facility_id: args.facility_id!, position: args.position!, level_id: args.level_id ?? null,
      employment_type: args.employment_type ?? 1, workers_needed: args.workers_needed ?? 1, competencies: [], date: args.date!,
      start_time: args.start_time!, end_time: args.end_time!, break_minutes: args.break_minutes ?? 30,
    }, new Date(0));
    const blocking = checked.problems.filter((p) => p.field !== 'provider_id');
    if (blocking.length || !checked.cost) throw invalidArguments(blocking.map((p) => ({ path: p.field, message: p.message })));
    return { estimated_cost: checked.cost };
  },
  'order.providerPreview': ({ provider_id }, ctx) => providerPreview(provider_id, ctx),
  async 'order.reviewPreview'(args, ctx) {
    const { order, why, warnings, after } = await reviewOutcome(args, ctx);
    return { can_review: !why, reason: why, decision: args.decision, ...after, warnings, estimated_cost: await orderCost(ctx, order) };
  },
  'order.review': review,
  'order.edit': edit,
  'order.editTime': editTime,
  'order.cancel': cancel,
  'order.competencyOptions': ({ position }, ctx) => competencyOptionList(position, ctx),
  'order.createRecipients': createRecipients,
  'order.notify': notify,
  'order.pushRecords': pushRecordList,
};
