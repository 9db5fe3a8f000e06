// Internal employees in a real Chromium: import a CSV with one bad row and read the per-row report
// (the refused row names its column and reason; the imported ones link to their pages), then open an
// imported employee, reset their password (shown once) and deactivate them.
import * as assert from 'uvu/assert';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';

const TESTS = 1;
const test = await browserSuite('employees', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

if (test) {
  test('import employees from a CSV with one bad row, read the report, then reset a password and deactivate', async ({ server, browser, token }) => {
    const csv = [
      'first_name,surname,email,account_type,position,address,suburb,state,postcode',
      'Huia,Parata,huia.parata@staff.example.com,hr_officer,Recruitment officer,14 Smith Street,Fitzroy,VIC,3065',
      'Sam,Nguyen,sam.nguyen@staff.example.com,operational_manager,Operations manager,,,,',
      'Kim,Lee,kim.lee@staff.example.com,owner,Reception,,,,',
    ].join('\n');
    const { context, page, errors } = await openConsole(browser, server, '/provider/employees/import', { token, ...WIDE });
    const chooser = page.waitForEvent('filechooser');
    await page.click('[data-testid="employee-import-choose"]');
    await (await chooser).setFiles({ name: 'new-staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.waitForSelector('[data-testid="employee-import-report"]');
    assert.is(await page.textContent('[data-testid="employee-import-summary"]'), '2 imported · 1 refused');
    const rows = await page.$$eval('[data-testid="employee-import-row"]', (trs) => trs.map((tr) => ({
      line: tr.getAttribute('data-line'),
      outcome: tr.getAttribute('data-outcome'),
      field: tr.querySelector('[data-testid="employee-import-field"]')?.textContent,
      message: tr.querySelector('[data-testid="employee-import-message"]')?.textContent ?? '',
    })));
    assert.equal(rows.map((r) => [r.line, r.outcome]), [['2', 'imported'], ['3', 'imported'], ['4', 'refused']]);
    assert.is(rows[2].field, 'account_type');
    assert.match(rows[2].message, /^Account type must be one of super_account/);

    // The imported employee's page: home address on the map, no password yet; reset gives one, shown once.
    await page.click('a:has-text("huia.parata@staff.example.com")');
    await page.waitForSelector('[data-testid="employee-view-page"]');
    assert.is(await page.textContent('[data-testid="employee-title"]'), 'Huia Parata');
    assert.match(await page.textContent('[data-testid="employee-home"]') ?? '', /14 Smith Street, Fitzroy VIC 3065/);
    await page.waitForSelector('[data-testid="employee-map-pin"]');
    await page.click('[data-testid="employee-reset"]');
    await page.click('[data-testid="employee-confirm-yes"]');
    const password = (await (await page.waitForSelector('[data-testid="password-once-value"]')).textContent())!.trim();
    const login = await server.call('login', { username: 'huia.parata@staff.example.com', password });
    assert.is(login.err, 0, 'the password shown signs in');
    await page.click('[data-testid="password-once-done"]');
    await page.click('[data-testid="employee-status-toggle"]');
    await page.click('[data-testid="employee-confirm-yes"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="employee-status"]')?.textContent === 'Inactive');
    const found = await server.call('internal_staff_list', { keyword: 'huia.parata@' }, { token });
    assert.is(found.data.list[0].status, 'inactive');
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
