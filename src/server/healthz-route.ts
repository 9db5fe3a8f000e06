// GET /healthz for load balancers and people: 200 with database "up" when a query goes through, 503 with
// database "down" (and Retry-After) when it does not, so a balancer can take the instance out meanwhile.
// `live` says whether this instance hears the others' sign-outs and disables at once (live/live-channel.ts).
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { DATABASE_UNREACHABLE_MESSAGE, RETRY_AFTER_SECONDS } from './database-unavailable';
import { isDatabaseUnreachable } from './db/unreachable';
import { LIVE_DOWN_MESSAGE, liveChannelState } from './live/live-channel';
import type { Services } from './rpc/call-types';

export function healthzRoute(app: Hono, services: Services): void {
  app.get('/healthz', async (c) => {
    const engine = services.database.kind;
    try {
      await services.database.db.execute(sql`select 1`);
    } catch (error) {
      // Whatever failed, the database cannot be used; a failure other than a lost connection is worth a line.
      if (!isDatabaseUnreachable(error)) console.error('healthz: the database check failed:', error);
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json({ ok: false, database: 'down', engine, msg: DATABASE_UNREACHABLE_MESSAGE }, 503);
    }
    // The live channel down is no reason to take the instance out: sessions fall back to short expiry.
    const live = liveChannelState(services.database);
    return c.json({ ok: true, database: 'up', engine, live, ...(live === 'down' ? { live_msg: LIVE_DOWN_MESSAGE } : {}) });
  });
}
