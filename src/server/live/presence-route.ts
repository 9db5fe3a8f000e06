// POST /api/live/open: a signed-in console says which record it has open ({ kind, id }), or none ({}),
// and renews it every PRESENCE_RENEW_MS. The instance announces it on the live channel (live/presence.ts);
// the consoles that have the same record open hear who else has it through their streams.
import type { Hono } from 'hono';
import { z } from 'zod';
import { recordKindIds } from '../../../commands/record-kinds';
import { LIVE_OPEN_PATH } from '../../domain/constants';
import { ERR } from '../../domain/errors';
import { sessionTag } from '../../domain/live-writes';
import { bearerToken } from '../auth/bearer';
import { resolveSession } from '../auth/sessions';
import type { Services } from '../rpc/call-types';
import { publishLive } from './live-channel';

const openRecord = z.union([
  z.strictObject({ kind: z.enum(recordKindIds as [string, ...string[]]), id: z.number().int().positive() }),
  z.strictObject({}),
]);

export function presenceRoute(app: Hono, services: Services): void {
  app.post(LIVE_OPEN_PATH, async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    const session = token ? await resolveSession(services.database.db, services.config, token) : null;
    if (!session) return c.json({ err: ERR.notLoggedIn, msg: token ? 'Your session has expired. Sign in again.' : 'Not logged in.', data: null }, 401);
    const parsed = openRecord.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ err: ERR.invalidArguments, msg: 'Say which record is open as {kind, id}, or {} for none.', data: null }, 400);
    const record = 'kind' in parsed.data ? `${parsed.data.kind}:${parsed.data.id}` : undefined;
    await publishLive(services.database.db, { kind: 'presence', session: sessionTag(session.tokenHash), record, by: record ? session.account.id : undefined });
    return c.json({ err: 0, msg: '', data: {} });
  });
}
