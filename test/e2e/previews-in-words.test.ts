// Previews in a person's words (issue 22 §4), in Chromium, en and zh: the palette's preview of an order on
// behalf reads labels, dollars and times on the business's clock with the zone's name, the provider by
// name with a link; when the preview says the order cannot go ahead (it starts in the past), Confirm is
// disabled, says why, and Enter makes nothing. Complete recruitment's preview names the person (a link)
// and the move by status labels. No preview shows JSON, a snake_case key, ✓/✗ or a status code.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { facilities, positionLevels, positions, providers, shifts } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import type { TestServer } from '../support/server';
import { unexpected } from './palette-support';

const test = await browserSuite('previews-in-words', 3);

const RAW = [/\b[a-z]+_[a-z_]+\b/, /[{}]/, /[✓✗]/, /\bnull\b/, /\(UTC\)/];

function assertReadable(text: string, where: string) {
  for (const pattern of RAW) assert.not.match(text, pattern, `${where} shows ${pattern}: ${text}`);
}

async function orderArgs(server: TestServer, daysAhead: number) {
  const db = server.database.db;
  const [facility] = await db.select({ id: facilities.id, providerId: facilities.providerId, provider: providers.name }).from(facilities)
    .innerJoin(providers, eq(providers.id, facilities.providerId))
    .where(and(eq(providers.status, 'enabled'), eq(facilities.active, true), inArray(facilities.state, ['NSW', 'VIC']))).orderBy(asc(facilities.id)).limit(1);
  const [position] = await db.select({ name: positions.name }).from(positions)
    .where(sql`exists (select 1 from ${positionLevels} l where l.position_id = ${positions.id})`).orderBy(asc(positions.sortOrder), asc(positions.id)).limit(1);
  const date = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return {
    provider: facility.provider,
    args: { provider_id: facility.providerId, facility_id: facility.id, position: position.name, date, start_time: '09:00', end_time: '17:00', requested_by: 'Pat at the front desk' },
  };
}

async function openAt(page: Page, commandId: string, preset: Record<string, unknown>) {
  await page.waitForSelector('[data-testid="app-shell"]');
  await page.evaluate(([id, args]) => (window as any).__consoleTest.openCommand(id, args), [commandId, preset] as const);
  return page.waitForSelector('[data-testid="palette-preview"]', { timeout: 20_000 });
}

const orderCount = async (server: TestServer) => (await server.database.db.select({ n: count() }).from(shifts))[0].n;

if (test) {
  test('an order preview that cannot go ahead: labels, dollars, named times; Confirm disabled with the reason (en)', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/dashboard?consoleTest=1', { token, width: 1366, height: 860, timeout: 20_000 });
    const { provider, args } = await orderArgs(server, -2);
    const before = await orderCount(server);
    const preview = await openAt(page, 'order.create', args);
    const text = (await preview.textContent()) ?? '';
    assertReadable(text, 'the order preview');
    assert.match(text, /Estimated cost/);
    assert.match(text, /\$\d/, 'money in dollars');
    assert.match(text, /Australian Eastern (Daylight|Standard) Time/, 'times name the zone');
    assert.ok(await page.$(`[data-testid="preview-record-link"][data-record="provider:${args.provider_id}"]`), 'the provider is a link');
    assert.match(await page.$eval(`[data-testid="preview-record-link"][data-record="provider:${args.provider_id}"]`, (a) => a.textContent ?? ''), new RegExp(provider.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const blocked = await page.waitForSelector('[data-testid="palette-item"][data-confirm][data-blocked]');
    assert.is(await blocked.getAttribute('aria-disabled'), 'true');
    assert.match((await blocked.textContent()) ?? '', /Cannot go ahead with .*must start in the future/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    assert.ok(await page.$('[data-testid="palette-preview"]'), 'Enter on a disabled Confirm leaves the preview up');
    assert.is(await orderCount(server), before, 'no order was made');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('the same preview in zh: Chinese labels, the zone by its Chinese name, Confirm disabled with why', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/dashboard?consoleTest=1', { token, width: 1366, height: 860, timeout: 20_000, settings: { language: 'zh', size: 'medium', sidebarCollapsed: false } });
    const { args } = await orderArgs(server, -2);
    const preview = await openAt(page, 'order.create', args);
    const text = (await preview.textContent()) ?? '';
    assertReadable(text, 'the zh order preview');
    assert.match(text, /预估费用/);
    assert.match(text, /澳大利亚东部/);
    assert.not.match(text, /Estimated cost|Starts|Provider/);
    const blocked = await page.waitForSelector('[data-testid="palette-item"][data-confirm][data-blocked]');
    assert.match((await blocked.textContent()) ?? '', /无法执行/);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('complete recruitment previews the person by name (a link) and the move by status labels; Confirm is open', async ({ server, browser, token }) => {
    // An application at Onboarding (17), focused in its list: complete recruitment acts on it.
    const { context, page, errors } = await openConsole(browser, server, '/job/applications?status=17&archived=false&consoleTest=1', { token, width: 1366, height: 860, timeout: 20_000 });
    await page.waitForSelector('[data-testid="applications-row"]');
    if (!(await page.$('[data-testid="applications-row"][data-focused]'))) await page.keyboard.press('j');
    const app = { id: Number(await page.getAttribute('[data-testid="applications-row"][data-focused]', 'data-row-id')) };
    const preview = await openAt(page, 'application.completeRecruitment', {});
    const text = (await preview.textContent()) ?? '';
    assertReadable(text, 'the completion preview');
    // The summary names statuses by their labels alone: 'from Onboarding to Completed', never 'Completed (20)'.
    assert.not.match(text, /\(\d+\)/, `no status code in the preview: ${text}`);
    assert.match(text, /from Onboarding( completed)? to Completed\./, `the summary's move in words: ${text}`);
    const fields = await page.$$eval('[data-testid="preview-field"]', (rows) => rows.map((r) => r.textContent ?? ''));
    assert.ok(fields.some((f) => /^To.*Completed/.test(f)), `the move's end by its label: ${fields.join(' | ')}`);
    assert.ok(fields.every((f) => !/^(From|To)\s*\d+$/.test(f)), 'no status code');
    assert.ok(await page.$(`[data-testid="preview-record-link"][data-record="application:${app.id}"]`), 'the person is a link to the application');
    assert.ok(await page.$('[data-testid="palette-item"][data-confirm]:not([data-blocked])'));
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
