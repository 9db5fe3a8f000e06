import type { Page } from 'playwright-core';

/**
 * Counts the page's requests in flight from now on; the function it returns waits until none is in flight
 * and none has started or ended for `quietMs` (at most 10 s), so a check sees the lists and panels a screen
 * loads after it shows. Playwright's 'networkidle' waits 500 ms of quiet every time; this waits 150.
 */
export function trackRequests(page: Page, quietMs = 150): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    const until = Date.now() + 10_000;
    while (Date.now() < until && (inFlight > 0 || Date.now() - lastChange < quietMs)) await page.waitForTimeout(25);
  };
}
