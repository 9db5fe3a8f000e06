// Shutting down without failing anyone: stop accepting connections, answer every request already received
// (its handler may still be running after its client left), and only then may the database close.
import type { Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

/**
 * Once the server is stopping, an open connection with no request gets this long to send one (it may be on
 * its way); it is answered, with `Connection: close`, and only a connection still quiet after it is ended.
 * The time counts from the connection's own last answer, not from the signal: a keep-alive answer sent as
 * the drain began is followed by its client's next request on that connection, and ending the connection
 * under it would drop that request (seen under load: 'other side closed' instead of an answer).
 */
const QUIET_GRACE_MS = 500;
const SWEEP_EVERY_MS = 20;

export interface GracefulClose {
  /** Counts one request's handler until its answer is ready. */
  track<T>(answer: T | Promise<T>): T | Promise<T>;
  /** Attaches to the HTTP server once it exists. */
  attach(server: Server): void;
  /** Resolves when no connection and no handler is left, or once `graceMs` has passed (then connections are cut). */
  close(graceMs: number): Promise<void>;
  /** Handlers running now. */
  readonly inFlight: number;
}

interface Connection {
  /** A request is being read or answered. */
  busy: boolean;
  /** When it last became idle: opened, or its last answer sent. */
  idleSince: number;
}

/** Waits for `promise` at most `ms`, leaving no timer behind. */
async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))))]);
  clearTimeout(timer);
}

export function gracefulClose(): GracefulClose {
  let inFlight = 0;
  let draining = false;
  let server: Server | undefined;
  let closing: Promise<void> | undefined;
  let idleWaiters: (() => void)[] = [];
  const connections = new Map<Socket, Connection>();
  const answering = new Set<ServerResponse>();

  // While draining, every answer ends its connection, so a kept-alive client comes back to a closed door.
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  const done = () => {
    inFlight--;
    if (inFlight > 0) return;
    for (const wake of idleWaiters) wake();
    idleWaiters = [];
  };
  const idle = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)));

  /** Once no handler runs, ends the connections nobody has used for the quiet grace (since the drain began, or their last answer). */
  const sweep = (drainStarted: number) => {
    if (inFlight > 0) return;
    const now = Date.now();
    for (const [socket, state] of connections) if (!state.busy && now - Math.max(state.idleSince, drainStarted) >= quietGrace) socket.destroy();
  };
  let quietGrace = QUIET_GRACE_MS;

  return {
    get inFlight() {
      return inFlight;
    },
    track(answer) {
      if (!(answer instanceof Promise)) return answer;
      inFlight++;
      return answer.finally(done);
    },
    attach(s) {
      server = s;
      s.on('connection', (socket: Socket) => {
        connections.set(socket, { busy: false, idleSince: Date.now() });
        socket.once('close', () => connections.delete(socket));
      });
      s.on('request', (req, res: ServerResponse) => {
        const state = connections.get(req.socket);
        if (state) state.busy = true;
        if (draining) closeAfter(res);
        answering.add(res);
        res.once('close', () => {
          answering.delete(res);
          if (state) {
            state.busy = false;
            state.idleSince = Date.now();
          }
        });
      });
    },
    close(graceMs) {
      closing ??= drain(graceMs);
      return closing;
    },
  };

  async function drain(graceMs: number): Promise<void> {
    if (!server) return;
    const s = server;
    draining = true;
    for (const res of answering) closeAfter(res);
    let stopped = false;
    // net's close stops listening only; http's would also drop connections whose request is on its way.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(s, () => resolve())).then(() => (stopped = true));
    const started = Date.now();
    quietGrace = Math.min(QUIET_GRACE_MS, graceMs);
    while (!stopped) {
      if (Date.now() - started >= graceMs) {
        for (const socket of connections.keys()) socket.destroy();
        break;
      }
      sweep(started);
      await within(closed, SWEEP_EVERY_MS);
    }
    await closed;
    // A handler whose client left is still running though its connection is gone.
    await within(idle(), graceMs - (Date.now() - started));
  }
}
