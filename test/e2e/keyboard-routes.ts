// One keyboard-only route check, shared by the keyboard-only-routes-* suites (each takes a share of the
// route table): the page reached by the palette's route search, its screen drawn, every stop of its Tab
// order named, visible and ringed, every control of the page reached, and the Tab order cycling back.
import * as assert from 'uvu/assert';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { RouteEntry } from '../../src/web/routes/route-types';
import { browserSuite } from '../support/browser-suite';
import { defineNameHelper, describeStop, goByPalette, navigableRoutes, screenRendered, stopProblems, tabbableInMain, tabToSkipLink, unreachableClickables, walkMain } from './keyboard-support';
import { openPage, unexpected } from './palette-support';
import { trackRequests } from './request-settle';

/** The share `part` (0-based) of `parts` of the navigable routes. */
export function routeShare(part: number, parts: number): RouteEntry[] {
  return navigableRoutes.filter((_, i) => i % parts === part);
}

export async function routeSuite(name: string, routes: readonly RouteEntry[]): Promise<void> {
  const test = await browserSuite(name, routes.length + 1);
  if (!test) return;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let errors: string[];
  let settle: () => Promise<void>;
  let dirty = false;

  test('the share of routes is not empty and every one is a page of the table', () => {
    assert.ok(routes.length >= 10, `${routes.length} routes`);
    assert.ok(routes.every((r) => r.path.startsWith('/') && !r.params.length));
  });

  for (const route of routes) {
    test(`${route.path}: palette → screen → Tab order`, async ({ server, browser, token }) => {
      if (!page) {
        ({ context, page, errors } = await openPage(browser, server, '/dashboard', token));
        settle = trackRequests(page);
        await defineNameHelper(page);
        cdp = await context.newCDPSession(page);
        await cdp.send('Accessibility.enable');
      } else if (dirty) {
        // The last route failed half way: start this one from a fresh page, not from its leftovers (a
        // form left dirty would hold a reload at its 'leave this page?' question).
        await context.close();
        ({ context, page, errors } = await openPage(browser, server, '/dashboard', token));
        settle = trackRequests(page);
        await defineNameHelper(page);
        cdp = await context.newCDPSession(page);
        await cdp.send('Accessibility.enable');
      }
      dirty = true;
      errors.length = 0;
      await goByPalette(page, route);
      await screenRendered(page, route.path);
      // Lists and panels load after the heading: let the page settle before walking it.
      await settle();
      await tabToSkipLink(page);
      const stops = await walkMain(page, cdp);
      const problems = stops.flatMap(stopProblems);
      const reached = new Set(stops.flatMap((s) => [s.testId ?? s.tag, ...(s.radioGroup ? [s.radioGroup] : [])]));
      const controls = await tabbableInMain(page);
      const missed = controls.filter((c) => !reached.has(c));
      const dead = await unreachableClickables(page);
      assert.ok(stops.length > 0, `${route.path}: Tab reaches nothing on the page`);
      assert.equal(problems, [], `${route.path}: ${problems.join('; ')}`);
      assert.equal(missed, [], `${route.path}: Tab never reaches ${missed.join(', ')} (stops: ${stops.map(describeStop).join(', ')})`);
      assert.equal(dead, [], `${route.path}: clickable but unreachable by key: ${dead.join(', ')}`);
      // A list is reached as a scrolling region, as a grid, or through a control in its rows.
      if (await page.$('main table')) assert.ok(stops.some((s) => s.role === 'region' || s.tag === 'TABLE' || /grid|table/.test(s.role) || s.inTable), `${route.path}: Tab reaches the list`);
      assert.equal(unexpected(errors, true), [], route.path);
      dirty = false;
    });
  }

  test.run();
}
