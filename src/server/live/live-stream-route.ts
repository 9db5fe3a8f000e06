// GET /api/live: a signed-in console's stream of Server-Sent Events (issue 24). It carries kinds, ids,
// versions and who wrote, never records' contents: on `writes` the console re-reads what it shows, through
// the calls its user may make, so permissions hold. The token comes in the Authorization header (the console reads the stream with fetch),
// never in the address. The stream ends when its session does (signed out, ended, disabled) and at
// shutdown; a console that reconnects re-reads once, so nothing sent while it was away is missed.
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { LIVE_STREAM_PATH } from '../../domain/constants';
import { ERR } from '../../domain/errors';
import { resolveSession } from '../auth/sessions';
import type { Services } from '../rpc/call-types';
import { changedRecordsIn, publishLive, subscribeLive, type LiveEvent } from './live-channel';
import { openIn, othersOn } from './presence';
import { accountNames } from './account-names';
import { sessionTag } from '../../domain/live-writes';
import { bearerToken } from '../auth/bearer';

/** A comment line this often keeps proxies from closing an idle stream, and re-checks the session. */
const HEARTBEAT_MS = 25_000;

export function liveStreamRoute(app: Hono, services: Services): void {
  app.get(LIVE_STREAM_PATH, async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    const session = token ? await resolveSession(services.database.db, services.config, token) : null;
    if (!session) return c.json({ err: ERR.notLoggedIn, msg: token ? 'Your session has expired. Sign in again.' : 'Not logged in.', data: null }, 401);
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let sequence = 0;
      const tag = sessionTag(session.tokenHash);
      // Who else has this console's open record, as last sent (sent again only when it changes).
      let presenceSent = '';
      const sendPresence = async () => {
        const record = openIn(services.database, tag);
        const others = record ? othersOn(services.database, record, tag) : [];
        const names = [...(await accountNames(services.database.db, others)).values()].sort();
        const [kind, id] = record ? record.split(':') : [];
        const data = JSON.stringify(record ? { kind, id: Number(id), names } : { names: [] });
        if (data === presenceSent) return;
        presenceSent = data;
        await stream.writeSSE({ event: 'presence', data });
      };
      let finish: () => void = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const mine = (event: LiveEvent) =>
        (event.kind === 'session' && event.token_hash === session.tokenHash) || (event.kind === 'account' && event.id === session.account.id);
      const unsubscribe = subscribeLive(services.database, {
        event: (event) => {
          if (mine(event)) return finish();
          if (event.kind === 'presence') void sendPresence().catch(finish);
          if (event.kind === 'writes') void writesMessage(services, event, sessionTag(session.tokenHash)).then((data) => stream.writeSSE({ event: 'writes', data, id: String(++sequence) })).catch(finish);
        },
        end: finish,
      });
      const heartbeat = setInterval(() => {
        void (async () => {
          if (!(await resolveSession(services.database.db, services.config, token).catch(() => null))) return finish();
          await stream.write(': still here\n\n').catch(finish);
        })();
      }, HEARTBEAT_MS);
      stream.onAbort(finish);
      await stream.writeSSE({ event: 'ready', data: '{}', id: '0' });
      await finished;
      clearInterval(heartbeat);
      unsubscribe();
      // Its console is gone: it no longer has anything open.
      if (openIn(services.database, tag)) await publishLive(services.database.db, { kind: 'presence', session: tag }).catch(() => {});
    });
  });
}

/**
 * A `writes` event for the consoles: `{ records: [{ kind, id, version?, by?, by_name?, mine? }] }`, or
 * `{ many: true }`. The writer's name is there so a console can say who changed the record it is on.
 */
async function writesMessage(services: Services, event: LiveEvent & { kind: 'writes' }, mySession: string): Promise<string> {
  const records = changedRecordsIn(event);
  if (records === 'many') return JSON.stringify({ many: true });
  const names = await accountNames(services.database.db, records.flatMap((r) => (r.by === undefined ? [] : [r.by]))).catch(() => new Map<number, string>());
  return JSON.stringify({
    records: records.map(({ session, ...r }) => ({
      ...r,
      ...(r.by !== undefined && names.has(r.by) ? { by_name: names.get(r.by) } : {}),
      // Written from this very console: not someone else's change to warn about.
      ...(session === mySession ? { mine: true } : {}),
    })),
  });
}
