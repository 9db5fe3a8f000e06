// Routes outside the admin prefix: the short links (/s/<code> → 302, counting the click), link routes
// (a path routed to a target, counting the hit: queries/link-routes.ts) and the public
// position lists the workers' registration page reads (/api/index/get_position_list and
// get_position_level_list, spec §7 'Others'). The position lists reuse the admin queries' handlers and
// answer only what a stranger may see: names, categories and pay rates, never head counts.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { getCommand } from '../../commands';
import { ERR, httpStatusFor } from '../domain/errors';
import { handlers } from './handlers';
import { readOnlyContext } from './handlers/read-only-context';
import { followShortLink, SHORT_LINK_PREFIX } from './queries/short-links';
import { followLinkRoute } from './queries/link-routes';
import { placeRoutes } from './adapters/places-routes';
import { MAX_BODY_BYTES, readBody } from './rpc/read-body';
import { invalidArguments } from './app-error';
import { fieldErrors } from './rpc/validation';
import type { Services } from './rpc/call-types';

const answer = (c: Context, data: unknown) => c.json({ err: ERR.ok, msg: 'ok', data }, httpStatusFor(ERR.ok) as 200);

async function parsedArgs<S extends z.ZodObject>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readBody(c, schema), { reportInput: true });
  if (!parsed.success) throw invalidArguments(fieldErrors(parsed.error));
  return parsed.data;
}

export function publicRoutes(app: Hono, services: Services): void {
  placeRoutes(app, services); // /api/place/autocomplete, /api/place/google_map_postcode (adapters/places-routes.ts)
  app.get(`${SHORT_LINK_PREFIX}:code`, async (c) => {
    const target = await followShortLink(services.database.db, c.req.param('code'));
    if (!target) return c.text('This link does not exist. Check it was copied whole.', 404);
    if (target === 'gone') return c.text('This link has been turned off.', 410);
    c.header('Cache-Control', 'no-store'); // every visit must reach us to be counted
    return c.redirect(target, 302);
  });
  // Link routes (/go/winter-campaign → target): only paths the console and server do not answer are looked up.
  app.get('*', async (c, next) => {
    const target = await followLinkRoute(services.database.db, c.req.path);
    if (!target) return next();
    if (target === 'gone') return c.text('This link has been turned off.', 410);
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 302);
  });

  app.use('/api/index/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ err: ERR.payloadTooLarge, msg: 'The body is too large.', data: null }, httpStatusFor(ERR.payloadTooLarge) as 413) }));

  app.post('/api/index/get_position_list', async (c) => {
    const args = await parsedArgs(c, getCommand('position.list').args);
    const { position_list } = await handlers['position.list'](args, readOnlyContext(services, 'A public read'));
    return answer(c, { position_list: position_list.map(({ id, name, category, description, min_rate, max_rate }) => ({ id, name, category, description, min_rate, max_rate })) });
  });

  app.post('/api/index/get_position_level_list', async (c) => {
    const args = await parsedArgs(c, getCommand('position.levels').args);
    const { level_list } = await handlers['position.levels'](args, readOnlyContext(services, 'A public read'));
    return answer(c, { level_list: level_list.map(({ id, position_id, position, level, name, hourly_rate }) => ({ id, position_id, position, level, name, hourly_rate })) });
  });
}
