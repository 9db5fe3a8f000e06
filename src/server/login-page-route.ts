// GET /login answers the stand-alone sign-in page (built from static/login.html): a few KB of script
// instead of the whole console, which the page fetches only once its form is usable (docs/login.md).
// Registered before the link routes, so showing the form never waits for a database lookup.
import type { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOGIN_PATH } from '../domain/constants';

/** The build's precompressed copies (build.mjs writes .br and .gz beside each page), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export function loginPageRoute(app: Hono, staticRoot: string): void {
  const file = path.join(staticRoot, 'login.html');
  app.get(LOGIN_PATH, async (c) => {
    // Always asked again: it names the hashed assets of the build being served.
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    const accepted = c.req.header('accept-encoding') ?? '';
    for (const encoding of ENCODINGS) {
      if (!new RegExp(`\\b${encoding.name}\\b`).test(accepted)) continue;
      const body = await readFile(file + encoding.suffix).catch(() => null);
      if (!body) continue;
      c.header('Content-Encoding', encoding.name);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(body);
    }
    try {
      return c.html(await readFile(file, 'utf8'));
    } catch {
      return c.text('The console is not built. Run `npm run build`.', 503);
    }
  });
}
