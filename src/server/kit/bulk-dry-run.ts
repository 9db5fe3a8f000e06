// What a bulk run would do, row by row, without doing it: each row's call goes through dryRunCommand
// (rpc/execute-command.ts), the same path as any dry run, with the session the bulk handler already holds.
// The answer is grouped: how many change, the refusals by reason and message with their ids, and the
// messages with their count and cost.
import { BULK_DRY_RUN_LIMIT } from '../../../commands/bulk';
import { recordKindOf, type ServerCommand } from '../../../commands';
import { smsSize } from '../../domain/sms/sms-segments';
import type { OutgoingMessage } from '../adapters/messenger';
import { AppError } from '../app-error';
import type { HandlerContext } from '../handlers/types';
import { dryRunCommand } from '../rpc/execute-command';
import { alreadyTexted } from '../adapters/outbox-messenger';
import { recordNames } from './record-names';
import { reachActionFor } from '../../../commands/confirm-reach';
import { reachOver } from '../handlers/change-reach';
import { authorizeRow, databaseOf, groupMessage, reasonOf, rowBody, rowCaller, servicesFrom, type BulkReason, type RowTarget } from './bulk-row-call';

type Probe = { ok: true; messages: OutgoingMessage[] } | { ok: false; error: AppError };

const SAMPLES = 3;
/** Rows of each group the answer names (the view shows this many before 'and N more'). */
const NAMED = 8;

async function probeRow(command: ServerCommand & { recordArg: string }, shared: Record<string, unknown>, row: RowTarget, ctx: HandlerContext, source: string): Promise<Probe> {
  const db = databaseOf(ctx);
  let call;
  try {
    // A preview: a row the account may not act on is reported, not audited as a refused call.
    call = authorizeRow(command, ctx, rowBody(command, shared, row));
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
  const outcome = await dryRunCommand(servicesFrom(ctx), command, call, rowCaller(ctx, 'bulk:dry-run', source), db);
  return outcome.ok ? { ok: true, messages: outcome.messages } : { ok: false, error: new AppError(outcome.err, outcome.msg, outcome.data as Record<string, unknown> | null) };
}

export interface DryRunAnswer {
  command_id: string;
  total: number;
  examined: number;
  change: { count: number; ids: number[] };
  refused: { reason: BulkReason; err: number; msg: string; count: number; ids: number[] }[];
  messages: {
    sms: { count: number; segments: number; cost_cents: number; price_per_segment_cents: number };
    email: { count: number };
    samples: { record_id: number; channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string }[];
  };
  names: Record<string, string>;
  reach: { action: NonNullable<ReturnType<typeof reachActionFor>>['action']; counts: Awaited<ReturnType<typeof reachOver>> } | null;
}

export async function dryRunRows(command: ServerCommand & { recordArg: string }, shared: Record<string, unknown>, rows: RowTarget[], ctx: HandlerContext): Promise<DryRunAnswer> {
  const price = ctx.config.smsSegmentPriceCents;
  const examined = rows.slice(0, BULK_DRY_RUN_LIMIT);
  const change: number[] = [];
  const refused = new Map<string, DryRunAnswer['refused'][number]>();
  const messages: DryRunAnswer['messages'] = { sms: { count: 0, segments: 0, cost_cents: 0, price_per_segment_cents: price }, email: { count: 0 }, samples: [] };
  const texted = new Set<string>();
  for (const row of examined) {
    let probe = await probeRow(command, shared, row, ctx, 'api');
    // Each row's probe is rolled back, so the run's one-text-per-person rule is applied here as the run will.
    const again = probe.ok && probe.messages.some((m) => m.channel === 'sms' && texted.has(`${m.recipient}\u0000${m.body}`));
    if (again) probe = { ok: false, error: alreadyTexted() };
    if (!probe.ok) {
      const reason = reasonOf(probe.error);
      const msg = groupMessage(reason, probe.error.message, row.id);
      const key = `${reason}\u0000${probe.error.err}\u0000${msg}`;
      const group = refused.get(key) ?? { reason, err: probe.error.err, msg, count: 0, ids: [] };
      group.count += 1;
      group.ids.push(row.id);
      refused.set(key, group);
      continue;
    }
    change.push(row.id);
    for (const message of probe.messages) {
      if (message.channel === 'sms') {
        texted.add(`${message.recipient}\u0000${message.body}`);
        const segments = smsSize(message.body).segments;
        messages.sms.count += 1;
        messages.sms.segments += segments;
      } else messages.email.count += 1;
      if (messages.samples.length < SAMPLES) {
        messages.samples.push({ record_id: row.id, channel: message.channel, recipient: message.recipient, subject: message.subject ?? null, body: message.body });
      }
    }
  }
  messages.sms.cost_cents = messages.sms.segments * price;
  const groups = [...refused.values()];
  const shown = [...change.slice(0, NAMED), ...groups.flatMap((g) => g.ids.slice(0, NAMED)), ...messages.samples.map((m) => m.record_id)];
  const names = await recordNames(ctx.db, recordKindOf(command), shown);
  // The confirm of one record names its reach; over a selection the total over the rows that would change.
  const reachOf = reachActionFor(command.id, shared);
  const reach = reachOf && change.length ? { action: reachOf.action, counts: await reachOver(ctx, reachOf.subject, change) } : null;
  return {
    command_id: command.id,
    total: rows.length,
    examined: examined.length,
    change: { count: change.length, ids: change },
    // Largest group first: what most rows will meet reads first.
    refused: groups.sort((a, b) => b.count - a.count),
    messages,
    names: Object.fromEntries([...names].map(([id, name]) => [String(id), name])),
    reach,
  };
}
