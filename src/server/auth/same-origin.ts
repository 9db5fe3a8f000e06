// A browser sends form-encoded and multipart POSTs across sites without asking first (no CORS preflight),
// so a foreign page could post to the API with whatever the browser adds on its own. The bearer token is
// never added by a browser, but sign-in is public (login CSRF, throttle abuse): so every API POST that a
// browser marks as coming from another origin is refused before it is read. Programs (the CLI, curl)
// send no Origin and are let through.
import type { Context, MiddlewareHandler } from 'hono';
import { ERR, httpStatusFor } from '../../domain/errors';

/** The origins that are ours: the address the request came to, and the public URL when one is set. */
function ownOrigins(c: Context, publicUrl: string | undefined, trustProxy: boolean): Set<string> {
  const url = new URL(c.req.url);
  const origins = new Set([url.origin]);
  const host = c.req.header('host');
  if (host) origins.add(`${url.protocol}//${host}`);
  if (trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const forwardedHost = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() ?? host;
    if (proto && forwardedHost) origins.add(`${proto}://${forwardedHost}`);
  }
  if (publicUrl) {
    try {
      origins.add(new URL(publicUrl).origin);
    } catch {
      // A malformed PUBLIC_URL adds nothing; config reports it elsewhere.
    }
  }
  return origins;
}

export function sameOriginPosts(options: { publicUrl?: string; trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    // 'null' is what a sandboxed frame or a file: page sends: never ours.
    const foreign = origin !== undefined ? !ownOrigins(c, options.publicUrl, options.trustProxy).has(origin) : site === 'cross-site';
    if (!foreign) return next();
    c.header('Connection', 'close');
    return c.json(
      { err: ERR.forbidden, msg: 'Calls from another site are refused. Use the console at its own address.', data: null },
      httpStatusFor(ERR.forbidden) as 403,
    );
  };
}
