// What the recruiter suites share: a tally of keys and clicks, a fresh application to hire, waits on its
// status, and the hire itself by keyboard (New → Completed through the palette's ops), so the recruiter
// walk and the recruiter's day drive exactly the same keys.
import { and, asc, eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { applications, auditLog, staff } from '../../src/server/db/schema';
import type { TestServer } from '../support/server';

/** The statuses the walk passes through, in order. */
export const WALK = [1, 2, 5, 6, 7, 8, 10, 12, 14, 16, 20];

/** Counts what the recruiter does: every key press (typed text counts one per character) and click. */
export class Tally {
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
export async function freshApplication(server: TestServer, skip: number): Promise<{ id: number; email: string }> {
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

export const statusOf = async (server: TestServer, id: number) => (await server.database.db.select().from(applications).where(eq(applications.id, id)))[0].status;

export async function waitForStatus(server: TestServer, id: number, status: number) {
  for (let i = 0; i < 100; i++) {
    if ((await statusOf(server, id)) === status) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.unreachable(`application ${id} did not reach ${status} (it is ${await statusOf(server, id)})`);
}

/** Every status of the walk was passed through, each by one audited write. */
export async function assertWalked(server: TestServer, id: number) {
  const rows = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'application'), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));
  const path = [1, ...rows.map((r) => (r.after as { status: number }).status)];
  assert.equal(path, WALK);
  assert.is(await statusOf(server, id), 20);
}

export const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Hires the application focused on /job/applications by keyboard alone: `a` and the ops of `o`, each preview confirmed. */
export async function hireByKeyboard(page: Page, k: Tally, server: TestServer, { id, email }: { id: number; email: string }, shot: () => Promise<unknown> = async () => {}): Promise<void> {
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
}
