// Shared moves of the shell's browser suites: where the page is, in-app navigation, waiting for a path.
import type { Page } from 'playwright-core';

export { openConsole, type OpenOptions, type OpenPage } from '../support/console-page';

/** Path and query of the page's URL. */
export function here(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the URL's path and query are `expected` (or match it). */
export async function waitForHere(page: Page, expected: string | RegExp, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    ([want, isRegex]) => {
      const now = location.pathname + location.search;
      return isRegex ? new RegExp(want).test(now) : now === want;
    },
    [expected instanceof RegExp ? expected.source : expected, expected instanceof RegExp] as const,
    { timeout },
  );
}

/** Client-side navigation, as a link would do it (no reload). */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The keys (paths) of the open tabs, in order. */
export function tabKeys(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="tag"]', (tags) => tags.map((t) => t.getAttribute('data-path') ?? ''));
}

/** Waits until the open tabs are exactly `keys`. */
export async function waitForTabs(page: Page, keys: string[], timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (want) => JSON.stringify([...document.querySelectorAll('[data-testid="tag"]')].map((t) => t.getAttribute('data-path'))) === want,
    JSON.stringify(keys),
    { timeout },
  );
}

/** Console errors and CSP violations a user would not expect; every one fails the test. */
export function unexpectedErrors(errors: readonly string[]): string[] {
  return [...errors];
}
