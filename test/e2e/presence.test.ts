// Issue 24, presence: a record open in someone else's console shows who has it. My console has an
// application focused (its panel open); another recruiter's console (a second session, through the API)
// says it has the same application open; my panel's header reads "Also open: <their name>", and the line
// goes when they move on. The same on detail pages (applicant, worker, provider, shift order): the page
// tells the server it has its record open, and shows who else has it at the top.
import { eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { providers, shifts, staff } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import { unexpected } from './palette-support';

const test = await browserSuite('presence', 2);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

if (test) {
  test('another console opens my focused application: my panel says who also has it open, until they leave it', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?archived=false', { token, ...WIDE });
    const focused = await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    const id = Number(await focused.getAttribute('data-row-id'));
    await page.waitForSelector(`[data-testid="application-panel"][data-application-id="${id}"]`);
    assert.not.ok(await page.$('[data-testid="also-open"]'), 'nobody else has it open yet');
    const other = await server.signIn();
    const say = (body: unknown) => fetch(`${server.url}/api/live/open`, { method: 'POST', headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    assert.is((await say({ kind: 'application', id })).status, 200);
    const line = await page.waitForSelector('[data-testid="application-panel"] [data-testid="also-open"]', { timeout: 3_000 });
    assert.is((await line.textContent())?.trim(), 'Also open: Administrator');
    assert.is((await say({})).status, 200);
    await page.waitForSelector('[data-testid="also-open"]', { state: 'detached', timeout: 3_000 });
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('detail pages: mine is told to the server, and the line says who else has its record open, until they leave it', async ({ server, browser, token }) => {
    const db = server.database.db;
    const [applicant] = await db.select({ id: staff.id }).from(staff).limit(1);
    const [worker] = await db.select({ id: staff.id }).from(staff).where(eq(staff.status, 10)).limit(1);
    const [provider] = await db.select({ id: providers.id }).from(providers).where(eq(providers.status, 'enabled')).limit(1);
    const [shift] = await db.select({ id: shifts.id }).from(shifts).limit(1);
    const pages: [string, string, number][] = [
      ['/staff/applicants/detail/', 'applicant', applicant.id],
      ['/staff/enabled-staff/detail/', 'staff', worker.id],
      ['/provider/providers/manage/', 'provider', provider.id],
      ['/order/shift/detail/', 'shift', shift.id],
    ];
    const other = await server.signIn();
    const say = (body: unknown) => fetch(`${server.url}/api/live/open`, { method: 'POST', headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // The other console's stream: it hears who else has its record open.
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/live`, { headers: { authorization: `Bearer ${other}` }, signal: controller.signal });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let heard = '';
    void (async () => {
      for (;;) {
        const next = await reader.read().catch(() => ({ done: true as const, value: '' }));
        if (next.done) return;
        heard += next.value;
      }
    })();
    const { context, page, errors } = await openConsole(browser, server, '/dashboard', { token, ...WIDE });
    for (const [path, kind, id] of pages) {
      await page.goto(`${path}${id}`);
      await page.waitForSelector('#main h1');
      assert.not.ok(await page.$('[data-testid="also-open"]'), `${path}: nobody else has it open yet`);
      heard = '';
      assert.is((await say({ kind, id })).status, 200);
      const line = await page.waitForSelector('#main [data-testid="also-open"]', { timeout: 3_000 });
      assert.is((await line.textContent())?.trim(), 'Also open: Administrator', path);
      // My page told the server it has the record open: the other console hears my name.
      const mine = `event: presence\ndata: {"kind":"${kind}","id":${id},"names":["Administrator"]}`;
      const until = Date.now() + 3_000;
      while (!heard.includes(mine) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
      assert.ok(heard.includes(mine), `${path}: the other console hears that mine has it open: ${heard}`);
      assert.is((await say({})).status, 200);
      await page.waitForSelector('[data-testid="also-open"]', { state: 'detached', timeout: 3_000 });
    }
    controller.abort();
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
