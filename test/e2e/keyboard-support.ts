// Shared moves of the keyboard-only suites: pages reached through the palette's route search, the Tab
// walk (what each stop is, its accessible name from Chromium's own accessibility tree, whether it shows
// and has a focus ring) and the lists of routes and commands, derived from the route table and catalogue.
import * as assert from 'uvu/assert';
import type { CDPSession, Page } from 'playwright-core';
import { registry } from '../../commands';
import { routeTitlesEn } from '../../src/web/i18n/route-titles-en';
import { isNavigable, routeTable } from '../../src/web/routes/route-table';
import type { RouteEntry } from '../../src/web/routes/route-types';
import { openPalette, paletteClosed, selectedItem, typeInPalette, waitForPath } from './palette-support';

/** A route title, or a list row's command title (`command.<id>`). */
const titleOf = (key: string) =>
  key.startsWith('command.') ? (registry.byId.get(key.slice('command.'.length))?.title ?? key) : ((routeTitlesEn as Record<string, string>)[key.replace(/^route\./, '')] ?? key);

/** Every page the palette's Navigate group offers an administrator: the route table's, never a copy. */
export const navigableRoutes: readonly RouteEntry[] = routeTable.filter((r) => isNavigable(r) && !r.hidden);

/** 'Staff › Applicants', as the palette titles the page (in English). */
export const routeTitlePath = (route: RouteEntry): string => [...route.parents.map((p) => titleOf(p.titleKey)), titleOf(route.titleKey)].join(' › ');

/**
 * tsx keeps function names with a `__name` helper that the page does not have: functions sent to
 * page.evaluate need it defined there (now and after every reload).
 */
export async function defineNameHelper(page: Page): Promise<void> {
  const shim = 'globalThis.__name = globalThis.__name || ((f) => f)';
  await page.context().addInitScript(shim);
  await page.evaluate(shim);
}

/** Moves the palette's highlight with the arrows until `isWanted` holds (it may not be first); false if never. */
export async function arrowTo(page: Page, isWanted: (item: Awaited<ReturnType<typeof selectedItem>>) => boolean, limit = 24): Promise<boolean> {
  for (let i = 0; i <= limit; i++) {
    const item = await page.$('[data-testid="palette-item"][data-selected="true"]') ? await selectedItem(page) : null;
    if (item && isWanted(item)) return true;
    await page.keyboard.press('ArrowDown');
  }
  return false;
}

/** Ctrl+K, the page's title path, arrows to it if it is not first, Enter: the page is open. */
export async function goByPalette(page: Page, route: RouteEntry): Promise<void> {
  await openPalette(page);
  await typeInPalette(page, routeTitlePath(route), { atOnce: true });
  assert.ok(await arrowTo(page, (i) => i.route === route.path), `the palette offers ${route.path} for "${routeTitlePath(route)}"`);
  await page.keyboard.press('Enter');
  await paletteClosed(page);
  await waitForPath(page, new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`));
}

export interface Stop {
  tag: string;
  testId: string | null;
  name: string;
  role: string;
  visible: boolean;
  ring: boolean;
  /** The focused element's shadow, outline and size, for the failure message. */
  look?: string;
  inMain: boolean;
  inDialog: boolean;
  /** Inside a table (a control in a row: the list is reached). */
  inTable: boolean;
  /** A radio's group ('radio:kind'): Tab stops once per group, the arrows move within it. */
  radioGroup: string | null;
  key: string;
}

/** What has the focus: Chromium's accessible name and role for it, and how it shows. */
export async function focusedStop(page: Page, cdp: CDPSession): Promise<Stop> {
  const facts = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const hasRing = (s: CSSStyleDeclaration) => (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
    // A visually hidden input shows its focus on the label or box drawn for it.
    const proxy = rect.width <= 1 || rect.height <= 1 ? (el.closest('label') ?? el.nextElementSibling ?? el.parentElement) : null;
    const proxyRect = proxy?.getBoundingClientRect();
    const visible = el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && ((rect.width > 1 && rect.height > 1) || Boolean(proxyRect && proxyRect.width > 1 && proxyRect.height > 1));
    // A date box's last stop is Chromium's own calendar button, ringed by the browser inside the box.
    const nativePicker = el.matches('input[type="date"],input[type="datetime-local"],input[type="time"],input[type="month"],input[type="week"]');
    const ring = nativePicker || hasRing(style) || Boolean(proxy && (hasRing(getComputedStyle(proxy)) || proxy.matches(':focus-within')));
    // Stable enough to notice a stop seen before (the Tab cycle).
    const path: string[] = [];
    for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) path.unshift(`${n.tagName}:${[...(n.parentElement?.children ?? [])].indexOf(n)}`);
    return { tag: el.tagName, testId: el.getAttribute("data-testid") ?? (el.tagName === "DIV" ? `div.${String(el.className).split(" ").slice(0, 3).join(".")}` : null), visible, ring, look: `${style.boxShadow} | ${style.outlineStyle} ${style.outlineWidth} | ${rect.width}x${rect.height}`, inMain: Boolean(el.closest('main')), inTable: Boolean(el.closest('table')), radioGroup: el instanceof HTMLInputElement && el.type === 'radio' ? `radio:${el.name}` : null, inDialog: Boolean(el.closest('[role="dialog"],[role="alertdialog"]')), key: path.join('/') };
  });
  if (!facts) return { tag: 'BODY', testId: null, name: '', role: '', visible: true, ring: true, inMain: false, inDialog: false, inTable: false, radioGroup: null, key: 'BODY' };
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
  const node = nodes.find((n) => !n.ignored) ?? nodes[0];
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  return { ...facts, name: String(node?.name?.value ?? '').trim(), role: String(node?.role?.value ?? '') };
}

/** A name a person can use: at least one letter or digit (not '✎' or '›' alone). */
export const meaningfulName = (name: string): boolean => /[\p{L}\p{N}]/u.test(name);

export const describeStop = (s: Stop) => `${s.tag}${s.testId ? `[${s.testId}]` : ''} "${s.name}" (${s.role})`;

/** Problems of one stop: no usable name, not visible, no focus ring. */
export function stopProblems(s: Stop): string[] {
  const out: string[] = [];
  if (!meaningfulName(s.name)) out.push(`${describeStop(s)} has no accessible name`);
  if (!s.visible) out.push(`${describeStop(s)} is not visible`);
  if (!s.ring) out.push(`${describeStop(s)} shows no focus ring (${s.look})`);
  return out;
}

/**
 * Tabs until the skip link has the focus (the first stop of the page): the Tab order cycles, so a
 * page without a trap always gets back to it. Returns the presses it took.
 */
export async function tabToSkipLink(page: Page, limit = 260): Promise<number> {
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'skip-link')) return i;
  }
  throw new Error(`Tab never came back to the skip link in ${limit} presses: a focus trap`);
}

/**
 * From the skip link: Enter to the page, then Tab through the page until the focus leaves it. Returns
 * every stop inside the page; throws if the focus never leaves it (a trap).
 */
export async function walkMain(page: Page, cdp: CDPSession, limit = 220): Promise<Stop[]> {
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'main');
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page, cdp);
    if (!stop.inMain) return stops;
    stops.push(stop);
  }
  throw new Error(`the focus stayed inside the page for ${limit} Tab presses: ${stops.slice(-3).map(describeStop).join(', ')}`);
}

/**
 * Elements on the page that look clickable (a pointer cursor) but that no key can reach: not
 * focusable themselves nor inside something focusable, and not a label of a control.
 */
export function unreachableClickables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const focusable = 'a[href],button,input,select,textarea,summary,[tabindex],[contenteditable="true"]';
    const out: string[] = [];
    for (const el of main.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(el).cursor !== 'pointer') continue;
      if (el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer') continue;
      if (el.closest(focusable) || el.closest('label') || el.querySelector(focusable)) continue;
      if (!el.checkVisibility()) continue;
      out.push(`${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return out;
  });
}

/** Visible, enabled controls of the page that Tab should reach (not tabindex=-1); a radio group once, by its name. */
export function tabbableInMain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const sel = 'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]';
    return [...main.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }) && !el.closest('[inert],[aria-hidden="true"]'))
      // Named as focusedStop names a stop: its test id, else a div by its first classes, else its tag.
      .map((el) => (el instanceof HTMLInputElement && el.type === 'radio' && el.name ? `radio:${el.name}`
        : (el.getAttribute('data-testid') ?? (el.tagName === 'DIV' ? `div.${String(el.className).split(' ').slice(0, 3).join('.')}` : el.tagName))));
  });
}

/** The screen drew its content: a heading in the page, no error panel, no skeleton left. */
export async function screenRendered(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return Boolean(main && main.querySelector('h1,h2,[role="heading"]') && !main.querySelector('[data-testid$="-skeleton"]'));
  }, undefined, { timeout: 10_000 }).catch(() => {
    throw new Error(`${path}: the screen drew no heading (or kept loading)`);
  });
  const failed = await page.$('main [data-testid="screen-error"]');
  assert.not.ok(failed, `${path}: the screen failed: ${(await failed?.textContent())?.slice(0, 300)}`);
}
