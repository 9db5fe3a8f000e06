// A macro's dry run: every step for every row through dryRun (rpc/execute-command.ts), the one dry-run
// path: ONE transaction rolled back at the end, each step in a savepoint of its own, so later steps (and
// later rows) see what earlier ones did and a failing step is undone alone without poisoning the rest.
// Nothing stays changed and nothing is sent: messages are captured, and their outbox rows go with the
// rollback. Steps go through the same path as any call: permission → args → handler with its audit rows.
import { randomUUID } from 'node:crypto';
import { registry, versionQueryOf, type ServerCommand } from '../../../commands';
import type { StepOutcome } from '../../../commands/macro';
import { substitute, paramValues, type Macro } from '../../../commands/macro-format';
import { ERR } from '../../domain/errors';
import { smsSize } from '../../domain/sms/sms-segments';
import type { Caller } from '../rpc/call-types';
import { authorizeSession, dryRun, type DryRun, type DryRunOutcome } from '../rpc/execute-command';
import type { HandlerContext } from './types';
/** A step's result in the answer: small ones whole, big ones (a list) left out. */
const RESULT_LIMIT = 2000;

export interface DryRunInput {
  macro: Macro;
  params: Record<string, unknown>;
  rows: Record<string, unknown>[];
  mode: 'stop' | 'continue';
}

export interface DryRunRow {
  row_id: number;
  ok: boolean;
  steps: StepOutcome[];
}

export async function dryRunMacro(ctx: HandlerContext, input: DryRunInput): Promise<DryRunRow[]> {
  // A run group of its own, as the real run has: a second text to one person is refused here as it will be there.
  const caller: Caller = { token: null, clientIp: ctx.clientIp, userAgent: ctx.userAgent, source: 'macro', runGroup: `macro-dry-run:${randomUUID()}` };
  const session = ctx.account ? { account: ctx.account, tokenHash: ctx.sessionTokenHash ?? '' } : null;
  const params = paramValues(input.macro, input.params);
  const rows = input.rows.length ? input.rows : [{ id: 0 }];

  /** A call of the run, authorised in its savepoint as any call is (a refusal writes its audit row there). */
  const call = (run: DryRun, command: ServerCommand, body: Record<string, unknown>) =>
    run.call(command, caller, (tx) => authorizeSession(tx, command, session, body, caller));

  const runStep = async (run: DryRun, step: Macro['steps'][number], row: Record<string, unknown>): Promise<StepOutcome> => {
    const command = registry.byId.get(step.command) as ServerCommand;
    const { args, missing } = substitute(step, { params, row });
    const outcome: StepOutcome = { line: step.line, command: step.command, ok: false, args };
    if (missing.length) return { ...outcome, err: ERR.invalidArguments, msg: `No value for ${missing.map((m) => `{{${m}}}`).join(', ')}.` };
    let done: DryRunOutcome;
    try {
      done = (await fillVersion(run, command, args, call)) ?? (await call(run, command, args));
    } catch (error) {
      console.error(`macro dry run: step ${step.command} failed`, error);
      return { ...outcome, err: ERR.internal, msg: 'Internal error.' };
    }
    if (!done.ok) {
      const fields = (done.data as { fields?: { path: string; message: string }[] } | null)?.fields;
      // The fields' own messages name them in words ('Staff member is required.'); their paths are code.
      const msg = fields?.length ? fields.map((f) => f.message).join(' ') : done.msg;
      return { ...outcome, err: done.err, msg };
    }
    const text = JSON.stringify(done.result) ?? '';
    return {
      ...outcome, ok: true, result: text.length <= RESULT_LIMIT ? done.result : undefined,
      messages: done.messages.map((m) => ({ channel: m.channel, recipient: m.recipient, body: m.body, ...(m.channel === 'sms' ? { segments: smsSize(m.body).segments } : {}) })),
    };
  };

  return dryRun(ctx, ctx.db, async (run) => {
    const answer: DryRunRow[] = [];
    for (const row of rows) {
      const steps: StepOutcome[] = [];
      let failed = false;
      for (const step of input.macro.steps) {
        if (failed && input.mode === 'stop') break;
        const outcome = await runStep(run, step, row);
        steps.push(outcome);
        failed ||= !outcome.ok;
      }
      answer.push({ row_id: Number(row.id) || 0, ok: !failed && steps.length === input.macro.steps.length, steps });
    }
    return answer;
  });
}

/**
 * A write without a version acts on the version the record has now (read in the same run), as the CLI
 * does. The read's refusal, if any, is the step's answer.
 */
async function fillVersion(
  run: DryRun, command: ServerCommand, args: Record<string, unknown>,
  call: (run: DryRun, command: ServerCommand, body: Record<string, unknown>) => Promise<DryRunOutcome>,
): Promise<DryRunOutcome | null> {
  const query = versionQueryOf(command);
  const id = query && args[query.idArg];
  if (!query || args.version !== undefined || typeof id !== 'number' || !('version' in command.args.shape)) return null;
  const read = await call(run, registry.byId.get(query.commandId) as ServerCommand, { [query.idArg]: id });
  if (!read.ok) return read;
  const version = (read.result as { version?: unknown } | null)?.version;
  if (typeof version === 'number') args.version = version;
  return null;
}

/** What a dry run's rows would send, in all: the texts with their parts and cost, and the emails. */
export function messagesOf(rows: DryRunRow[], pricePerSegmentCents: number) {
  const sent = rows.flatMap((r) => r.steps.flatMap((s) => (s.ok ? s.messages ?? [] : [])));
  const texts = sent.filter((m) => m.channel === 'sms');
  const segments = texts.reduce((sum, m) => sum + (m.segments ?? 1), 0);
  return {
    sms: { count: texts.length, people: new Set(texts.map((m) => m.recipient)).size, segments, cost_cents: segments * pricePerSegmentCents },
    email: { count: sent.length - texts.length },
  };
}
