// One connection of its own per instance that LISTENs on a channel (a pooled connection would be handed
// to calls). It reconnects after PostgreSQL restarts or drops it, and says whether it is listening, so the
// instance can fall back to short cache lifetimes meanwhile (src/server/live/live-channel.ts).
import pg from 'pg';

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

export interface Listener {
  /** Whether notifications are arriving now. */
  up(): boolean;
  close(): Promise<void>;
}

export function listenOnPostgres(url: string, channel: string, onMessage: (payload: string) => void, onState: (up: boolean) => void): Listener {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const setState = (up: boolean) => {
    if (listening === up) return;
    listening = up;
    onState(up);
  };
  const retry = () => {
    setState(false);
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    // A lost connection emits 'error' (and 'end'): either means listen again, never an unhandled event.
    next.on('error', () => {
      if (client === next) retry();
    });
    next.on('end', () => {
      if (client === next) retry();
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return void (await next.end().catch(() => {}));
      attempt = 0;
      setState(true);
    } catch {
      await next.end().catch(() => {});
      if (client === next) retry();
    }
  }
  void connect();
  return {
    up: () => listening,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      setState(false);
      await last?.end().catch(() => {});
    },
  };
}
