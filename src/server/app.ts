import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { registry, type ServerCommand } from '../../commands';
import { COMMAND_SOURCE_HEADER, COMMAND_SOURCES, DEFAULT_COMMAND_SOURCE, isCommandSource, RUN_GROUP_HEADER, RUN_GROUP_PATTERN } from '../domain/command-source';
import { ERR, httpStatusFor } from '../domain/errors';
import { AppError } from './app-error';
import { guarded } from './auth/attempt-guards';
import { sameOriginPosts } from './auth/same-origin';
import { buildOpenApi } from './openapi';
import { compressAnswers } from './compress-answers';
import { attachmentDownload, ATTACHMENT_DOWNLOAD_PATH } from './adapters/file-store-route';
import { libraryDownload, LIBRARY_DOWNLOAD_PATH } from './adapters/file-library-route';
import { runWithFiles } from './adapters/file-store-staging';
import { providerAttachmentDownload, PROVIDER_ATTACHMENT_DOWNLOAD_PATH } from './adapters/provider-files';
import { MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, maxBodyBytesFor, readBody } from './rpc/read-body';
import type { Services } from './rpc/call-types';
import { publicRoutes } from './public-routes';
import { loginPageRoute } from './login-page-route';
import { unreadablePaths } from './unreadable-paths';
import { answerDatabaseUnavailable } from './database-unavailable';
import { isDatabaseUnreachable } from './db/unreachable';
import { healthzRoute } from './healthz-route';
import { liveStreamRoute } from './live/live-stream-route';
import { presenceRoute } from './live/presence-route';
import { bearerToken } from './auth/bearer';

function tooLarge(c: Context, maxSize: number) {
  // The rest of a refused body is not read, so its connection closes.
  c.header('Connection', 'close');
  return answer(c, ERR.payloadTooLarge, `The body is larger than ${maxSize / 1024} KB.`);
}

/** One streaming body-limit middleware per size, for bodies that do not say their length. */
const streamingLimits = Object.fromEntries(
  [MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES].map((maxSize) => [maxSize, bodyLimit({ maxSize, onError: (c) => tooLarge(c, maxSize) })]),
);

/**
 * A body that gives its Content-Length is judged by it (Node's parser never reads past it) and then read
 * straight from the socket. Hono's bodyLimit is kept for the others: it looks at `c.req.raw.body`, which
 * turns the request into a web Request and its body into a web stream (about 6% of a list call's CPU).
 */
function limitBody(c: Context, next: Next, maxSize: number) {
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) return Number(length) > maxSize ? tooLarge(c, maxSize) : next();
  return streamingLimits[maxSize](c, next);
}

/** A path whose last part has a file extension names a file; a console route never does. */
const FILE_PATH = /\.[A-Za-z0-9]{1,10}$/;

function answer(c: Context, err: number, msg: string, data: unknown = null) {
  return c.json({ err, msg, data }, httpStatusFor(err) as 200);
}

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return ''; // in-process requests (tests) have no socket
  }
}

export function createApp(services: Services) {
  const app = new Hono();
  const { config } = services;

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style through the CSSOM, which CSP allows; stylesheets come from our origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'same-origin',
    }),
  );

  app.use('/api/*', compressAnswers());

  app.use('*', unreadablePaths());

  app.onError((error, c) => {
    if (error instanceof AppError) return answer(c, error.err, error.message, error.data);
    // The pool reports the lost connection once (db/pg-pool.ts); each call needs no line of its own.
    if (isDatabaseUnreachable(error)) return answerDatabaseUnavailable(c);
    console.error(`${c.req.method} ${c.req.path}:`, error);
    return answer(c, ERR.internal, 'Internal error.');
  });

  healthzRoute(app, services);

  // Answers of the admin API carry people's data: no browser or proxy may keep a copy, errors included.
  app.use('/api/admin/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // Before the body is read: a POST a browser sent from another site does nothing (auth/same-origin.ts).
  app.use('/api/admin/*', sameOriginPosts({ publicUrl: config.publicUrl, trustProxy: config.trustProxy }));

  let openapi: unknown;
  app.get('/api/openapi.json', (c) => c.json((openapi ??= buildOpenApi(registry.all, { publicUrl: config.publicUrl }))));

  app.post(
    '/api/admin/:api',
    // Uploads may be larger than other bodies (read-body.ts says how much).
    (c, next) => limitBody(c, next, maxBodyBytesFor((registry.byApi.get(c.req.param('api') ?? '') as ServerCommand | undefined)?.args)),
    async (c) => {
      const api = c.req.param('api');
      const command = registry.byApi.get(api) as ServerCommand | undefined;
      if (!command) return c.json({ err: ERR.notFound, msg: `Unknown API '${api}'. The list is at /api/openapi.json.`, data: null }, 404);
      const source = c.req.header(COMMAND_SOURCE_HEADER) ?? DEFAULT_COMMAND_SOURCE;
      if (!isCommandSource(source)) {
        return answer(c, ERR.invalidArguments, `Unknown command source '${source.slice(0, 40)}' in ${COMMAND_SOURCE_HEADER}. Known: ${COMMAND_SOURCES.join(', ')}.`, { fields: [] });
      }
      const runGroup = c.req.header(RUN_GROUP_HEADER) || undefined;
      if (runGroup !== undefined && !RUN_GROUP_PATTERN.test(runGroup)) {
        return answer(c, ERR.invalidArguments, `${RUN_GROUP_HEADER} must be 1-64 letters, digits, '_', '-' or '.', starting with a letter or digit.`, { fields: [] });
      }
      const body = await readBody(c, command.args);
      const token = bearerToken(c.req.header('authorization')) || null;
      const caller = { token, clientIp: clientIp(c, config.trustProxy), userAgent: c.req.header('user-agent') ?? '', source, runGroup };
      // Sign-in attempts are counted before the command's transaction, so parallel guesses cannot overtake the count.
      const data = await guarded(command.id, services.database.db, body, caller, () => runWithFiles(services, command, body, caller));
      return answer(c, ERR.ok, 'ok', data);
    },
  );

  app.get(ATTACHMENT_DOWNLOAD_PATH, attachmentDownload(services, (c) => clientIp(c, config.trustProxy)));
  app.get(LIBRARY_DOWNLOAD_PATH, libraryDownload(services, (c) => clientIp(c, config.trustProxy)));
  app.get(PROVIDER_ATTACHMENT_DOWNLOAD_PATH, providerAttachmentDownload(services, (c) => clientIp(c, config.trustProxy)));
  liveStreamRoute(app, services);
  presenceRoute(app, services);
  loginPageRoute(app, path.resolve(config.staticDir));
  publicRoutes(app, services);

  app.all('/api/*', (c) =>
    c.req.method !== 'POST' && c.req.path.startsWith('/api/admin/')
      ? c.json({ err: ERR.invalidArguments, msg: 'Every call is a POST.', data: null }, 405)
      : c.json({ err: ERR.notFound, msg: `No API at ${c.req.path}.`, data: null }, 404),
  );

  const root = path.resolve(config.staticDir);
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root, precompressed: true }));
  // A file that is not there is a 404; the app shell in its place would hide a broken link or deploy.
  app.get('/assets/*', (c) => c.text('Not found.', 404));
  app.get('*', async (c, next) => (FILE_PATH.test(c.req.path) ? c.text('Not found.', 404) : next()));
  // History mode: every other GET is a console route, answered by the app shell.
  app.get('*', async (c) => {
    try {
      const html = await readFile(path.join(root, 'index.html'), 'utf8');
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    } catch {
      return c.text('The console is not built. Run `npm run build`.', 503);
    }
  });
  return app;
}
