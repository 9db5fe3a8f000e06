// Shared set-up of the shell's browser suites: a signed-in page (token put straight into storage, as the
// console keeps it), with console errors, page errors and CSP violations collected.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '../../src/domain/constants';
import type { TestServer } from '../support/server';

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught errors and CSP violations, in order. */
  errors: string[];
}

export interface OpenOptions {
  token?: string | null;
  width?: number;
  height?: number;
  /** Settings stored before the console starts (language, size, sidebar). */
  settings?: Record<string, unknown>;
}

/** A new browser context (its own storage), optionally signed in, on `path`, waited until the app shows. */
export async function openConsole(browser: Browser, server: TestServer, path: string, options: OpenOptions = {}): Promise<OpenPage> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, baseURL: server.url });
  // Only before the first document: a reload must see what the page itself stored (or removed).
  await context.addInitScript(
    ([key, token, settings]) => {
      if (sessionStorage.getItem('shell-test-seeded')) return;
      sessionStorage.setItem('shell-test-seeded', '1');
      if (token) localStorage.setItem(key, token);
      if (settings) localStorage.setItem('care-console-settings', settings);
    },
    [TOKEN_STORAGE_KEY, options.token ?? null, options.settings ? JSON.stringify(options.settings) : null] as const,
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(path);
  await page.waitForSelector('#root > *', { state: 'attached' });
  return { context, page, errors };
}

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
