// Issue 24, presence: a record open in someone else's console shows who has it. My console has an
// application focused (its panel open); another recruiter's console (a second session, through the API)
// says it has the same application open; my panel's header reads "Also open: <their name>", and the line
// goes when they move on.
import * as assert from 'uvu/assert';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import { unexpected } from './palette-support';

const test = await browserSuite('presence', 1);
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

  test.run();
}
