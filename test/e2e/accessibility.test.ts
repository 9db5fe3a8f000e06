// Every screen renders, and passes WCAG 2.1 AA by the real axe-core (wcag2a, wcag2aa, wcag21aa): the
// login page, every signed-in page of the route table (detail pages with real ids from the seeded world),
// the palette open, a record open beside its list, and shell dialogs open. Each page is reached in-app,
// shows its title, is highlighted in the sidebar, shows a real screen (no failed screen, no more than one
// honest not-built panel) and logs no console error; each scan must find no critical and no serious
// violation, and a failure names the rule, how many elements, the first selectors and axe's figures. One
// browser, one page walked in-app (this walk was shell-routes' too: one walk now checks both).
import { eq, isNotNull } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'playwright-core';
import { applications, employees, incidents, interviewReports, interviews, jobAds, jobReferees, outerCandidates, providerOperators, providers, shifts, staff, staffResumes, tempShifts } from '../../src/server/db/schema';
import { registry } from '../../commands';
import { fillPath } from '../../src/web/routes/match-path';
import { routeTable } from '../../src/web/routes/route-table';
import { routeTitlesEn, type RouteTitleName } from '../../src/web/i18n/route-titles-en';
import { browserSuite, type BrowserSuiteContext } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import type { TestServer } from '../support/server';
import { AxeTally, blocking, describeViolations, dumpViolations, runAxe } from './axe-support';
import { goInApp, unexpectedErrors, waitForHere } from './shell-support';
import { openPalette, typeInPalette } from './palette-support';
import { trackRequests } from './request-settle';

/** Every signed-in page of the table (the public ones are the login's; /redirect only forwards). */
const pages = routeTable.filter((r) => !r.public && !r.path.startsWith('/redirect'));
// A row titled by its list command ('command.timesheet.commentList') reads the catalogue's title.
const title = (key: string) => (key.startsWith('command.') ? registry.byId.get(key.slice('command.'.length))!.title : routeTitlesEn[key.replace(/^route\./, '') as RouteTitleName]);

const test = await browserSuite('every screen renders and passes axe-core (WCAG 2.1 AA)', pages.length + 7);
const tally = new AxeTally();
const VIEW = { width: 1440, height: 900, timeout: 15_000, bypassCSP: true };

/** Scans what is on screen, adds it to the suite's totals and fails on any critical or serious rule. */
async function expectClean(page: Page, where: string, include?: string): Promise<void> {
  const { violations, applied } = await runAxe(page, include);
  tally.add(violations);
  dumpViolations(where, violations);
  // Every screen has text: a scan that judged no contrast did not run (no axe, or no rules chosen).
  assert.ok(applied.includes('color-contrast'), `${where}: axe judged no colour contrast (rules applied: ${applied.join(', ') || 'none'})`);
  const bad = blocking(violations);
  const elements = bad.reduce((n, v) => n + v.targets.length, 0);
  assert.ok(bad.length === 0, `${where}: ${bad.length} critical or serious rules on ${elements} elements\n${describeViolations(bad)}`);
}

/** Esc until the palette or dialog is gone, so a failed scan does not leave it over the next test's page. */
async function closeOverlay(page: Page, selector: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForSelector(selector, { state: 'detached', timeout: 3000 }).catch(() => page.keyboard.press('Escape'));
}

/** The seeded world's ids for each page with a parameter, picked so the page shows its fullest content. */
async function realIds(server: TestServer): Promise<Map<string, number>> {
  const db = server.database.db;
  const first = async (query: Promise<{ id: number }[]>, what: string) => {
    const [row] = await query;
    if (!row) throw new Error(`the seeded world has no ${what}`);
    return row.id;
  };
  // An interview with a written report: its page draws the ratings, and its applicant has the most tabs.
  const [reported] = await db.select({ id: interviews.id, staffId: applications.staffId }).from(interviewReports)
    .innerJoin(interviews, eq(interviews.id, interviewReports.interviewId)).innerJoin(applications, eq(applications.id, interviews.applicationId)).limit(1);
  const referee = await first(db.select({ id: jobReferees.id }).from(jobReferees).where(isNotNull(jobReferees.checkAnswers)).limit(1), 'answered reference check');
  const provider = await first(db.select({ id: providers.id }).from(providers).where(eq(providers.status, 'enabled')).limit(1), 'enabled provider');
  const tempShift = await first(db.select({ id: tempShifts.id }).from(tempShifts).limit(1), 'temp shift');
  const employee = await first(db.select({ id: employees.id }).from(employees).limit(1), 'employee');
  const job = await first(db.select({ id: jobAds.id }).from(jobAds).limit(1), 'job ad');
  const pairs: [string, number][] = [
    ['/staff/applicants/detail/:id', reported.staffId],
    ['/staff/applicants/resume-config/:id', await first(db.select({ id: staffResumes.id }).from(staffResumes).limit(1), 'resume')],
    ['/staff/applicants/shift-detail/:id', await first(db.select({ id: shifts.id }).from(shifts).limit(1), 'shift')],
    ['/staff/applicants/interview-report-detail/:id', reported.id],
    ['/staff/applicants/reference-check-detail/:id', referee],
    ['/staff/applicants/candidate-detail/:id', await first(db.select({ id: outerCandidates.id }).from(outerCandidates).limit(1), 'outer candidate')],
    ['/staff/enabled-staff/detail/:id', await first(db.select({ id: staff.id }).from(staff).where(eq(staff.status, 10)).limit(1), 'enabled worker')],
    ['/staff/enabled-staff/reference-check-detail/:id', referee],
    ['/provider/manage/operators/manage/:id', await first(db.select({ id: providerOperators.id }).from(providerOperators).limit(1), 'operator')],
    ['/provider/master-board/temp-shift/view/:id', tempShift],
    ['/provider/master-board/temp-shift/edit/:id', tempShift],
    ['/provider/employees/view/:id', employee],
    ['/provider/employees/edit/:id', employee],
    ['/job/ads/edit/:id', job],
    ['/job/ads/view/:id', job],
    ['/order/shift/detail/:id', await first(db.select({ id: shifts.id }).from(shifts).limit(1), 'shift order')],
    ['/incident/detail/:id', await first(db.select({ id: incidents.id }).from(incidents).limit(1), 'incident')],
    // The rest of the :id pages are a provider's own (settings, operators, contracts, its board).
    ...pages.filter((r) => r.path.includes('/provider/') && r.params.length).map((r): [string, number] => [r.path, provider]),
  ];
  // First entry wins: the operator, temp shift and employee pages keep their own ids.
  return new Map(pairs.reverse());
}

if (test) {
  let context: BrowserContext | undefined;
  let page: Page;
  let errors: string[];
  let settle: () => Promise<void>;
  let ids: Map<string, number>;
  /** The routes walked, and those that showed a not-built panel, for the summary test. */
  const walked: string[] = [];
  const notBuilt: string[] = [];

  /** The signed-in page the scans below share; opened again after a test left it in doubt. */
  async function consolePage({ browser, server, token }: BrowserSuiteContext): Promise<Page> {
    if (!context) {
      ({ context, page, errors } = await openConsole(browser, server, '/dashboard', { token, ...VIEW }));
      // Fades and slides end at once: axe measures the colours a person ends up seeing.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      settle = trackRequests(page);
      ids ??= await realIds(server);
      await page.waitForSelector('[data-testid="app-shell"]');
    }
    return page;
  }

  test('login page', async ({ browser, server }) => {
    const login = await openConsole(browser, server, '/login', VIEW);
    await login.page.emulateMedia({ reducedMotion: 'reduce' });
    await login.page.waitForSelector('form input[type="password"]');
    await expectClean(login.page, '/login');
    await login.context.close();
  });

  test('the check itself fails on planted violations (low-contrast text, an unlabelled file input)', async ({ browser, server }) => {
    const login = await openConsole(browser, server, '/login', VIEW);
    await login.page.waitForSelector('form input[type="password"]');
    await login.page.evaluate(() => {
      const planted = document.createElement('div');
      planted.id = 'planted';
      planted.innerHTML = '<p style="color:#aaaaaa;background:#ffffff">Too faint to read</p><input type="file">';
      document.body.append(planted);
    });
    const { violations } = await runAxe(login.page, '#planted');
    const found = blocking(violations).map((v) => v.id).sort();
    assert.equal(found, ['color-contrast', 'label'], describeViolations(violations));
    await login.context.close();
  });

  for (const route of pages) {
    test(`route ${route.path}`, async (ctx) => {
      const page = await consolePage(ctx);
      const id = route.params.length ? ids.get(route.path) : undefined;
      assert.ok(!route.params.length || id, `a real id for ${route.path}`);
      const path = fillPath(route.path, { id: String(id) });
      errors.length = 0;
      try {
        await goInApp(page, path);
        await waitForHere(page, path);
        // The new screen's title, then the screen itself (Suspense keeps the last one, hidden, while it loads).
        await page.waitForFunction((t) => document.title.startsWith(t), `${title(route.titleKey)}${route.params.length ? ' #' : ''}`);
        await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="page"] > *')].some((e) => e.getClientRects().length > 0));
        await settle();
        await expectRendered(page, route, path);
      } catch (error) {
        // A page that never showed leaves the shared page in doubt: the next test starts a fresh one.
        await context?.close();
        context = undefined;
        throw error;
      }
      await expectClean(page, path);
    });
  }

  /** The screen itself: highlighted in the sidebar, not failed, at most one honest not-built panel, no console error. */
  async function expectRendered(page: Page, route: (typeof pages)[number], path: string): Promise<void> {
    const titled = `${title(route.titleKey)}${route.params.length ? ' #' : ''}`;
    assert.ok((await page.title()).endsWith(' - Care Console'), `${path}: the tab title ends with the console's name`);
    assert.is(await page.$('[data-testid="screen-error"]'), null, `${path}: the screen failed`);
    const panels = await page.$$eval('[data-not-built]', (p) => p.filter((x) => x.getClientRects().length > 0).map((x) => x.getAttribute('data-not-built')));
    assert.ok(panels.length <= 1, `${path}: ${panels.length} not-built panels`);
    if (route.pending) assert.is(panels.length, 1, `${path}: not built, but no panel says so`);
    if (panels.length === 1) {
      const panelTitle = await page.$$eval('[data-testid="not-built-title"]', (t) => t.find((x) => x.getClientRects().length > 0)?.textContent ?? '');
      assert.ok(panelTitle.startsWith(titled), `${path}: the not-built panel is titled ${panelTitle}`);
      notBuilt.push(`${route.path}  (${panels[0]})`);
    }
    if (!route.noTag) assert.ok(await page.$(`[data-testid="sidebar-item"][data-path="${route.activeMenu}"][aria-current="page"]`), `${path}: the sidebar highlights ${route.activeMenu}`);
    assert.equal(unexpectedErrors(errors), [], `${path}: console errors`);
    walked.push(route.path);
  }

  test('the walk reached every page of the tree, and says which are still not built', () => {
    console.log(`\n${walked.length} routes rendered; ${notBuilt.length} still data-not-built${notBuilt.length ? `:\n  ${notBuilt.join('\n  ')}` : ''}`);
    assert.equal(walked, pages.map((r) => r.path), 'every page rendered, in the table\'s order');
  });

  test('the palette open, empty and with results', async (ctx) => {
    const page = await consolePage(ctx);
    await goInApp(page, '/dashboard');
    await openPalette(page);
    try {
      await settle();
      await expectClean(page, 'palette (empty)');
      await typeInPalette(page, 'applic');
      await settle();
      await expectClean(page, 'palette ("applic")');
    } finally {
      await closeOverlay(page, '[data-testid="palette"]');
    }
  });

  test('a record open beside its list (the focused application on the recruiter’s page)', async (ctx) => {
    const page = await consolePage(ctx);
    await goInApp(page, '/job/applications');
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    // The panel beside the list shows the focused application once its answers are in.
    await page.waitForSelector('[data-testid="application-panel"][data-application-id]');
    await settle();
    await expectClean(page, '/job/applications with an application open');
  });

  test('a shell dialog open (the interview dialog, from an applicant)', async (ctx) => {
    const page = await consolePage(ctx);
    await goInApp(page, fillPath('/staff/applicants/detail/:id', { id: String(ids.get('/staff/applicants/detail/:id')) }));
    await page.waitForSelector('[data-testid="open-dialog-interview"]');
    await settle();
    await page.click('[data-testid="open-dialog-interview"]');
    try {
      await page.waitForSelector('[data-testid="shell-dialog"][data-dialog-id="interview"] [data-testid="interview-dialog"]');
      await settle();
      await expectClean(page, 'interview dialog');
    } finally {
      await closeOverlay(page, '[data-testid="shell-dialog"]');
    }
  });

  test('a shell dialog open (notifications, from the bell)', async (ctx) => {
    const page = await consolePage(ctx);
    await page.click('[data-testid="notice-bell"]');
    try {
      await page.waitForSelector('[data-testid="shell-dialog"][data-dialog-id="notifications"] [data-testid="notice-item"]');
      await settle();
      await expectClean(page, 'notifications dialog');
    } finally {
      await closeOverlay(page, '[data-testid="shell-dialog"]');
    }
  });

  test.after(() => {
    console.log(`\n${tally.report()}`);
  });

  test.run();
}
