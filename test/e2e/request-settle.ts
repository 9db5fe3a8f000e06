import type { Page, Request } from 'playwright-core';

/** The console's live stream (src/web/live/live-updates.ts) stays open for good: it is never "in flight". */
const LIVE_STREAM = /\/api\/live(\?|$)/;

/**
 * Counts the page's requests in flight from now on; the function it returns waits until none is in flight
 * and none has started or ended for `quietMs` (at most 10 s), so a check sees the lists and panels a screen
 * loads after it shows. Playwright's 'networkidle' waits 500 ms of quiet every time, and never comes while
 * the live stream is open; this waits 150 and leaves the stream out.
 */
export function trackRequests(page: Page, quietMs = 150): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const start = (request: Request) => {
    if (LIVE_STREAM.test(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const end = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    const until = Date.now() + 10_000;
    while (Date.now() < until && (inFlight.size > 0 || Date.now() - lastChange < quietMs)) await page.waitForTimeout(25);
  };
}
