// The delivery worker in the server process. Each round claims due messages with one statement
// (`for update skip locked`, setting a lease), so two server instances on one PostgreSQL never claim one
// message together; sends them outside any transaction, each with a timeout; then records the attempt and
// the outcome under the lease it holds: sent, queued again after an exponential backoff, or failed after
// the last attempt or a permanent refusal. Requests only enqueue, so a slow provider never blocks one.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { DeliveryError, type Delivered, type DeliveryTransports } from '../adapters/delivery-transports';
import type { Db } from '../db/open';
import { outbox, outboxAttempts } from '../db/schema';
import { backoffAfter } from './backoff';
import type { DeliveryConfig } from './delivery-config';

export interface DeliveryRound {
  claimed: number;
  sent: number;
  /** Failed this time, queued again for later. */
  retrying: number;
  failed: number;
}

export interface DeliveryWorker {
  /** One round: claim what is due, send, record. Tests call it directly; the poller calls it on a timer. */
  runOnce(): Promise<DeliveryRound>;
  /** Polls every config.pollMs (not when it is 0). */
  start(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
  readonly transports: DeliveryTransports;
}

type Claimed = typeof outbox.$inferSelect;

/** A lease outlives the send's timeout, so a live worker never loses a message it is still sending. */
const leaseMs = (config: DeliveryConfig) => config.timeoutMs * 2 + 30_000;
const ms = (value: number) => sql`now() + ${value} * interval '1 millisecond'`;

function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DeliveryError(`No answer within ${timeoutMs} ms.`, true));
    }, timeoutMs);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

export function deliveryWorker(db: Db, config: DeliveryConfig, transports: DeliveryTransports, log: (line: string) => void): DeliveryWorker {
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  async function claim(): Promise<{ token: string; rows: Claimed[] }> {
    const token = randomUUID();
    const due = db.select({ id: outbox.id }).from(outbox)
      .where(or(
        and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, sql`now()`)),
        // A claim whose worker died (its lease ran out) is taken over.
        and(eq(outbox.status, 'sending'), lt(outbox.leaseUntil, sql`now()`)),
      ))
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(config.batchSize)
      .for('update', { skipLocked: true });
    const rows = await db.update(outbox)
      .set({ status: 'sending', leaseToken: token, leaseUntil: ms(leaseMs(config)) as never, attempts: sql`${outbox.attempts} + 1`, updatedAt: sql`now()` as never })
      .where(inArray(outbox.id, due))
      .returning();
    return { token, rows };
  }

  async function send(message: Claimed): Promise<Delivered> {
    const idempotencyKey = message.idempotencyKey ?? `outbox:${message.id}`;
    // The text with its one-time secret goes to the transport only (adapters/message-secrets.ts).
    const body = message.secretBody ?? message.body;
    if (message.channel === 'sms') {
      return withTimeout((signal) => transports.sms.send({ to: message.recipient, body, idempotencyKey }, signal), config.timeoutMs);
    }
    return withTimeout((signal) => transports.email.send({
      to: message.recipient, subject: message.subject, body, format: message.format === 'html' ? 'html' : 'text', idempotencyKey,
    }, signal), config.timeoutMs);
  }

  async function deliver(message: Claimed, token: string): Promise<'sent' | 'retry' | 'failed'> {
    const provider = message.channel === 'sms' ? transports.sms.name : transports.email.name;
    const startedAt = new Date();
    let outcome: 'sent' | 'retry' | 'failed';
    let delivered: Delivered | null = null;
    let error: DeliveryError | null = null;
    try {
      delivered = await send(message);
      outcome = 'sent';
    } catch (thrown) {
      error = thrown instanceof DeliveryError ? thrown : new DeliveryError((thrown as Error)?.message ?? String(thrown), true);
      outcome = error.retryable && message.attempts < config.maxAttempts ? 'retry' : 'failed';
    }
    const durationMs = Date.now() - startedAt.getTime();
    const wait = backoffAfter(message.attempts, config.backoffMs, config.maxBackoffMs);
    const mine = and(eq(outbox.id, message.id), eq(outbox.leaseToken, token));
    await db.transaction(async (tx) => {
      // A one-time secret is kept only while another attempt may need it.
      const set = outcome === 'sent'
        ? { status: 'sent', sentAt: sql`now()`, provider, providerMessageId: delivered!.providerMessageId, lastError: null, secretBody: null }
        : outcome === 'retry'
          ? { status: 'queued', nextAttemptAt: ms(wait), provider, lastError: error!.message }
          : { status: 'failed', provider, lastError: error!.message, secretBody: null };
      const updated = await tx.update(outbox)
        .set({ ...set, leaseToken: null, leaseUntil: null, updatedAt: sql`now()` } as never)
        .where(mine)
        .returning({ id: outbox.id, retryAt: outbox.nextAttemptAt });
      // Lost the lease (this process stalled past it and another took over): that one records the outcome.
      if (!updated.length) return;
      await tx.insert(outboxAttempts).values({
        outboxId: message.id, attempt: message.attempts, provider, outcome,
        retryable: error ? error.retryable : null, error: error?.message ?? null, providerMessageId: delivered?.providerMessageId ?? null,
        durationMs, retryAt: outcome === 'retry' ? updated[0]!.retryAt : null, startedAt: startedAt.toISOString(),
      });
    });
    if (outcome === 'sent' && provider === 'outbox' && message.secretBody) {
      // No transport is set, so nobody received it: the server's own log is the one place its secret shows.
      log(`delivery: no ${message.channel} transport is set; message ${message.id} to ${message.recipient} reached nobody. As sent:\n${message.secretBody}`);
    }
    if (outcome === 'failed') log(`delivery: ${message.channel} ${message.id} to ${message.recipient} failed after ${message.attempts} attempt(s): ${error!.message}`);
    return outcome;
  }

  async function round(): Promise<DeliveryRound> {
    const { token, rows } = await claim();
    const outcomes = await Promise.all(rows.map((row) => deliver(row, token)));
    return {
      claimed: rows.length,
      sent: outcomes.filter((o) => o === 'sent').length,
      retrying: outcomes.filter((o) => o === 'retry').length,
      failed: outcomes.filter((o) => o === 'failed').length,
    };
  }

  function runOnce(): Promise<DeliveryRound> {
    const current = round();
    const tracked = current.catch(() => undefined).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return current;
  }

  function schedule(delay: number) {
    if (stopped || config.pollMs <= 0) return;
    timer = setTimeout(async () => {
      let full = false;
      try {
        const done = await runOnce();
        full = done.claimed >= config.batchSize;
      } catch (error) {
        if (!stopped) log(`delivery: a round failed: ${(error as Error).message}`);
      }
      // A full batch means more may be due: go again at once.
      schedule(full ? 0 : config.pollMs);
    }, delay);
    timer.unref?.();
  }

  return {
    transports,
    runOnce,
    start: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([...inFlight]);
      transports.email.close?.();
      transports.sms.close?.();
    },
  };
}
