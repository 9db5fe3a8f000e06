// One recruiter walks one application new → shortlist → interview → select → offer → contract →
// onboarding → complete on /job/applications: once by keyboard alone (no click), once through the
// screen's panel by mouse (typing only into its form fields). Each run prints its keystroke and click
// counts, and every step is checked in the database.
import { and, asc, eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { applications, auditLog, staff } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import type { TestServer } from '../support/server';
import { unexpected } from './palette-support';

const TESTS = 3;
const test = await browserSuite('recruiter walk', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };
/** The statuses the walk passes through, in order. */
const WALK = [1, 2, 5, 6, 7, 8, 10, 12, 14, 16, 20];

/** Counts what the recruiter does: every key press (typed text counts one per character) and click. */
class Tally {
  keys = 0;
  clicks = 0;
  /** Characters typed as text (search words, addresses, amounts), counted apart from command keys. */
  typed = 0;
  constructor(private page: Page) {}
  async press(key: string) { this.keys++; await this.page.keyboard.press(key); }
  async type(text: string) { this.typed += text.length; await this.page.keyboard.type(text); }
  async click(selector: string) { this.clicks++; await this.page.click(selector); }
  async fill(selector: string, text: string) { this.clicks++; this.typed += text.length; await this.page.fill(selector, text); }
  /** A select chosen by mouse: open it, pick the option. */
  async choose(selector: string, value: string) { this.clicks += 2; await this.page.selectOption(selector, value); }
  line(how: string) { return `${how}: ${this.keys} key presses, ${this.typed} characters typed, ${this.clicks} clicks`; }
}

/** A status-1 application whose applicant has no other application, so a keyword keeps it alone on the list. */
async function freshApplication(server: TestServer, skip: number): Promise<{ id: number; email: string }> {
  const rows = await server.database.db
    .select({ id: applications.id, email: staff.email })
    .from(applications)
    .innerJoin(staff, eq(staff.id, applications.staffId))
    .where(eq(applications.status, 1));
  const byEmail = new Map<string, number[]>();
  const all = await server.database.db.select({ email: staff.email, id: applications.id }).from(applications).innerJoin(staff, eq(staff.id, applications.staffId));
  for (const r of all) byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), r.id]);
  const alone = rows.filter((r) => byEmail.get(r.email)!.length === 1);
  const pick = alone[skip];
  await server.database.db.update(applications).set({ archived: false }).where(eq(applications.id, pick.id));
  return pick;
}

const statusOf = async (server: TestServer, id: number) => (await server.database.db.select().from(applications).where(eq(applications.id, id)))[0].status;

async function waitForStatus(server: TestServer, id: number, status: number) {
  for (let i = 0; i < 100; i++) {
    if ((await statusOf(server, id)) === status) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.unreachable(`application ${id} did not reach ${status} (it is ${await statusOf(server, id)})`);
}

/** Every status of the walk was passed through, each by one audited write. */
async function assertWalked(server: TestServer, id: number) {
  const rows = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'application'), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));
  const path = [1, ...rows.map((r) => (r.after as { status: number }).status)];
  assert.equal(path, WALK);
  assert.is(await statusOf(server, id), 20);
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

if (test) {
  test('by keyboard alone', async ({ server, browser, token }) => {
    const { id, email } = await freshApplication(server, 0);
    const { context, page, errors } = await openConsole(browser, server, '/job/applications', { token, ...WIDE });
    await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const k = new Tally(page);
    let n = 0;
    const shot = () => page.screenshot({ path: `.tmp/walk-${++n}.png` });
    const step = async (key: string) => {
      await k.press(key);
      await page.waitForSelector('[data-testid="palette-step"], [data-testid="palette-preview"]');
    };
    /** Types into the current palette step, waits for the list to answer, then Enter. */
    const answer = async (text: string) => {
      await k.type(text);
      await page.waitForFunction((want) => document.querySelector<HTMLElement>('[data-testid="palette-list"]')?.dataset.query === want || !document.querySelector('[data-testid="palette-list"]'), text);
      await k.press('Enter');
    };
    const confirmPreview = async () => {
      await page.waitForSelector('[data-testid="palette-preview"]');
      await shot();
      await k.press('Enter');
      await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    };

    // Find the applicant: / focuses the search, Enter goes back to the rows.
    await k.press('/');
    await k.type(email);
    await k.press('Enter');
    await page.waitForSelector(`[data-testid="applications-row"][data-row-id="${id}"][data-focused]`);

    await k.press('a');
    await waitForStatus(server, id, 2);
    await step('o');
    await answer('schedule');
    await shot();
    await answer(day(7));
    await shot();
    await answer('10:00');
    await shot();
    await answer('Banksia Gardens, 12 Wattle St, Parramatta NSW');
    await shot();
    await confirmPreview();
    await waitForStatus(server, id, 5);
    await k.press('a'); // Mark as interviewed, the §4 default
    await waitForStatus(server, id, 6);
    await k.press('a'); // Select
    await waitForStatus(server, id, 7);
    await step('o');
    await answer('send an offer');
    await answer('casual');
    await answer('32.5');
    await answer('hourly');
    await answer(day(21));
    await confirmPreview();
    await waitForStatus(server, id, 8);
    await step('o');
    await answer('accepted the offer');
    await confirmPreview();
    await waitForStatus(server, id, 10);
    await step('o');
    await answer('send a contract');
    await answer('Casual agreement');
    await answer(day(14));
    await confirmPreview();
    await waitForStatus(server, id, 12);
    await step('o');
    await answer('accepted the contract');
    await confirmPreview();
    await waitForStatus(server, id, 14);
    await step('o');
    await answer('onboarding');
    await answer(day(21));
    await answer('08:30');
    await answer('Reception');
    await confirmPreview();
    await waitForStatus(server, id, 16);
    await step('o');
    await answer('complete recruitment');
    await confirmPreview();
    await waitForStatus(server, id, 20);
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
