// Opens the console in a fresh browser context for a test: optionally signed in (the token put straight
// into storage, as the console keeps it) with settings, and every console error, uncaught error and CSP
// violation collected so a test can assert there were none.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '../../src/domain/constants';
import type { TestServer } from './server';

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
  /** Playwright's default wait, ms. */
  timeout?: number;
  /** Lets a test inject a script tag (axe-core) the console's CSP would refuse. */
  bypassCSP?: boolean;
  /** The browser's own locale (Chromium's default otherwise), to show the console does not follow it. */
  locale?: string;
  /** Set-up of the context before its first page (init scripts such as e2e/plain-words.ts's watcher). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

/** A new browser context (its own storage), optionally signed in, on `path`, waited until the app shows. */
export async function openConsole(browser: Browser, server: TestServer, path: string, options: OpenOptions = {}): Promise<OpenPage> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, baseURL: server.url, bypassCSP: options.bypassCSP, locale: options.locale });
  // Only before the first document: a reload must see what the page itself stored (or removed).
  await context.addInitScript(
    ([key, token, settings]) => {
      if (sessionStorage.getItem('console-test-seeded')) return;
      sessionStorage.setItem('console-test-seeded', '1');
      if (token) localStorage.setItem(key, token);
      if (settings) localStorage.setItem('care-console-settings', settings);
    },
    [TOKEN_STORAGE_KEY, options.token ?? null, options.settings ? JSON.stringify(options.settings) : null] as const,
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
  });
  await options.prepare?.(context);
  const page = await context.newPage();
  page.setDefaultTimeout(options.timeout ?? 10_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(path);
  await page.waitForSelector('#root > *', { state: 'attached' });
  return { context, page, errors };
}
