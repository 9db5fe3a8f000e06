// Outer candidates in a real Chromium: shift+O picks a CSV, the import report shows the good, duplicate
// and refused rows; the imported candidate is found, opened with Enter and scored in place; the referral
// page shows its links and the members registered through one.
import * as assert from 'uvu/assert';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';

const TESTS = 2;
const test = await browserSuite('outer candidates', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

if (test) {
  test('import a CSV with shift+O, read its report, then open an imported candidate and score it', async ({ server, browser, token }) => {
    const csv = [
      'first_name,surname,email,phone,position,state,resume_text',
      'Wiremu,Tane,wiremu.tane@example.org,0412 555 010,Personal Care Worker,NSW,Cert III Individual Support; 4 years residential aged care.',
      'Wiremu,Again,WIREMU.TANE@example.org,,,,',
      'Bad,Email,not-an-address,,,,',
    ].join('\n');
    const { context, page, errors } = await openConsole(browser, server, '/staff/applicants/outer-candidates', { token, ...WIDE });
    // Listening before the list settles: Playwright turns on file-chooser interception without waiting.
    const chooser = page.waitForEvent('filechooser');
    await page.waitForSelector('[data-testid="outer-candidates-row"][data-focused]');
    await page.keyboard.press('Shift+O');
    await (await chooser).setFiles({ name: 'seek-export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.waitForSelector('[data-testid="import-report"]');
    assert.is(await page.textContent('[data-testid="import-report-summary"]'), '1 imported · 1 duplicates skipped · 1 refused');
    const outcomes = await page.$$eval('[data-testid="import-report-row"]', (rows) => rows.map((r) => [r.getAttribute('data-outcome'), r.textContent]));
    assert.is(outcomes.length, 2);
    assert.is(outcomes[0][0], 'duplicate');
    assert.ok(outcomes[1][1]!.includes('Email address is invalid.'), 'the refused row names its reason');

    const found = await server.call('outer_candidate_list', { keyword: 'wiremu.tane@' }, { token });
    const id: number = found.data.list[0].id;
    await page.fill('[data-testid="outer-candidates-search"]', 'wiremu.tane@');
    await page.waitForSelector(`[data-testid="outer-candidates-row"][data-row-id="${id}"]`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="outer-candidates-row"]').length === 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/staff/applicants/candidate-detail/${id}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="outer-candidate-title"]')?.textContent?.includes('Wiremu Tane'));
    assert.match(await page.textContent('[data-testid="outer-candidate-resume"]') ?? '', /4 years residential aged care/);

    // A score out of range is refused in place, naming why; a good one is saved and shown.
    await page.fill('[data-testid="outer-score-input"]', '140');
    await page.press('[data-testid="outer-score-input"]', 'Enter');
    await page.waitForSelector('[data-testid="outer-score-error"]');
    assert.is(await page.textContent('[data-testid="outer-score-error"]'), 'Resume score must be at most 100.');
    await page.fill('[data-testid="outer-score-input"]', '82');
    await page.fill('[data-testid="outer-score-note"]', 'Strong fit for aged care');
    await page.press('[data-testid="outer-score-note"]', 'Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="outer-score-value"]')?.textContent === '82');
    const stored = await server.call('outer_candidate_detail', { outer_candidate_id: id }, { token });
    assert.equal([stored.data.candidate.resume_score, stored.data.candidate.score_note], [82, 'Strong fit for aged care']);
    assert.equal(errors, []);
    await context.close();
  });

  test('referral page: generation links with clicks, Enter on one shows who registered through it', async ({ server, browser, token }) => {
    const links = await server.call('generation_link_list', { page_size: 200 }, { token });
    const withMembers = links.data.list.find((l: any) => l.registered_count > 0);
    assert.ok(withMembers, 'the demo has a campaign link someone registered through');
    const members = await server.call('referral_registered_members', { link_id: withMembers.id, page_size: 200 }, { token });
    const { context, page, errors } = await openConsole(browser, server, '/staff/referral', { token, ...WIDE });
    await page.waitForSelector('[data-testid="generation-links-row"][data-focused]');
    await page.fill('[data-testid="generation-links-search"]', withMembers.name);
    await page.waitForFunction((want) => {
      const rows = [...document.querySelectorAll('[data-testid="generation-links-row"]')];
      return rows.length === 1 && rows[0].getAttribute('data-row-id') === String(want);
    }, withMembers.id);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/staff/referral?tab=members&link=${withMembers.id}`);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="registered-members-row"]').length === Math.min(n, 20), members.data.total);
    const shown = await page.$$eval('[data-testid="registered-members-row"]', (rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))));
    const expected = new Set(members.data.list.map((m: any) => m.staff_id));
    assert.ok(shown.every((id) => expected.has(id)), 'only people registered through that link');
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
