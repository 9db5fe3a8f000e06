// Macros in Chromium against the real server, by keyboard: q records a check note and a shortlist on the
// focused application, q again opens the steps as a macro whose note is a parameter; the text editor shows
// a bad line's error as it is typed and saves once fixed; the macro is found in the palette's Macros group
// and runs over an x / shift+x selection: a dry run with per-row figures (nothing changes), then the run,
// then mod+z takes the whole run back as one step (Not fit applications: Shortlist → Not fit is allowed). A macro over applications refuses a selection of
// applicants before anything runs.
import { eq, inArray } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { applications, checkNotes } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, openPalette, paletteClosed, typeInPalette, unexpected } from './palette-support';

const TESTS = 2;
const test = await browserSuite('macros', TESTS);

const MACRO = 'Shortlist and check';
const rowIds = (page: Page) => page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
const focusedOn = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
const editorText = (page: Page) => page.$eval('[data-testid="macro-editor"]', (el) => (el as HTMLTextAreaElement).value);

if (test) {
  test('record by keyboard, edit with live validation, run over a selection with a dry run, undo the run as one step', async ({ server, browser, token }) => {
    const { db } = server.database;
    // Not fit applications: shortlisting them and taking that back (Shortlist → Not fit) are both in the
    // status table, so the undo is not refused by it (New ← Shortlist is not).
    const { context, page, errors } = await openPage(browser, server, '/job/applications?status=4&archived=false', token);
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const [first] = await rowIds(page);

    // Record: q, a check note on the focused application (Ctrl+K), a shortlist (s, Enter), q.
    await page.keyboard.press('q');
    await page.waitForFunction(() => /Recording a macro/.test(document.body.textContent ?? ''));
    await openPalette(page);
    await typeInPalette(page, 'add check note entry');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="palette-input"]')?.getAttribute('placeholder')?.includes('Type the content'));
    await page.keyboard.type('Call back');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('[data-testid="palette-running"]'));
    const notesOfFirst = async () => (await db.select().from(checkNotes).where(eq(checkNotes.applicationId, first))).map((n) => n.content);
    for (let i = 0; i < 50 && !(await notesOfFirst()).includes('Call back'); i++) await page.waitForTimeout(100);
    assert.ok((await notesOfFirst()).includes('Call back'), 'the note was added');
    if (await page.$('[data-testid="palette"]')) await page.keyboard.press('Escape');
    await paletteClosed(page);
    await page.keyboard.press('s');
    await page.waitForSelector('[data-testid="palette-item"][data-default]');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    const [shortlisted] = await db.select().from(applications).where(eq(applications.id, first));
    assert.is(shortlisted.status, 2, 'shortlisted while recording');
    await page.keyboard.press('q');

    // The steps became a macro: the row is {{row.id}}, the version left out, the typed note a parameter.
    await page.waitForSelector('[data-testid="macro-editor"]');
    const recorded = await editorText(page);
    assert.match(recorded, /@param content "Call back"/);
    assert.match(recorded, /checklist\.add application_id=\{\{row\.id\}\} content=\{\{content\}\}/);
    assert.match(recorded, /application\.changeStatus application_id=\{\{row\.id\}\} status=2/);
    assert.not.match(recorded, /version=/);
    assert.is(await focusedOn(page), 'macro-editor', 'the text has the focus');

    // Edit as text: rename it; a misspelt command line is flagged as typed; fixing it makes it valid.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.type(`@name ${MACRO}`);
    await page.keyboard.press('Control+End');
    const bad = '\napplication.changeStatus application_id={{row.id}} status=banana';
    await page.keyboard.type(bad);
    const issue = await page.waitForSelector('[data-testid="macro-issues"] li.text-danger');
    assert.match((await issue.textContent()) ?? '', /^Line \d+, column \d+: /);
    assert.ok(await page.$eval('[data-testid="macro-save"]', (b) => (b as HTMLButtonElement).disabled), 'an invalid macro cannot be saved');
    for (let i = 0; i < 'banana'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('6');
    await page.waitForFunction(() => /3 step\(s\), all valid/.test(document.querySelector('[data-testid="macro-issues"]')?.textContent ?? ''));
    // Three steps is not what we want: the added line goes (Shift+Home selects it, then one more Backspace).
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.waitForFunction(() => /2 step\(s\), all valid/.test(document.querySelector('[data-testid="macro-issues"]')?.textContent ?? ''));
    await page.keyboard.press('Control+s');
    await page.waitForFunction((name) => [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes(name)), MACRO);
    const saved = await server.call('get_macro_list', {}, { token });
    assert.equal(saved.data.list.map((m: { name: string; step_count: number }) => [m.name, m.step_count]), [[MACRO, 2]]);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="macro-editor"]', { state: 'detached' });

    // Select four applications with x, j, j, j, shift+x; one of them was moved on to Interviewed meanwhile.
    await page.waitForFunction((gone) => !document.querySelector(`[data-testid="applications-row"][data-row-id="${gone}"]`), first);
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const focused = await page.$eval('[data-testid="applications-row"][data-focused]', (r) => Number(r.getAttribute('data-row-id')));
    const shown = await rowIds(page);
    const [a, b, c, d] = shown.slice(shown.indexOf(focused), shown.indexOf(focused) + 4);
    assert.ok(d, 'four rows from the focused one');
    await page.keyboard.press('x');
    for (let i = 0; i < 3; i++) await page.keyboard.press('j');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${d}"][data-focused]`);
    await page.keyboard.press('Shift+X');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="applications-row"][aria-selected="true"]').length === 4);
    await db.update(applications).set({ status: 6 }).where(eq(applications.id, c));
    const before = await db.select().from(applications).where(inArray(applications.id, [a, b, c, d]));
    const notesBefore = (await db.select().from(checkNotes).where(inArray(checkNotes.applicationId, [a, b, c, d]))).length;

    // The palette's Macros group: Enter opens the run panel over the selection, the dry run focused.
    await openPalette(page);
    await typeInPalette(page, 'shortlist and check');
    const item = await page.waitForSelector('[data-testid="palette-group-macros"] [data-testid="palette-item"][data-selected="true"]');
    assert.match((await item.textContent()) ?? '', MACRO);
    await page.keyboard.press('Enter');
    const panel = await page.waitForSelector('[data-testid="macro-run"]');
    assert.is(await panel.getAttribute('data-rows'), '4');
    assert.is(await panel.getAttribute('data-kind'), 'application');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'macro-dry-run');
    // Mode: a failing row does not end the run (Shift+Tab to the mode, type-ahead 'g'o on…, Tab back).
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('g');
    assert.is(await page.$eval('[data-testid="macro-mode"]', (s) => (s as HTMLSelectElement).value), 'continue');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    // Dry run: per row, how many steps would go, and why c would fail; nothing changed.
    const dry = await page.waitForSelector('[data-testid="macro-dry-results"]');
    assert.is(await dry.getAttribute('data-ok-rows'), '3');
    assert.is(await dry.getAttribute('data-failed-rows'), '1');
    const perRow = await page.$$eval('[data-testid="macro-dry-results"] [data-testid="macro-row"]', (rows) =>
      rows.map((r) => [Number(r.getAttribute('data-row-id')), r.getAttribute('data-ok'), r.getAttribute('data-steps-ok'), r.getAttribute('data-steps')]));
    const expected = [[a, 'true', '2', '2'], [b, 'true', '2', '2'], [c, 'false', '1', '2'], [d, 'true', '2', '2']];
    const byId = (x: unknown[], y: unknown[]) => Number(x[0]) - Number(y[0]);
    assert.equal(perRow.sort(byId), expected.sort(byId));
    assert.match((await page.textContent(`[data-testid="macro-row"][data-row-id="${c}"]`)) ?? '', /Interviewed/);
    // Steps by their titles, never a command id; and what it would send (nothing, here).
    const dryText = (await dry.textContent()) ?? '';
    assert.not.match(dryText, /\b[a-z]+\.[a-z]+[A-Z]\w*\b/, 'no command id');
    assert.match(dryText, /Change application status/);
    assert.match(dryText, /It sends no messages/);
    assert.equal(await db.select().from(applications).where(inArray(applications.id, [a, b, c, d])), before, 'the dry run changed nothing');
    assert.is((await db.select().from(checkNotes).where(inArray(checkNotes.applicationId, [a, b, c, d]))).length, notesBefore);

    // Run: Enter (Run has the focus now).
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'macro-run-button');
    await page.keyboard.press('Enter');
    const done = await page.waitForSelector('[data-testid="macro-results"]:not([data-running])', { timeout: 20_000 });
    assert.is(await done.getAttribute('data-ok-rows'), '3');
    assert.is(await done.getAttribute('data-failed-rows'), '1');
    const statusOf = async (id: number) => (await server.call('get_staff_job_application_detail', { application_id: id }, { token })).data.application.status as number;
    for (const id of [a, b, d]) assert.is(await statusOf(id), 2, `application ${id} shortlisted`);
    assert.is(await statusOf(c), 6, 'the refused row is untouched');

    // mod+z takes the whole run back as one step (the palette previews it; Enter confirms).
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="macro-editor"]', { state: 'detached' });
    await page.keyboard.press('Control+z');
    const preview = await page.waitForSelector('[data-testid="palette-preview"]');
    assert.match((await preview.textContent()) ?? '', /one run/);
    await page.keyboard.press('Enter');
    for (let i = 0; i < 100 && (await statusOf(a)) !== 4; i++) await page.waitForTimeout(100);
    for (const id of [a, b, d]) assert.is(await statusOf(id), 4, `application ${id} is back to Not fit`);
    assert.is(await statusOf(c), 6);
    // Row c's refused step answers 409 in the run, which the browser logs; nothing else may.
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test('a macro over applications refuses a selection of applicants before it runs', async ({ server, browser, token }) => {
    // The first test saved it; alone, this one saves it itself.
    const listed = await server.call('get_macro_list', {}, { token });
    if (!listed.data.list.some((m: { name: string }) => m.name === MACRO)) {
      const saved = await server.call('save_macro', { text: `@name ${MACRO}\napplication.changeStatus application_id={{row.id}} status=2\n` }, { token });
      assert.is(saved.err, 0, saved.msg);
    }
    const { context, page, errors } = await openPage(browser, server, '/staff/applicants', token);
    await page.waitForSelector('[data-testid$="-row"][data-focused]');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await openPalette(page);
    await typeInPalette(page, MACRO);
    await page.waitForSelector('[data-testid="palette-group-macros"] [data-testid="palette-item"][data-selected="true"]');
    await page.keyboard.press('Enter');
    const refused = await page.waitForSelector('[data-testid="macro-kind-refused"]');
    assert.is(await refused.getAttribute('data-expected'), 'application');
    assert.is(await refused.getAttribute('data-selected'), 'applicant');
    assert.match((await refused.textContent()) ?? '', /application_id/);
    assert.ok(await page.$eval('[data-testid="macro-dry-run"]', (b) => (b as HTMLButtonElement).disabled), 'no dry run over the wrong kind');
    assert.ok(await page.$eval('[data-testid="macro-run-button"]', (b) => (b as HTMLButtonElement).disabled));
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
