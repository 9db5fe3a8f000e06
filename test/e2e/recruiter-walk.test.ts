// One recruiter walks one application new → shortlist → interview → select → offer → contract →
// onboarding → complete on /job/applications: once by keyboard alone (no click), once through the
// screen's panel by mouse (typing only into its form fields). Each run prints its keystroke and click
// counts, and every step is checked in the database.
import { and, eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { applications, auditLog } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import { unexpected } from './palette-support';
import { assertWalked, day, freshApplication, hireByKeyboard, Tally, waitForStatus } from './recruiter-support';

const TESTS = 3;
const test = await browserSuite('recruiter walk', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

if (test) {
  test('by keyboard alone', async ({ server, browser, token }) => {
    const { id, email } = await freshApplication(server, 0);
    const { context, page, errors } = await openConsole(browser, server, '/job/applications', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const k = new Tally(page);
    let n = 0;
    const shot = () => page.screenshot({ path: `.tmp/walk-${++n}.png` });
    await hireByKeyboard(page, k, server, { id, email }, shot);
    assert.is(k.clicks, 0, 'no click');
    await assertWalked(server, id);
    console.log(k.line('keyboard walk'));
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('a pressed twice at once advances twice: the second press waits for the first answer', async ({ server, browser, token }) => {
    const { id, email } = await freshApplication(server, 2);
    // Interview booked (status 5): a → interviewed (6) → a → selected (7), both one-key defaults.
    await server.database.db.update(applications).set({ status: 5 }).where(eq(applications.id, id));
    const { context, page, errors } = await openConsole(browser, server, '/job/applications', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    await page.keyboard.press('/');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${id}"][data-focused]`);
    // Both presses in one task, as a fast double tap lands before the first write's answer.
    await page.evaluate(() => {
      for (let i = 0; i < 2; i++) {
        for (const type of ['keydown', 'keyup']) document.body.dispatchEvent(new KeyboardEvent(type, { key: 'a', code: 'KeyA', bubbles: true }));
      }
    });
    await waitForStatus(server, id, 7);
    const rows = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'application'), eq(auditLog.entityId, String(id))));
    assert.is(rows.length, 2, 'two audited writes, neither refused as stale');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('through the screen, by mouse', async ({ server, browser, token }) => {
    const { id, email } = await freshApplication(server, 1);
    const { context, page, errors } = await openConsole(browser, server, '/job/applications', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const m = new Tally(page);
    await m.fill('[data-testid="applications-search"] input, input[type="search"]', email);
    await m.click(`[data-testid="applications-row"][data-row-id="${id}"] [data-testid="cell-name"]`);
    await page.waitForSelector(`[data-testid="application-panel"][data-application-id="${id}"]`);
    /** One op from the panel: open it, fill its form, submit, confirm its preview. */
    const op = async (key: string, to: number, fill: (field: (name: string) => string) => Promise<void> = async () => {}) => {
      await page.waitForSelector(`[data-testid="application-op"][data-op="${key}"]`);
      await m.click(`[data-testid="application-op"][data-op="${key}"]`);
      await page.waitForSelector(`[data-testid="application-op-form"][data-op="${key}"]`);
      await fill((name) => `[data-testid="application-op-${name}"]`);
      await m.click('[data-testid="application-op-submit"]');
      await page.waitForSelector('[data-testid="application-op-preview"]');
      await m.click('[data-testid="application-op-confirm"]');
      await waitForStatus(server, id, to);
    };
    await op('shortlist', 2);
    await op('scheduleInterview', 5, async (f) => {
      await m.fill(f('interview_at'), day(7));
      await m.choose(f('interview_at-time'), '10:00');
      await m.fill(f('location'), 'Banksia Gardens, 12 Wattle St, Parramatta NSW');
    });
    await op('markInterviewed', 6);
    await op('select', 7);
    await op('sendOffer', 8, async (f) => {
      await m.choose(f('employment_type'), '1');
      await m.fill(f('pay_rate'), '32.5');
      await m.choose(f('pay_basis'), '2');
      await m.fill(f('start_date'), day(21));
    });
    await op('offerAccepted', 10);
    await op('sendContract', 12, async (f) => {
      await m.fill(f('contract_name'), 'Casual agreement');
      await m.fill(f('respond_by'), day(14));
    });
    await op('contractAccepted', 14);
    await op('startOnboarding', 16, async (f) => {
      await m.fill(f('induction_at'), day(21));
      await m.choose(f('induction_at-time'), '08:30');
      await m.fill(f('location'), 'Reception');
    });
    await op('completeRecruitment', 20);
    await assertWalked(server, id);
    console.log(m.line('screen walk'));
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
