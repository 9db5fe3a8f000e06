// Shared set-up of the palette and console browser suites: a page in its own context (signed in by
// token, or not), console errors and CSP violations collected, and the keyboard moves the palette uses.
import type { Browser, Page } from 'playwright-core';
import { openConsole, type OpenPage } from '../support/console-page';
import type { TestServer } from '../support/server';

export type ConsolePage = OpenPage;

export function openPage(browser: Browser, server: TestServer, path: string, token: string | null = null): Promise<ConsolePage> {
  return openConsole(browser, server, path, { token, width: 1366, height: 860, timeout: 8000 });
}

/**
 * Errors a user would notice. With `allowHttpErrors`, the browser's own 'Failed to load resource' line
 * for an answer with an HTTP error status the test provoked on purpose is dropped.
 */
export function unexpected(errors: readonly string[], allowHttpErrors = false): string[] {
  return errors.filter((e) => !(allowHttpErrors && e.startsWith('Failed to load resource')));
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
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'palette-input');
}

/**
 * Types into the palette and waits until its list shows the results for that text. `atOnce` enters the
 * text as one input, as a paste or an input method does: for suites that check what a title finds, not
 * how the list follows each key (palette-typos and the recruiter suites type key by key).
 */
export async function typeInPalette(page: Page, text: string, { atOnce = false } = {}): Promise<void> {
  if (atOnce) await page.keyboard.insertText(text);
  else await page.keyboard.type(text);
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
