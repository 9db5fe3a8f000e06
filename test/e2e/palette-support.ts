// Shared set-up of the palette and console browser suites: a page in its own context (signed in by
// token, or not), console errors and CSP violations collected, and the keyboard moves the palette uses.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '../../src/domain/constants';
import type { TestServer } from '../support/server';

export interface ConsolePage {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught errors and CSP violations, in order. */
  errors: string[];
}

export async function openPage(browser: Browser, server: TestServer, path: string, token: string | null = null): Promise<ConsolePage> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, baseURL: server.url });
  await context.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('palette-test-seeded')) return;
      sessionStorage.setItem('palette-test-seeded', '1');
      if (value) localStorage.setItem(key, value);
    },
    [TOKEN_STORAGE_KEY, token] as const,
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  page.setDefaultTimeout(8000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(path);
  await page.waitForSelector('#root > *', { state: 'attached' });
  return { context, page, errors };
}

/**
 * Errors a user would notice. Two kinds are expected and dropped: zod's one-time eval probe blocked by
 * the CSP before zod-setup runs (a known defect, see test/e2e/shell-support.ts), and the browser's own
 * 'Failed to load resource' line for an answer with an HTTP error status the test provoked on purpose.
 */
export function unexpected(errors: readonly string[], allowHttpErrors = false): string[] {
  return errors.filter((e) => !e.startsWith('CSP violation: script-src eval') && !(allowHttpErrors && e.startsWith('Failed to load resource')));
}

export async function waitForPath(page: Page, expected: string | RegExp, timeout = 6000): Promise<void> {
  await page.waitForFunction(
    ([want, isRegex]) => {
      const now = location.pathname + location.search;
      return isRegex ? new RegExp(want).test(now) : now === want;
    },
    [expected instanceof RegExp ? expected.source : expected, expected instanceof RegExp] as const,
    { timeout },
  );
}

/** Ctrl+K, and the palette's input has the focus. */
export async function openPalette(page: Page): Promise<void> {
  // The keys are bound by the signed-in shell, which loads after sign-in.
  await page.waitForSelector('[data-testid="app-shell"]');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[data-testid="palette-input"]');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'palette-input');
}

/** Types into the palette and waits until its list shows the results for that text. */
export async function typeInPalette(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.waitForFunction((want) => document.querySelector<HTMLElement>('[data-testid="palette-list"]')?.dataset.query === want, text);
}

/** The highlighted palette item's attributes. */
export function selectedItem(page: Page): Promise<Record<string, string | null>> {
  return page.$eval('[data-testid="palette-item"][data-selected="true"]', (el) => ({
    text: el.textContent,
    commandId: el.getAttribute('data-command-id'),
    route: el.getAttribute('data-route'),
    record: el.getAttribute('data-record'),
    value: el.getAttribute('data-option-value'),
    isDefault: el.getAttribute('data-default'),
    group: el.getAttribute('data-group'),
  }));
}

/** Waits for the palette to close. */
export async function paletteClosed(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
}
