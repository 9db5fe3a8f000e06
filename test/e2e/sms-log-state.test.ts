// The SMS log says what the delivery outbox says about each text (issue 22 §6): it showed 'Queued' for
// every outgoing message whatever became of it. With no SMS provider configured the outbox keeps the text
// and it reaches no phone, so the log says so; a failed text reads Failed, one a provider took reads Sent.
import { eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { outbox, smsMessages } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';

const test = await browserSuite('sms log state', 1);

if (test) {
  test("the log's state is the outbox's: kept (no provider), sent, failed, queued", async ({ server, browser, token }) => {
    const db = server.database.db;
    const outcomes: [string, { status: string; provider: string | null } | null][] = [
      ['Log state one', { status: 'sent', provider: 'outbox' }],
      ['Log state two', { status: 'sent', provider: 'http-sms' }],
      ['Log state three', { status: 'failed', provider: 'http-sms' }],
      ['Log state four', null],
    ];
    for (const [message, set] of outcomes) {
      const sent = await server.call('send_sms_by_phone_number', { phone: '+61 0412999088', message }, { token });
      assert.is(sent.err, 0, sent.msg);
      if (!set) continue;
      const [row] = await db.select({ key: smsMessages.idempotencyKey }).from(smsMessages).where(eq(smsMessages.id, sent.data.message.id));
      await db.update(outbox).set(set).where(eq(outbox.idempotencyKey, row!.key!));
    }
    const { context, page, errors } = await openConsole(browser, server, '/tools/sms?tab=log', { token, width: 1440, height: 900, timeout: 10_000 });
    await page.waitForSelector('[data-testid="sms-log"]');
    await page.fill('[data-testid="sms-log-search"]', 'Log state');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="sms-log-row"]').length === 4);
    const states = await page.$$eval('[data-testid="sms-log-row"]', (rows) => rows.map((r) => [r.children[3]!.textContent, r.children[4]!.textContent]));
    assert.equal(Object.fromEntries(states), {
      'Log state one': 'Kept in the outbox, no SMS provider configured',
      'Log state two': 'Sent',
      'Log state three': 'Failed',
      'Log state four': 'Queued',
    });
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
