// Issue 24's "Done when", in Chromium: two recruiters, each signed in to their own server instance, the
// two instances over one PostgreSQL database (as behind a load balancer). A advances an application by
// keyboard; B's open list shows it within a second, with B's focus and selection where they were; B then
// presses a on that row and is told (who changed it, what it is now, nothing was sent) before anything
// goes to the server. Needs DATABASE_URL (CI sets it); without it there is nothing to run.
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import type { Browser, Page } from 'playwright-core';
import { launchOrSkip } from '../support/browser';
import { startChildServer, stopChildServer, type ChildServer } from '../support/child-server';
import { openConsole } from '../support/console-page';
import { PG_TEMPLATE_DB, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
import { withDatabase, withPgClient } from '../support/pg-admin';
import type { TestServer } from '../support/server';
import { unexpected } from './palette-support';

const pgUrl = process.env.DATABASE_URL;
const TESTS = 1;
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

interface Ctx { a: ChildServer; b: ChildServer; browser: Browser; dbName: string; dbUrl: string }

async function signIn(instance: ChildServer, username: string, password: string): Promise<string> {
  const response = await fetch(`${instance.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const answer = (await response.json()) as { err: number; msg: string; data: { token?: string } };
  assert.is(answer.err, 0, answer.msg);
  return answer.data.token!;
}

/** The application's status and version as the database has them. */
async function stored(dbUrl: string, id: number): Promise<[number, number]> {
  return withPgClient(dbUrl, async (c) => {
    const { rows } = await c.query('select status, version from applications where id = $1', [id]);
    return [rows[0].status as number, rows[0].version as number];
  });
}

/** The focused row's id and the selected rows' ids, as the list shows them. */
function focusAndSelection(page: Page): Promise<{ focused: number; selected: number[] }> {
  return page.$$eval('[data-testid="applications-row"]', (rows) => ({
    focused: Number(rows.find((r) => r.hasAttribute('data-focused'))?.getAttribute('data-row-id')),
    selected: rows.filter((r) => r.getAttribute('aria-selected') === 'true').map((r) => Number(r.getAttribute('data-row-id'))),
  }));
}

const browser = pgUrl ? await launchOrSkip('two instances live', TESTS) : null;

if (pgUrl && browser) {
  const test = suite<Ctx>('two instances live');
  test.before(async (ctx) => {
    ctx.browser = browser;
    ctx.dbName = `cc_two_live_${process.pid}`;
    await withPgClient(pgUrl, async (c) => {
      await c.query(`drop database if exists ${ctx.dbName} with (force)`);
      await c.query(`create database ${ctx.dbName} template ${PG_TEMPLATE_DB}`);
    });
    ctx.dbUrl = withDatabase(pgUrl, ctx.dbName);
    const env = { DATABASE_URL: ctx.dbUrl, SEED_SCALE: 'none' };
    [ctx.a, ctx.b] = await Promise.all([startChildServer(env, 60_000), startChildServer(env, 60_000)]);
  });
  test.after(async (ctx) => {
    await ctx.browser.close();
    await Promise.all([stopChildServer(ctx.a), stopChildServer(ctx.b)]);
    await withPgClient(pgUrl, (c) => c.query(`drop database if exists ${ctx.dbName} with (force)`));
  });

  test('A advances an application: B\'s open list shows it within a second, focus and selection kept; B\'s a on it asks first', async ({ a, b, browser, dbUrl }) => {
    // Two recruiters: A's own account (so B reads A's name), each console on its own instance.
    const admin = await signIn(a, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const email = `ava-${Date.now()}@example.org`;
    const made = await fetch(`${a.url}/api/admin/add_admin_user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ name: 'Ava Anders', email, account_type: 'hr_officer', password: 'correct-horse-battery-9' }),
    }).then((r) => r.json() as Promise<{ err: number; msg: string }>);
    assert.is(made.err, 0, made.msg);
    const tokenA = await signIn(a, email, 'correct-horse-battery-9');
    const tokenB = await signIn(b, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    // Every status, so the advanced row stays in B's list.
    const path = '/job/applications?archived=false';
    const onB = await openConsole(browser, { url: b.url } as TestServer, path, { token: tokenB, ...WIDE });
    const onA = await openConsole(browser, { url: a.url } as TestServer, path, { token: tokenA, ...WIDE });
    await onB.page.waitForSelector('[data-testid="applications-row"][data-focused]');
    await onA.page.waitForSelector('[data-testid="applications-row"][data-focused]');

    // B: the first New application focused, it and the row below it selected, the focus back on it.
    const ids = await onB.page.$$eval('[data-testid="applications-row"]', (rows) => rows.map((r) => ({ id: Number(r.getAttribute('data-row-id')), status: r.querySelector('[data-testid="cell-status"]')?.textContent })));
    const index = ids.findIndex((r) => r.status === 'New');
    assert.ok(index >= 0 && index < ids.length - 1, 'a New application with a row below it');
    const id = ids[index].id;
    const neighbour = ids[index + 1].id;
    const rowOnB = `[data-testid="applications-row"][data-row-id="${id}"]`;
    await onB.page.click(`${rowOnB} [data-testid="cell-name"]`);
    await onB.page.waitForSelector(`${rowOnB}[data-focused]`);
    await onB.page.keyboard.press('x');
    await onB.page.keyboard.press('j');
    await onB.page.keyboard.press('x');
    await onB.page.keyboard.press('k');
    await onB.page.waitForSelector(`${rowOnB}[data-focused][aria-selected="true"]`);
    const before = await focusAndSelection(onB.page);
    assert.equal([before.focused, before.selected.sort()], [id, [id, neighbour].sort()]);
    const name = (await onB.page.textContent(`${rowOnB} [data-testid="cell-name"]`))?.trim() ?? '';
    const [status, version] = await stored(dbUrl, id);
    assert.is(status, 1, 'New');

    // A: the same application focused, a advances it (New → Shortlist).
    const rowOnA = `[data-testid="applications-row"][data-row-id="${id}"]`;
    await onA.page.click(`${rowOnA} [data-testid="cell-name"]`);
    await onA.page.waitForSelector(`${rowOnA}[data-focused]`);
    // When B's page shows it, by the page's own clock (Playwright's polling lags on a loaded machine).
    await onB.page.evaluate((rowId) => {
      const shown = window as unknown as { shownAt?: number };
      const cell = `[data-testid="applications-row"][data-row-id="${rowId}"] [data-testid="cell-status"]`;
      new MutationObserver(() => void (shown.shownAt ??= document.querySelector(cell)?.textContent === 'Shortlist' ? Date.now() : undefined))
        .observe(document.body, { subtree: true, childList: true, characterData: true });
    }, id);
    const written = onA.page.waitForResponse((r) => r.url().endsWith('/api/admin/advance_application'));
    await onA.page.keyboard.press('a');
    const response = await written;
    assert.is(response.status(), 200);
    // The write committed before its answer's first byte (same machine, same clock as B's page).
    const timing = response.request().timing();
    const committed = timing.startTime + timing.responseStart;
    assert.equal(await stored(dbUrl, id), [2, version + 1], 'A\'s write went through');

    // B: nothing sent from here from now on, until B chooses to.
    const sentFromB: string[] = [];
    onB.page.on('request', (r) => void (/advance_application|change_progress_status/.test(r.url()) && sentFromB.push(r.url())));
    await onB.page.waitForSelector(`${rowOnB} [data-testid="cell-status"]:has-text("Shortlist")`, { timeout: 5_000 });
    const took = (await onB.page.evaluate(() => (window as unknown as { shownAt: number }).shownAt)) - committed;
    console.log(`B's list showed A's change ${took} ms after A's answer began`);
    // The figure is printed above (239 ms at load 5, up to 992 ms at load 15 here: docs/live.md). The bound
    // is looser than the second so a saturated CI machine cannot fail it on time alone; without the
    // live channel the change never shows at all, so the bound still tells live from not.
    assert.ok(took < 3_000, `B's list shows A's change at once (took ${took} ms)`);
    const after = await focusAndSelection(onB.page);
    assert.equal([after.focused, after.selected.sort()], [id, [id, neighbour].sort()], 'B\'s focus and selection are where they were');

    // B presses a on the row that just changed: told before anything is sent.
    await onB.page.keyboard.press('a');
    const notice = await onB.page.waitForSelector('[data-testid="changed-notice"]', { timeout: 5_000 });
    const text = (await notice.textContent()) ?? '';
    assert.ok(name && text.includes(name), `names the application (${name}): ${text}`);
    assert.match(text, /Shortlist/, 'says what it is now');
    assert.match(text, /Ava Anders/, 'and who changed it (A, on the other instance)');
    assert.not.match(text, /409|version|application_id|\{/i, 'in words');
    assert.equal(sentFromB, [], 'nothing was sent from B');
    assert.not.ok(await onB.page.$('[data-testid="toast"][data-kind="error"]'), 'no refusal toast');
    await onB.page.keyboard.press('Escape');
    await onB.page.waitForSelector('[data-testid="changed-notice"]', { state: 'detached' });
    assert.equal(await stored(dbUrl, id), [2, version + 1], 'only A\'s write happened');
    assert.equal(unexpected(onA.errors), []);
    assert.equal(unexpected(onB.errors), []);
    await onA.context.close();
    await onB.context.close();
  });

  test.run();
} else if (!pgUrl) {
  // Under CI=true PostgreSQL is always there (.ci/run starts one), so a missing DATABASE_URL fails instead.
  if (process.env.CI === 'true') throw new Error('two-instances-live: DATABASE_URL is not set under CI');
  console.log(`SKIP ${TESTS} two instances live: DATABASE_URL is not set`);
}
