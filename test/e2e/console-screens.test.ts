// The generic screens over real commands: a server-paged list (filters from the command's schema,
// sorting, virtualised rows, 'all matching the filter'), the applicant detail with its generated form
// (server field errors on the right field), the dashboard's figures (the server's own answers), the shell
// dialogs (recruitment ones built, notifications honestly not) and the lazy, CSP-clean rich-text editor.
import { count, eq } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { applications } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { openPage, unexpected, waitForPath } from './palette-support';

const TESTS = 7;
const test = await browserSuite('console screens', TESTS);

if (test) {

  test('list: filters come from the command schema, sorting and paging run on the server', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications', token);
    await page.waitForSelector('[data-testid="applications-row"]');
    const options = await page.$$eval('[data-testid="applications-status-filter"] option', (o) => o.length);
    assert.ok(options > 30, 'every application status is a filter choice');
    await page.selectOption('[data-testid="applications-status-filter"]', '1');
    const [{ n: newCount }] = await server.database.db.select({ n: count() }).from(applications).where(eq(applications.status, 1));
    await page.waitForFunction((n) => document.querySelector('[data-testid="applications-pager-range"]')?.textContent?.endsWith(`of ${n.toLocaleString('en-AU')}`), newCount);
    const statuses = await page.$$eval('[data-testid="applications-row"] [data-testid="cell-status"]', (cells) => [...new Set(cells.map((c) => c.textContent))]);
    assert.equal(statuses, ['New']);
    const ids = (await server.database.db.select({ id: applications.id }).from(applications).where(eq(applications.status, 1)).orderBy(applications.id)).map((r) => r.id);
    // Ids sort largest first on the first click, then smallest first.
    await page.click('[data-testid="sort-id"]');
    await page.waitForSelector(`[data-testid="applications-row"]:first-of-type[data-row-id="${ids[ids.length - 1]}"]`);
    await page.click('[data-testid="sort-id"]');
    await page.waitForSelector(`[data-testid="applications-row"]:first-of-type[data-row-id="${ids[0]}"]`);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('list: 200 rows a page are virtualised; j keeps the focused row in view', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications', token);
    await page.waitForSelector('[data-testid="applications-row"]');
    await page.selectOption('[data-testid="applications-pager"] select', '200');
    await page.waitForFunction(() => document.querySelector('[data-testid="applications-pager-range"]')?.textContent?.startsWith('1–200'));
    const rendered = await page.$$eval('[data-testid="applications-row"]', (rows) => rows.length);
    assert.ok(rendered < 80, `only the rows in view are rendered (${rendered} of 200)`);
    for (let i = 0; i < 60; i++) await page.keyboard.press('j');
    const focused = await page.waitForSelector('[data-testid="applications-row"][data-focused]');
    assert.is(await focused.getAttribute('aria-rowindex'), '62', 'the 61st row has the focus');
    assert.ok(await focused.isVisible());
    const inView = await focused.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const scroller = el.closest('[data-testid="applications"]')!.getBoundingClientRect();
      return box.top >= scroller.top && box.bottom <= scroller.bottom;
    });
    assert.ok(inView, 'scrolled into view');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('list: selecting the page offers every row matching the filter', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/job/applications?archived=false', token);
    await page.waitForSelector('[data-testid="applications-row"]');
    const total = Number(/of ([\d,]+)/.exec((await page.textContent('[data-testid="applications-pager-range"]')) ?? '')?.[1].replace(/,/g, ''));
    assert.is(total, (await server.call('job_applicant_list_v2', { archived: false }, { token })).data.total);
    await page.click('[data-testid="applications-select-page"]');
    await page.click('[data-testid="applications-select-all-matching"]');
    const bar = await page.waitForSelector('[data-testid="applications-all-matching"]');
    assert.match(await bar.textContent() ?? '', `All rows matching the filter are selected (${total.toLocaleString('en-AU')})`);
    await page.click('[data-testid="applications-clear-selection"]');
    await page.waitForSelector('[data-testid="applications-selection-bar"]', { state: 'detached' });
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('applicant detail: sections from the result schema; the generated form runs the command and puts server field errors on the field', async ({ server, browser, token }) => {
    const [row] = await server.database.db.select().from(applications).where(eq(applications.status, 1)).limit(1);
    const { context, page, errors } = await openPage(browser, server, `/staff/applicants/detail/${row.staffId}`, token);
    await page.waitForSelector('[data-testid="applicant-field-email"]');
    for (const field of ['name', 'phone', 'suburb', 'status', 'created_at']) assert.ok(await page.$(`[data-testid="applicant-field-${field}"]`), field);
    await page.click(`[data-testid="applicant-applications-row"][data-row-id="${row.id}"]`);
    // The choices arrive before the default is set: wait for the select's value itself (the default, Shortlist).
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('[data-testid="status-form-status"]')?.value === '2');

    // A field error from the server (the wire's invalid-arguments answer) lands under the select.
    await page.route('**/api/admin/change_progress_status', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ err: 400, msg: 'Invalid arguments.', data: { fields: [{ path: 'status', message: 'Status is not allowed now.' }] } }) }),
    );
    await page.click('[data-testid="status-form-submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="status-form-status-error"]')?.textContent === 'Status is not allowed now.');
    await page.unroute('**/api/admin/change_progress_status');

    await page.click('[data-testid="status-form-submit"]');
    await page.waitForSelector('[data-testid="toast"][data-kind="success"]');
    await page.waitForFunction((id) => document.querySelector(`[data-testid="applicant-applications-row"][data-row-id="${id}"] [data-testid="cell-status"]`)?.textContent === 'Shortlist', row.id);
    const [after] = await server.database.db.select().from(applications).where(eq(applications.id, row.id));
    assert.is(after.status, 2);
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test('dashboard: its figures are the server’s own answers', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/dashboard', token);
    const applicants = await server.call('get_staff_list', { page: 1, page_size: 1 }, { token });
    const open = await server.call('job_applicant_list_v2', { page: 1, page_size: 1, archived: false }, { token });
    const figure = async (id: string) => {
      await page.waitForFunction((testId) => /\d/.test(document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? ''), id);
      return (await page.textContent(`[data-testid="${id}"]`))!;
    };
    assert.is(await figure('dashboard-applicants-count'), applicants.data.total.toLocaleString('en-AU'));
    assert.is(await figure('dashboard-applications-count'), open.data.total.toLocaleString('en-AU'));
    assert.ok(applicants.data.total > 0 && open.data.total > 0, 'a seeded world has both');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('shell dialogs open by id: the recruitment dialogs act on the focused application, notifications list the inbox', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/staff/applicants/detail/3?consoleTest=1', token);
    await page.waitForSelector('[data-testid="applicant-field-email"]');
    await page.click('[data-testid="open-dialog-interview"]');
    const interview = await page.waitForSelector('[data-testid="shell-dialog"][data-dialog-id="interview"] [data-testid="interview-dialog"]');
    assert.not.ok(await interview.$('[data-not-built]'), 'the interview dialog is built');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="shell-dialog"]', { state: 'detached' });
    for (const id of ['uploadingMaterials', 'signingContract', 'onboarding']) {
      await page.evaluate((dialogId) => (window as any).__consoleTest.openDialog(dialogId, { staffId: 3 }), id);
      const shown = await page.waitForSelector(`[data-testid="shell-dialog"][data-dialog-id="${id}"] [data-testid="workflow-dialog-applicant"]`);
      assert.ok((await shown.textContent())?.trim(), `${id} names the applicant`);
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-testid="shell-dialog"]', { state: 'detached' });
    }
    // Notifications: the signed-in account's station notices (test/e2e/notices.test.ts drives them).
    await page.evaluate(() => (window as any).__consoleTest.openDialog('notifications', {}));
    const notifications = await page.waitForSelector('[data-testid="shell-dialog"][data-dialog-id="notifications"] [data-testid="notifications-dialog"]');
    assert.not.ok(await notifications.$('[data-not-built]'), 'the notifications dialog is built');
    await page.waitForSelector('[data-testid="shell-dialog"][data-dialog-id="notifications"] [data-testid="notice-item"]');
    await page.keyboard.press('Escape');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('rich-text editor: loads lazily (never on the login page), has the spec toolbar, works under the CSP', async ({ server, browser, token }) => {
    const login = await openPage(browser, server, '/login');
    const scripts: string[] = [];
    login.page.on('request', (r) => scripts.push(r.url()));
    await login.page.reload();
    await login.page.waitForSelector('[data-testid="login-username"]');
    assert.not.ok(scripts.some((u) => /quill|palette|data-table/.test(u)), 'the login page loads no editor, palette or table code');
    await login.context.close();

    const { context, page, errors } = await openPage(browser, server, '/dashboard?consoleTest=1', token);
    await page.waitForSelector('[data-testid="app-shell"]');
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'editor-host';
      host.style.cssText = 'position:fixed;top:80px;left:260px;width:640px;background:#fff;z-index:70';
      document.body.append(host);
      return (window as any).__consoleTest.mountRichText(host, '<p>Hello</p>').then((read: () => string) => ((window as any).__readEditor = read));
    });
    await page.waitForSelector('#editor-host .ql-toolbar');
    const tools = await page.$$eval('#editor-host .ql-toolbar button, #editor-host .ql-toolbar .ql-picker', (els) => els.map((e) => `${[...e.classList].find((c) => c.startsWith('ql-') && c !== 'ql-picker' && c !== 'ql-active')}${e.getAttribute('value') ? `:${e.getAttribute('value')}` : ''}`));
    for (const tool of ['ql-bold', 'ql-italic', 'ql-underline', 'ql-list:ordered', 'ql-list:bullet', 'ql-indent:-1', 'ql-indent:+1', 'ql-header', 'ql-color', 'ql-background', 'ql-link', 'ql-image', 'ql-video']) {
      assert.ok(tools.includes(tool), `${tool} in ${tools.join(' ')}`);
    }
    const headers = await page.$$eval('#editor-host .ql-header .ql-picker-item', (items) => items.map((i) => i.getAttribute('data-value')));
    assert.equal(headers, ['1', '2', '3', '4', '5', '6', null]);
    assert.is(await page.getAttribute('#editor-host .ql-bold', 'aria-label'), 'Bold');
    // Quill's stylesheet is adopted, not injected: its rules apply.
    assert.is(await page.$eval('#editor-host .ql-toolbar', (el) => getComputedStyle(el).boxSizing), 'border-box');
    await page.click('#editor-host .ql-editor');
    await page.keyboard.press('End');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' world');
    await page.waitForFunction(() => (window as any).__readEditor().includes('<strong>'));
    assert.match(await page.evaluate(() => (window as any).__readEditor()), /Hello.*<strong>.*world<\/strong>/);
    assert.equal(unexpected(errors), []);
    await waitForPath(page, '/dashboard?consoleTest=1');
    await context.close();
  });

  test.run();
}
