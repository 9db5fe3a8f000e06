// A recruiter's day, keyboard only, in Chromium (issue 22): the jobs a power recruiter does most, each
// checked in the database, each printing the keys it took. All along a watcher (plain-words.ts) keeps every
// text a preview, confirm, toast, step label, error or panel showed; at the end none may be JSON, a
// snake_case identifier or an internal command id.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { applications, facilities, outbox, payrollPeriods, payslips, providerDisableRequests, providers, shiftWorkers, shifts, staff, timesheets } from '../../src/server/db/schema';
import { readLoosePhone } from '../../src/domain/sms/sms-phone';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import { accountOfType } from '../api/admin-accounts';
import { fixture, HOUR, POSITION, worker } from '../api/order-staff-fixture';
import { unexpected } from './palette-support';
import { machineLanguageSeen, machineWords, plainWordsCount, watchPlainWords } from './plain-words';
import { assertWalked, day, freshApplication, hireByKeyboard, statusOf, Tally } from './recruiter-support';

const test = await browserSuite('recruiter day', 3);
const WIDE = { width: 1440, height: 900, timeout: 15_000, prepare: watchPlainWords };

const selectedCount = (page: Page) => page.$$eval('[data-testid="applications-row"][aria-selected="true"]', (rows) => rows.length);
const stepIs = (page: Page, key: string) => page.waitForSelector(`[data-testid="palette-step"][data-step-key="${key}"]`);
/** The palette's list has answered what was typed. */
const answered = (page: Page, text: string) => page.waitForFunction((want) => document.querySelector<HTMLElement>('[data-testid="palette-list"]')?.dataset.query === want, text);
/** Moves the highlight with ↓ until the choice `attr`=`value` is highlighted. */
async function highlight(page: Page, k: Tally, attr: string, value: string) {
  await page.waitForSelector(`[data-testid="palette-item"][${attr}="${value}"]`);
  for (let i = 0; i < 60 && !(await page.$(`[data-testid="palette-item"][data-selected="true"][${attr}="${value}"]`)); i++) await k.press('ArrowDown');
  await page.waitForSelector(`[data-testid="palette-item"][data-selected="true"][${attr}="${value}"]`);
}
/** Polls the database until `read` gives `want`. */
async function until<T>(read: () => Promise<T>, want: T, what: string): Promise<void> {
  let got: T | undefined;
  for (let i = 0; i < 150; i++) {
    got = await read();
    if (got === want) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.is(got, want, what);
}

if (test) {
  test('the watcher knows the machine\'s language when it sees it', () => {
    assert.is(machineWords('Shortlist → New is not a move.'), null);
    assert.is(machineWords('Send to 20 · 20 SMS · 20 parts · $1.60'), null);
    assert.is(machineWords('Francesca Fischer (jane.doe_1@example.com)'), null, 'an email is not an identifier');
    assert.match(machineWords('{"refusal":null}') ?? '', /JSON/);
    assert.match(machineWords('Status: can_create ✗') ?? '', /snake_case/);
    assert.match(machineWords('use application.completeRecruitment') ?? '', /command id/);
  });

  test('hire one, shortlist twenty and text them through the dry run, undo after a reload', async ({ server, browser, token }) => {
    const { db } = server.database;
    const { context, page, errors } = await openConsole(browser, server, '/job/applications', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');

    // 1. Hire one applicant, New → Completed.
    const hire = await freshApplication(server, 5);
    const k1 = new Tally(page);
    await hireByKeyboard(page, k1, server, hire);
    await assertWalked(server, hire.id);
    console.log(k1.line('hire one applicant'));

    // 2. Shortlist twenty New applications and text them, through the bulk dry run both times.
    await page.goto('/job/applications?status=1&archived=false&page_size=50');
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const k2 = new Tally(page);
    await k2.press('x');
    for (let i = 1; i < 20; i++) await k2.press('j');
    await k2.press('Shift+X');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="applications-row"][aria-selected="true"]').length === 20);
    const chosen = await page.$$eval('[data-testid="applications-row"][aria-selected="true"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
    await k2.press('s');
    await page.waitForSelector('[data-testid="palette-item"][data-default]');
    await k2.press('Enter'); // Shortlist, the default move
    const dry = await page.waitForSelector('[data-testid="bulk-dry-run"]');
    assert.is(await dry.getAttribute('data-change'), '20');
    await k2.press('Enter'); // run it
    await page.waitForSelector('[data-testid="bulk-results"][data-status="done"]', { timeout: 30_000 });
    const shortlisted = await db.select({ id: applications.id, status: applications.status, staffId: applications.staffId }).from(applications).where(inArray(applications.id, chosen));
    assert.ok(shortlisted.every((r) => r.status === 2), 'all twenty at Shortlist');
    // 'Select the 20 changed', then Shift+M texts their applicants.
    await page.waitForSelector('[data-testid="palette-item"][data-select-changed]');
    while (!(await page.$('[data-testid="palette-item"][data-select-changed][data-selected="true"]'))) await k2.press('ArrowDown');
    await k2.press('Enter');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    await page.waitForFunction(() => /\b20\b/.test(document.querySelector('[data-testid="applications-selection-bar"]')?.textContent ?? ''));
    const body = `Day test ${Date.now()}: you are shortlisted, we will call you.`;
    await k2.press('Shift+M');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="message"]');
    await k2.type(body);
    await k2.press('Enter');
    for (let i = 0; i < 5; i++) {
      const shown = await page.waitForSelector('[data-testid="palette-step"], [data-testid="bulk-panel"]');
      if ((await shown.getAttribute('data-testid')) === 'bulk-panel') break;
      const key = await shown.getAttribute('data-step-key');
      await k2.press('Enter'); // send now
      await page.waitForFunction((was) => document.querySelector('[data-testid="palette-step"]')?.getAttribute('data-step-key') !== was, key);
    }
    const texting = await page.waitForSelector('[data-testid="bulk-dry-run"]');
    const people = new Set(shortlisted.map((r) => r.staffId));
    assert.is(await texting.getAttribute('data-change'), String(people.size), 'each applicant once');
    assert.match((await page.textContent('[data-testid="bulk-messages"]')) ?? '', /SMS · \d+ parts · \$\d+\.\d\d/);
    const before = (await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.body, body))).length;
    assert.is(before, 0, 'the dry run sent nothing');
    await k2.press('Enter'); // send
    await page.waitForSelector('[data-testid="bulk-results"][data-status="done"]', { timeout: 30_000 });
    await k2.press('Enter'); // close
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    const phones = (await db.select({ phone: staff.phone }).from(staff).where(inArray(staff.id, [...people]))).map((p) => readLoosePhone(p.phone).recipient).filter(Boolean);
    const sent = await db.select({ recipient: outbox.recipient }).from(outbox).where(and(eq(outbox.body, body), eq(outbox.channel, 'sms')));
    assert.is(sent.length, phones.length, 'one text per person with a mobile');
    assert.is(new Set(sent.map((m) => m.recipient)).size, sent.length, 'nobody twice');
    console.log(k2.line('shortlist 20 and text them'));

    // 3. Undo after a reload. Texts cannot be taken back and Shortlist → New is not a move, so the step to
    // undo is a status change that can be: one shortlisted applicant marked Not fit, then the page reloaded.
    await page.goto('/job/applications?status=2&archived=false');
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const unfit = await page.$eval('[data-testid="applications-row"][data-focused]', (r) => Number(r.getAttribute('data-row-id')));
    const k3 = new Tally(page);
    await k3.press('s');
    await page.waitForSelector('[data-testid="palette-step"]');
    await k3.type('not fit');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid="palette-list"]')?.dataset.query === 'not fit');
    await k3.press('Enter');
    await page.waitForSelector('[data-testid="palette-confirm"], [data-testid="palette-preview"]');
    await k3.press('Enter'); // a danger choice asks to confirm
    for (let i = 0; i < 100 && (await statusOf(server, unfit)) !== 4; i++) await new Promise((r) => setTimeout(r, 100));
    assert.is(await statusOf(server, unfit), 4, 'marked Not fit');
    await page.reload();
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    await k3.press('Control+z');
    const preview = await page.waitForSelector('[data-testid="undo-preview-title"]');
    assert.match((await page.textContent('[data-testid="undo-preview"]')) ?? '', /Not fit → Shortlist/);
    assert.ok(await preview.isVisible());
    await k3.press('Enter');
    for (let i = 0; i < 100 && (await statusOf(server, unfit)) !== 2; i++) await new Promise((r) => setTimeout(r, 100));
    assert.is(await statusOf(server, unfit), 2, 'back at Shortlist');
    console.log(k3.line('undo after a reload'));

    const judged = await plainWordsCount(page);
    assert.ok(judged > 20, `the watcher read what the surfaces showed (${judged}: ${JSON.stringify(await page.evaluate(() => window.__plainWords))})`);
    assert.equal(await machineLanguageSeen([page]), []);
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test('an order through to payslip, and a provider disable approved by a second administrator', async ({ server, browser, token }) => {
    const { db } = server.database;
    // A NSW facility of an enabled provider, and a Personal Care Worker holding every credential it asks.
    const [site] = await db.select({ id: facilities.id, name: facilities.name, providerId: facilities.providerId, provider: providers.name }).from(facilities)
      .innerJoin(providers, eq(providers.id, facilities.providerId))
      .where(and(eq(facilities.state, 'NSW'), eq(facilities.active, true), eq(providers.status, 'enabled')))
      .orderBy(asc(facilities.id)).limit(1);
    const f = { ...(await fixture(db)), facility: { id: site!.id, providerId: site!.providerId } };
    const name = 'Tamsin Okafor';
    const who = await worker(db, f, { name });
    const { context, page, errors } = await openConsole(browser, server, '/dashboard', { token, ...WIDE });
    await page.waitForSelector('[data-testid="app-shell"]');

    // 4. Order → assign → check out → timesheet → payslip.
    const k4 = new Tally(page);
    // The order, on the provider's behalf (alt+n): provider, facility, position, a day two UTC days on (always
    // ahead on Sydney's clock too) 09:00–17:00, who asked.
    await k4.press('Alt+N');
    await stepIs(page, 'provider_id');
    await k4.type(site!.provider);
    await answered(page, site!.provider);
    await highlight(page, k4, 'data-option-value', String(site!.providerId));
    await k4.press('Enter');
    await stepIs(page, 'facility_id');
    await k4.type(site!.name);
    await answered(page, site!.name);
    await highlight(page, k4, 'data-option-value', String(site!.id));
    await k4.press('Enter');
    await stepIs(page, 'position');
    await k4.type(POSITION);
    await k4.press('Enter');
    await stepIs(page, 'date');
    await k4.type(day(2));
    await answered(page, day(2));
    await highlight(page, k4, 'data-option-value', day(2));
    await k4.press('Enter');
    await stepIs(page, 'start_time');
    await k4.press('Enter'); // 09:00
    await stepIs(page, 'end_time');
    await k4.press('Enter'); // 17:00
    await stepIs(page, 'requested_by');
    await k4.type('Priya Raman');
    await k4.press('Enter');
    await page.waitForSelector('[data-testid="palette-preview"]');
    await k4.press('Enter');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    const [order] = await db.select().from(shifts).where(eq(shifts.requestedBy, 'Priya Raman'));
    assert.ok(order, 'the order was made');
    assert.equal([order!.providerId, order!.facilityId, order!.position], [site!.providerId, site!.id, POSITION]);
    await page.waitForSelector(`[data-testid="orders-row"][data-row-id="${order!.id}"][data-focused="true"]`);

    // Assign the worker (alt+a on the focused order): find them, see the preview, Enter.
    await k4.press('Alt+A');
    await stepIs(page, 'staff_id');
    await page.waitForSelector('[data-testid="palette-item"]');
    await k4.type(name);
    await page.waitForFunction((n) => document.querySelector('[data-testid="palette-item"][data-selected="true"]')?.textContent?.includes(n), name);
    await k4.press('Enter');
    await page.waitForSelector('[data-testid="palette-preview"]');
    await k4.press('Enter');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    await until(async () => (await db.select().from(shiftWorkers).where(and(eq(shiftWorkers.shiftId, order!.id), eq(shiftWorkers.staffId, who)))).length, 1, 'assigned');

    // A check-out is refused before the shift has started, and an order cannot be made in the past: the
    // shift is moved to have run from ten hours ago to two hours ago, as if the day had passed.
    const startsAt = new Date(Date.now() - 10 * HOUR).toISOString();
    await db.update(shifts).set({ startsAt, endsAt: new Date(Date.now() - 2 * HOUR).toISOString() }).where(eq(shifts.id, order!.id));

    // Check out (alt+c): the worker, then the preview's hours, loadings and cost, then Enter.
    await k4.press('Alt+C');
    await stepIs(page, 'staff_id');
    await page.waitForSelector(`[data-testid="palette-item"][data-option-value="${who}"][data-selected="true"]`);
    await k4.press('Enter');
    const checkOut = await page.waitForSelector('[data-testid="palette-preview"]');
    const preview = (await checkOut.textContent()) ?? '';
    assert.match(preview, new RegExp(`${name} worked .+ paid hours at \\$[\\d.,]+ an hour\\.`));
    assert.match(preview, /[A-Z][\w ]+: [\d.]+ h × [\d.]+ = \$[\d.,]+/);
    assert.match(preview, /Cost \$[\d.,]+\./);
    assert.is(await page.$('[data-testid="palette-step"][data-step-key="version"]'), null, 'no version step');
    await k4.press('Enter');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    await until(async () => (await db.select().from(timesheets).where(eq(timesheets.staffId, who))).length, 1, 'one timesheet');
    const [sheet] = await db.select().from(timesheets).where(eq(timesheets.staffId, who));
    assert.is(sheet!.status, 'pending');

    // Approve the timesheet: g t, find the worker, alt+y.
    await k4.press('g');
    await k4.press('t');
    await page.waitForSelector('[data-testid="timesheets-row"][data-focused]');
    await k4.press('/');
    await k4.type(name);
    await k4.press('Enter');
    await page.waitForSelector(`[data-testid="timesheets-row"][data-row-id="${sheet!.id}"][data-focused]`);
    await k4.press('Alt+Y');
    await until(async () => (await db.select().from(timesheets).where(eq(timesheets.id, sheet!.id)))[0]!.status, 'approved', 'timesheet approved');

    // The payslip: g m, generate the pay run of the shift's period from the palette, then approve the worker's (shift+o).
    const sydneyDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(startsAt));
    const holding = () => db.select().from(payrollPeriods).where(and(sql`${payrollPeriods.startsOn} <= ${sydneyDay}`, sql`${payrollPeriods.endsOn} >= ${sydneyDay}`));
    // The demo seed's fortnights end in January 2027; past them, the set-up opens the fortnight that holds the day.
    if (!(await holding()).length) {
      const start = new Date(`${sydneyDay}T00:00:00Z`);
      const end = new Date(start.getTime() + 13 * 86_400_000);
      await db.insert(payrollPeriods).values({ startsOn: sydneyDay, endsOn: end.toISOString().slice(0, 10), payOn: new Date(end.getTime() + 4 * 86_400_000).toISOString().slice(0, 10), status: 'open' });
    }
    const [period] = await holding();
    assert.ok(period, `a payroll period holds ${sydneyDay}`);
    await k4.press('g');
    await k4.press('m');
    await page.waitForSelector('[data-testid="payslips-title"]');
    await k4.press('Control+k');
    await page.waitForSelector('[data-testid="palette-input"]');
    await k4.type('generate payslips');
    await page.waitForFunction(() => document.querySelector('[data-testid="palette-item"][data-selected="true"]')?.getAttribute('data-command-id') === 'payslip.generate');
    await k4.press('Enter');
    await stepIs(page, 'period_id');
    await highlight(page, k4, 'data-option-value', String(period!.id));
    await k4.press('Enter');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    await until(async () => (await db.select().from(payslips).where(and(eq(payslips.staffId, who), eq(payslips.periodId, period!.id)))).length, 1, 'one payslip for the worker');
    const [slip] = await db.select().from(payslips).where(and(eq(payslips.staffId, who), eq(payslips.periodId, period!.id)));
    assert.is(slip!.grossCents, sheet!.amountCents, 'the payslip pays what the timesheet says');
    await k4.press('/');
    await k4.type(name);
    await k4.press('Enter');
    await page.waitForSelector(`[data-testid="payslips-row"][data-row-id="${slip!.id}"][data-focused]`);
    await k4.press('Shift+O');
    await until(async () => (await db.select().from(payslips).where(eq(payslips.id, slip!.id)))[0]!.status, 'approved', 'payslip approved');
    console.log(k4.line('order → assign → check out → timesheet → payslip'));

    // 5. A provider disable: one administrator asks, is refused when approving it, a second one approves.
    const [provider] = await db.select().from(providers)
      .where(and(eq(providers.status, 'enabled'), sql`${providers.id} <> ${site!.providerId}`, sql`not exists (select 1 from provider_disable_requests r where r.provider_id = ${sql.raw('"providers"."id"')})`))
      .orderBy(asc(providers.id)).limit(1);
    const k5 = new Tally(page);
    await k5.press('Control+k');
    await page.waitForSelector('[data-testid="palette-input"]');
    await k5.type(provider!.name);
    await answered(page, provider!.name);
    await highlight(page, k5, 'data-record', `provider:${provider!.id}`);
    await k5.press('Enter');
    await page.waitForSelector(`[data-testid="provider-manage"][data-status="enabled"]`);
    await k5.press('Shift+D');
    await stepIs(page, 'status');
    await page.waitForSelector('[data-testid="palette-item"][data-selected="true"][data-option-value="disabled"]');
    await k5.press('Enter'); // Request disable, the one move, preselected
    await stepIs(page, 'reason');
    await k5.type('Contract ended; no further shifts.');
    await k5.press('Enter');
    await page.waitForSelector('[data-testid="palette-confirm"]');
    await k5.press('Enter');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    await until(async () => (await db.select().from(providerDisableRequests).where(eq(providerDisableRequests.providerId, provider!.id))).length, 1, 'one disable request');
    const [request] = await db.select().from(providerDisableRequests).where(eq(providerDisableRequests.providerId, provider!.id));
    assert.is(request!.status, 'pending');
    // The requester goes to Disable approvals from the palette and j's to the request (pending ones first).
    await k5.press('Control+k');
    await page.waitForSelector('[data-testid="palette-input"]');
    await k5.type('disable approvals');
    await page.waitForFunction(() => document.querySelector('[data-testid="palette-item"][data-selected="true"]')?.getAttribute('data-route') === '/provider/approve');
    await k5.press('Enter');
    await page.waitForSelector('[data-testid="disable-requests-row"][data-focused="true"]');
    for (let i = 0; i < 40 && !(await page.$(`[data-testid="disable-requests-row"][data-row-id="${request!.id}"][data-focused="true"]`)); i++) {
      const was = await page.getAttribute('[data-testid="disable-requests-row"][data-focused="true"]', 'data-row-id');
      await k5.press('j');
      await page.waitForFunction((id) => document.querySelector('[data-testid="disable-requests-row"][data-focused="true"]')?.getAttribute('data-row-id') !== id, was);
    }
    await page.waitForSelector(`[data-testid="disable-requests-row"][data-row-id="${request!.id}"][data-focused="true"]`);
    await k5.press('Shift+V');
    await stepIs(page, 'decision');
    await page.waitForSelector('[data-testid="palette-item"][data-selected="true"][data-option-value="approve"]');
    await k5.press('Enter');
    await page.waitForSelector('[data-testid="palette-confirm"]');
    await k5.press('Enter');
    // Four eyes: the administrator who asked is refused in words, and nothing changes.
    await page.waitForSelector('[data-testid="palette-error"]');
    assert.match((await page.textContent('[data-testid="palette-error"]')) ?? '', new RegExp(`You asked for ${provider!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} to be disabled, so another administrator must approve it\\.`));
    assert.is((await db.select().from(providerDisableRequests).where(eq(providerDisableRequests.id, request!.id)))[0]!.status, 'pending');
    await k5.press('Escape');
    await k5.press('Escape');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });

    // The second administrator, in a browser of their own, opens the request's link and approves it: shift+v, Enter, confirm.
    const second = await accountOfType(server, token, 'general_manager');
    const other = await openConsole(browser, server, `/provider/approve?disableRequest=${request!.id}`, { token: second.token, ...WIDE });
    await other.page.waitForSelector(`[data-testid="disable-requests-row"][data-row-id="${request!.id}"][data-focused="true"]`);
    const k5b = new Tally(other.page);
    await k5b.press('Shift+V');
    await stepIs(other.page, 'decision');
    await other.page.waitForSelector('[data-testid="palette-item"][data-selected="true"][data-option-value="approve"]');
    await k5b.press('Enter');
    await other.page.waitForSelector('[data-testid="palette-confirm"]');
    assert.is((await db.select().from(providers).where(eq(providers.id, provider!.id)))[0]!.status, 'enabled', 'nothing before the confirm');
    await k5b.press('Enter');
    await other.page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    await until(async () => (await db.select().from(providers).where(eq(providers.id, provider!.id)))[0]!.status, 'disabled', 'provider disabled');
    assert.is((await db.select().from(providerDisableRequests).where(eq(providerDisableRequests.id, request!.id)))[0]!.status, 'approved');
    console.log(`a provider disable approved by a second admin: ${k5.keys + k5b.keys} key presses (${k5.keys} by the one who asked, ${k5b.keys} by the one who approved), ${k5.typed + k5b.typed} characters typed, ${k5.clicks + k5b.clicks} clicks`);

    assert.equal(await machineLanguageSeen([page, other.page]), []);
    assert.equal(unexpected(errors, true), [], 'the refusal is a 403 answer the browser logs; nothing else');
    assert.equal(unexpected(other.errors), []);
    await other.context.close();
    await context.close();
  });

  test.run();
}
