// The places calls outside the admin prefix (spec §7 Others): POST /api/place/autocomplete and
// /api/place/google_map_postcode, for pages whose visitors are not signed in (a worker's registration
// form). They run the catalogue's place commands (same schemas, same answers) with no session; the
// gazetteer is public knowledge, so nothing here is anyone's data.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCommand } from '../../../commands';
import { ERR, httpStatusFor } from '../../domain/errors';
import { invalidArguments } from '../app-error';
import { handlers } from '../handlers';
import { readOnlyContext } from '../handlers/read-only-context';
import { MAX_BODY_BYTES, readBody } from '../rpc/read-body';
import type { Services } from '../rpc/call-types';
import { fieldErrors } from '../rpc/validation';

export const PLACE_PREFIX = '/api/place/';

const answer = (c: Context, data: unknown) => c.json({ err: ERR.ok, msg: 'ok', data }, httpStatusFor(ERR.ok) as 200);

export function placeRoutes(app: Hono, services: Services): void {
  app.use(`${PLACE_PREFIX}*`, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ err: ERR.payloadTooLarge, msg: 'The body is too large.', data: null }, httpStatusFor(ERR.payloadTooLarge) as 413) }));
  app.use(`${PLACE_PREFIX}*`, async (c, next) => {
    await next();
    // The same question always has the same answer, but it is typed by people: keep nothing anywhere.
    c.res.headers.set('Cache-Control', 'no-store');
  });

  const route = (path: string, id: 'place.autocomplete' | 'place.postcode') =>
    app.post(`${PLACE_PREFIX}${path}`, async (c) => {
      const command = getCommand(id);
      const parsed = command.args.safeParse(await readBody(c, command.args), { reportInput: true });
      if (!parsed.success) throw invalidArguments(fieldErrors(parsed.error));
      return answer(c, await handlers[id](parsed.data as never, readOnlyContext(services, 'A places lookup')));
    });
  route('autocomplete', 'place.autocomplete');
  route('google_map_postcode', 'place.postcode');
}
