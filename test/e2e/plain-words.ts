// Watches what a person reads while a suite drives the console, and says where the machine's language
// showed through (issue 22): JSON, a snake_case identifier, or an internal command id in a preview, a
// confirm, a toast, a step label, an error or a bulk or macro panel. Installed before the page's own
// scripts (addInitScript), it keeps every distinct text those surfaces showed, for the whole session,
// so a toast that lived for two seconds is judged as well as what is on screen at the end.
import type { BrowserContext, Page } from 'playwright-core';
import { registry } from '../../commands';

/** The surfaces a person reads as the console talking to them (not their own input, not list data). */
const SURFACES = [
  '[data-testid="palette-preview"]',
  '[data-testid="palette-step"] [data-testid="palette-crumbs"]',
  '[data-testid="palette-crumbs"]',
  '[data-testid="palette-command-title"]',
  '[data-testid="palette-error"]',
  '[data-testid="palette-input-error"]',
  '[data-testid="palette-reason"]',
  '[data-testid="palette-irreversible"]',
  '[data-testid="palette-confirm"]',
  '[data-testid="palette-confirm-blocked"]',
  '[data-testid="palette-outcome"]',
  '[data-testid="palette-outcome-summary"]',
  '[data-testid="palette-no-choices"]',
  '[data-testid="bulk-panel"]',
  '[data-testid="macro-dry-results"]',
  '[data-testid="macro-results"]',
  '[data-testid="undo-preview"]',
  '[data-testid="toast"]',
  '[role="alert"]',
  '[role="alertdialog"]',
];

declare global {
  interface Window {
    __plainWords?: Record<string, string>;
  }
}

/** Starts collecting in every page of the context (call before the first page opens). */
export async function watchPlainWords(context: BrowserContext): Promise<void> {
  // A string, not a function: tsx's compiled functions call a helper (__name) the page does not have.
  await context.addInitScript(`(${WATCHER})(${JSON.stringify(SURFACES)})`);
}

/** The page's side, as text. Kept in the tab's session storage, so what was read before a reload is judged too. */
const WATCHER = `function (selectors) {
  var seen = JSON.parse(sessionStorage.getItem('plain-words') || '{}');
  window.__plainWords = seen;
  function collect() {
    var added = false;
    selectors.forEach(function (selector) {
      document.querySelectorAll(selector).forEach(function (el) {
        // What the person reads: the text without the inputs they typed into.
        var text = (el.innerText || '').replace(/\\s+/g, ' ').trim();
        if (text && !(text in seen)) { seen[text] = selector; added = true; }
      });
    });
    if (added) sessionStorage.setItem('plain-words', JSON.stringify(seen));
  }
  var queued = false;
  var observer = new MutationObserver(function () {
    if (queued) return;
    queued = true;
    queueMicrotask(function () { queued = false; collect(); });
  });
  function start() { observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true }); collect(); }
  if (document.documentElement) start(); else document.addEventListener('DOMContentLoaded', start);
}`;

const COMMAND_IDS = new Set<string>(registry.all.map((c) => c.id));

/** Why a text a person read is the machine's language, or null when it is plain words. */
export function machineWords(text: string): string | null {
  if (/[{[]\s*"[\w-]+"\s*:/.test(text) || /"\w+"\s*:\s*(null|true|false|\d|")/.test(text)) return 'JSON';
  const snake = /\b[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]\b/.exec(text.replace(/https?:\/\/\S+|\S+@\S+/g, ''));
  if (snake) return `a snake_case identifier (${snake[0]})`;
  for (const word of text.match(/\b[a-z]+\.[a-z][A-Za-z]+\b/g) ?? []) if (COMMAND_IDS.has(word)) return `a command id (${word})`;
  return null;
}

/** Every text the surfaces showed so far that speaks the machine's language, with where and why. */
export async function machineLanguageSeen(pages: Page[]): Promise<string[]> {
  const found: string[] = [];
  for (const page of pages) {
    const seen = (await page.evaluate(() => window.__plainWords ?? {})) as Record<string, string>;
    for (const [text, selector] of Object.entries(seen)) {
      const why = machineWords(text);
      if (why) found.push(`${why} in ${selector}: “${text.slice(0, 160)}”`);
    }
  }
  return found;
}

/** How many distinct texts were judged (a watcher that saw nothing proves nothing). */
export async function plainWordsCount(page: Page): Promise<number> {
  return page.evaluate(() => Object.keys(window.__plainWords ?? {}).length);
}
