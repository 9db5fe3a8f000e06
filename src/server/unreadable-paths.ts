// A path no route can have: one that holds a NUL once decoded, or percent-escapes that are not UTF-8.
// Answered 404 before any route sees it: the static files' handler would pass it to the file system,
// which throws on a NUL (a 500 without signing in), and a short-link code can never contain one.
import type { MiddlewareHandler } from 'hono';
import { ERR } from '../domain/errors';

function readable(pathname: string): boolean {
  // A URL cannot carry a raw NUL or a broken character: only an escape can, so most paths need no decoding.
  if (!pathname.includes('%')) return true;
  try {
    return !decodeURIComponent(pathname).includes('\0');
  } catch {
    return false; // not UTF-8 (a lone surrogate's bytes included)
  }
}

export function unreadablePaths(): MiddlewareHandler {
  return async (c, next) => {
    // The path as sent (c.req.path is already decoded, so a NUL in it could not be told from %00's).
    const pathname = new URL(c.req.url).pathname;
    if (readable(pathname)) return next();
    if (pathname.startsWith('/api/')) return c.json({ err: ERR.notFound, msg: 'No such address.', data: null }, 404);
    return c.text('Not found.', 404);
  };
}
