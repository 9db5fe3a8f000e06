// A recruiter's day, keyboard only, in Chromium (issue 22): the jobs a power recruiter does most, each
// checked in the database, each printing the keys it took. All along a watcher (plain-words.ts) keeps every
// text a preview, confirm, toast, step label, error or panel showed; at the end none may be JSON, a
// snake_case identifier or an internal command id.
import { and, eq, inArray } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { applications, outbox, staff } from '../../src/server/db/schema';
import { readLoosePhone } from '../../src/domain/sms/sms-phone';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import { unexpected } from './palette-support';
import { machineLanguageSeen, machineWords, plainWordsCount, watchPlainWords } from './plain-words';
import { assertWalked, freshApplication, hireByKeyboard, statusOf, Tally } from './recruiter-support';

const test = await browserSuite('recruiter day', 2);
const WIDE = { width: 1440, height: 900, timeout: 15_000, prepare: watchPlainWords };

const selectedCount = (page: Page) => page.$$eval('[data-testid="applications-row"][aria-selected="true"]', (rows) => rows.length);

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

  test.run();
}
