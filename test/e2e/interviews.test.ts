// Interviews and reference checks in a real browser, by keyboard alone: i schedules an interview for the
// focused application through the palette; on the applicant's Interviews tab, c confirms attendance with
// the table's default (Going) preselected; on the References tab, shift+R sends a check email, m marks an
// answered check read, and on the check's own page m marks it unread again. The database agrees each time.
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { applications, interviews, jobReferees, outbox } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import type { TestServer } from '../support/server';
import { freshApplications, quarterHourFromNow } from '../api/interview-helpers';
import { openPage, paletteClosed, selectedItem, unexpected, waitForPath } from './palette-support';

const test = await browserSuite('interviews', 3);

/** Presses j until the row `id` of list `testId` has the focus (rows are few; a missing row fails). */
async function focusRow(page: Page, testId: string, id: number): Promise<number> {
  await page.waitForSelector(`[data-testid="${testId}-row"][data-row-id="${id}"]`);
  const ids = await page.$$eval(`[data-testid="${testId}-row"]`, (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
  const index = ids.indexOf(id);
  assert.ok(index >= 0, `row ${id} in ${ids}`);
  await page.waitForSelector(`[data-testid="${testId}-row"][data-focused]`);
  const from = ids.indexOf(Number(await page.getAttribute(`[data-testid="${testId}-row"][data-focused]`, 'data-row-id')));
  for (let i = from; i < index; i++) await page.keyboard.press('j');
  for (let i = from; i > index; i--) await page.keyboard.press('k');
  await page.waitForSelector(`[data-testid="${testId}-row"][data-row-id="${id}"][data-focused]`);
  return index;
}

/** Waits for a success toast that says `text`. */
const toast = (page: Page, text: string) =>
  page.waitForFunction((want) => [...document.querySelectorAll('[data-testid="toast"][data-kind="success"]')].some((el) => el.textContent?.includes(want)), text);

async function interviewFor(server: TestServer, token: string) {
  const [app] = await freshApplications(server, 1);
  const made = await server.call('schedule_interview', { application_id: app.id, scheduled_at: quarterHourFromNow(2), place: 'Wattle Grove Lodge, 12 High Street, Footscray VIC' }, { token });
  assert.is(made.err, 0, made.msg);
  return { app, interview: made.data as { id: number; version: number } };
}

if (test) {
  test('c on a focused interview offers the attendance moves with Going preselected; Enter confirms it', async ({ server, browser, token }) => {
    const { app, interview } = await interviewFor(server, token);
    const { context, page, errors } = await openPage(browser, server, `/staff/applicants/detail/${app.staffId}`, token);
    await page.waitForSelector('[data-testid="applicant-tabs"]');
    await page.keyboard.press('5');
    await waitForPath(page, `/staff/applicants/detail/${app.staffId}?tab=interviews`);
    await focusRow(page, 'applicant-interviews', interview.id);
    assert.match(await page.textContent('[data-testid="applicant-interviews-focused"]') ?? '', new RegExp(`Interview #${interview.id}`));

    await page.keyboard.press('c');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="attendance"]');
    await page.waitForSelector('[data-testid="palette-item"][data-default]');
    const preselected = await selectedItem(page);
    assert.is(preselected.value, 'going', 'the table\'s default move is preselected');
    const offered = await page.$$eval('[data-testid="palette-item"]', (items) => items.map((i) => i.getAttribute('data-option-value')));
    assert.equal(offered.sort(), ['accepted', 'cancelled', 'going', 'not_going'], 'only the moves open before the interview starts');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await toast(page, 'Set interview attendance');

    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="applicant-interviews-row"][data-row-id="${id}"] [data-testid="interview-attendance"]`)?.textContent === 'Going',
      interview.id,
    );
    const [row] = await server.database.db.select().from(interviews).where(eq(interviews.id, interview.id));
    assert.is(row.attendance, 'going');
    assert.is(row.version, interview.version + 1);
    // The side card now offers what follows Going before the start: not going or cancelled.
    await page.waitForSelector('[data-testid="applicant-interviews-attendance-not_going"]');
    assert.is(await page.$('[data-testid="applicant-interviews-attendance-interviewed"]'), null);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('m marks a focused, answered reference check read; on its page m marks it unread again', async ({ server, browser, token }) => {
    const [app] = await freshApplications(server, 1, 6);
    const added = await server.call('add_job_referee_contact', { application_id: app.id, name: 'Karen Mitchell', relationship: 'direct_manager', organisation: 'Bluegum Aged Care', email: 'karen.mitchell@example.org', phone: '0412345678' }, { token });
    const other = await server.call('add_job_referee_contact', { application_id: app.id, name: 'Tom Fitzgerald', relationship: 'supervisor', organisation: 'Harbourside Community Care', email: 'tom.fitzgerald@example.org', phone: '0498765432' }, { token });
    assert.is(other.err, 0, other.msg);
    await server.database.db.update(jobReferees).set({
      checkSentAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      checkAnsweredAt: new Date(Date.now() - 86_400_000).toISOString(),
      checkAnswers: { answers: [{ question: 'How reliable was the applicant?', answer: 'Never missed a shift.' }], ratings: [{ criterion: 'Reliability', score: 5 }], would_rehire: true, comments: '' },
    }).where(eq(jobReferees.id, other.data.id));
    const { context, page, errors } = await openPage(browser, server, `/staff/applicants/detail/${app.staffId}`, token);
    await page.waitForSelector('[data-testid="applicant-tabs"]');
    await page.keyboard.press('6');
    await waitForPath(page, `/staff/applicants/detail/${app.staffId}?tab=references`);
    await page.waitForSelector(`[data-testid="applicant-referees-row"][data-row-id="${added.data.id}"]`);

    // m does nothing on a referee who has not answered (nothing to read).
    await focusRow(page, 'applicant-referees', added.data.id);
    await page.keyboard.press('m');
    await page.waitForTimeout(300);
    assert.is((await server.database.db.select().from(jobReferees).where(eq(jobReferees.id, added.data.id)))[0].checkReadAt, null);
    // shift+R sends them the check email instead.
    await page.keyboard.press('Shift+R');
    await toast(page, 'Send reference check email');
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="applicant-referees-row"][data-row-id="${id}"] [data-testid="referee-check-state"]`)?.textContent === 'Awaiting answer',
      added.data.id,
    );
    const [sent] = await server.database.db.select().from(jobReferees).where(eq(jobReferees.id, added.data.id));
    assert.ok(sent.checkSentAt && sent.checkTokenHash, 'sent, with a link');
    const [mail] = await server.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    assert.is(mail.recipient, 'karen.mitchell@example.org');

    await focusRow(page, 'applicant-referees', other.data.id);
    await page.keyboard.press('m');
    await toast(page, 'Mark reference check read');
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="applicant-referees-row"][data-row-id="${id}"] [data-testid="referee-check-state"]`)?.textContent === 'Read',
      other.data.id,
    );
    const [read] = await server.database.db.select().from(jobReferees).where(eq(jobReferees.id, other.data.id));
    assert.ok(read.checkReadAt, 'read in the database');
    assert.ok(read.checkReadBy, 'by the signed-in account');

    // Enter opens the check; its page knows the referee, so m flips it back.
    await page.keyboard.press('Enter');
    await waitForPath(page, `/staff/applicants/reference-check-detail/${other.data.id}`);
    await page.waitForSelector('[data-testid="check-result-answer"]');
    await page.waitForSelector('[data-testid="reference-check-actions-read"]');
    await page.keyboard.press('m');
    await page.waitForFunction(() => document.querySelector('[data-testid="reference-check-fact-state"]')?.textContent?.includes('Answered, unread'));
    const [unread] = await server.database.db.select().from(jobReferees).where(eq(jobReferees.id, other.data.id));
    assert.is(unread.checkReadAt, null);
    assert.is(unread.version, read.version + 1);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('i on a focused application schedules an interview through the palette: date, time, place, preview; the application moves to Interview pending', async ({ server, browser, token }) => {
    const [app] = await freshApplications(server, 1);
    const { context, page, errors } = await openPage(browser, server, `/staff/applicants/detail/${app.staffId}`, token);
    await focusRow(page, 'applicant-applications', app.id);
    await page.keyboard.press('i');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="interview_at"]');
    await page.keyboard.type('tomorrow');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="palette-item"]')?.textContent?.includes(':'));
    await page.keyboard.type('10:30');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="location"]');
    await page.keyboard.type('Wattle Grove Lodge, 12 High Street, Footscray VIC');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-preview"]');
    await page.keyboard.press('Enter');
    await paletteClosed(page);
    await toast(page, 'Interview pending');
    const rows = await server.database.db.select().from(interviews).where(eq(interviews.applicationId, app.id));
    assert.is(rows.length, 1);
    assert.is(rows[0].mode, 'in_person');
    assert.is(rows[0].location, 'Wattle Grove Lodge, 12 High Street, Footscray VIC');
    const when = new Date(rows[0].scheduledAt);
    assert.is(await page.evaluate((iso) => { const d = new Date(iso); return `${d.getHours()}:${d.getMinutes()}`; }, when.toISOString()), '10:30', 'at 10:30 in the browser\'s time');
    const [application] = await server.database.db.select().from(applications).where(eq(applications.id, app.id));
    assert.is(application.status, 5, 'the application moves to Interview pending');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
