// The admin area in Chromium: a restricted account type is not offered what it may not run (palette,
// sidebar) and the server refuses it anyway; the super account ends a user's session and disables them on
// /admin/users; roles, menus (synced from the route table) and apis render their real data.
import { eq, sql } from 'drizzle-orm';
import * as assert from 'uvu/assert';
import { accounts, adminMenus, providerRoles } from '../../src/server/db/schema';
import { browserSuite } from '../support/browser-suite';
import { accountOfType } from '../api/admin-accounts';
import { openPage, openPalette, typeInPalette, unexpected } from './palette-support';

const test = await browserSuite('admin area', 3);

if (test) {
  test('an HR officer: the palette and sidebar offer no admin command or page, and the server refuses one', async ({ server, browser, token }) => {
    const officer = await accountOfType(server, token, 'hr_officer');
    const { context, page, errors } = await openPage(browser, server, '/dashboard', officer.token);
    await page.waitForSelector('[data-testid="sidebar-group"][data-key="/staff"]');
    assert.is(await page.$('[data-testid="sidebar-group"][data-key="/admin"]'), null, 'no Admin group in the sidebar');
    assert.is(await page.$('[data-testid="sidebar"] [data-path^="/admin"]'), null, 'no admin page in the sidebar');

    await openPalette(page);
    await typeInPalette(page, 'add admin user');
    const offered = await page.$$eval('[data-testid="palette-item"]', (items) => items.map((i) => i.getAttribute('data-command-id')));
    assert.not.ok(offered.includes('admin.addUser'), `offered: ${offered.join(', ')}`);
    assert.not.ok(offered.includes('admin.users'));
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await typeInPalette(page, 'create generation link');
    const allowed = await page.$$eval('[data-testid="palette-item"]', (items) => items.map((i) => i.getAttribute('data-command-id')));
    assert.ok(allowed.includes('referral.createGeneration'), 'what an HR officer may run is still offered');
    await page.keyboard.press('Escape');

    const [{ n: before }] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    const answer = await page.evaluate(async (bearer) => {
      const response = await fetch('/api/admin/add_admin_user', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ name: 'Sneaky Promotion', email: 'sneaky.promotion@example.com', account_type: 'super_account', password: 'Sneaky-password-2026' }),
      });
      return { status: response.status, body: await response.json() };
    }, officer.token);
    assert.is(answer.status, 403);
    assert.is(answer.body.err, 403);
    assert.match(answer.body.msg, /HR officer account may not run/);
    const [{ n: after }] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    assert.is(after, before, 'no account was made');
    assert.equal(unexpected(errors, true), []);
    await context.close();
  });

  test('/admin/users: the super account ends a session, then disables the user', async ({ server, browser, token }) => {
    const user = await accountOfType(server, token, 'facilitator');
    const { context, page, errors } = await openPage(browser, server, `/admin/users?adminUser=${user.id}`, token);
    await page.waitForSelector(`[data-testid="admin-user-panel"][data-user-id="${user.id}"]`);
    assert.ok(await page.$('[data-testid="sidebar-group"][data-key="/admin"]'), 'the super account has the Admin group');
    await page.waitForSelector('[data-testid="admin-session"]');
    assert.is((await page.$$('[data-testid="admin-session"]')).length, 1);
    await page.click('[data-testid="admin-session-end"]');
    await page.waitForSelector('[data-testid="admin-session"]', { state: 'detached' });
    assert.is((await server.call('get_user_info', {}, { token: user.token })).err, 3, 'the ended session is signed out');

    // Disable asks first, naming what it ends (issue 22 §4); nothing changes before Confirm.
    await page.click('[data-testid="admin-user-toggle"]');
    await page.waitForSelector('[data-testid="admin-user-disable-confirm-step"] [data-testid="confirm-reach"][data-ready]');
    const confirm = (await page.textContent('[data-testid="admin-user-disable-confirm-step"]')) ?? '';
    const [named] = await server.database.db.select({ name: accounts.name, status: accounts.status }).from(accounts).where(eq(accounts.id, user.id));
    assert.match(confirm, `Disable ${named!.name}, who can then no longer sign in: 0 signed-in sessions end now`);
    assert.is(named!.status, 'active', 'not before Confirm');
    await page.click('[data-testid="admin-user-disable-confirm"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="admin-user-status"]')?.textContent === 'Inactive');
    await page.waitForSelector('[data-testid="admin-user-blocked"]');
    const [row] = await server.database.db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, user.id));
    assert.is(row.status, 'inactive');
    const refused = await server.call('login', { username: user.email, password: 'Permission-Test-2026' });
    assert.is(refused.status, 403);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('/admin/menus syncs the route table; /admin/roles grants an auth; /admin/apis lists account types', async ({ server, browser, token }) => {
    const { context, page, errors } = await openPage(browser, server, '/admin/menus', token);
    await page.waitForSelector('[data-testid="admin-menus-sync"]');
    await page.click('[data-testid="admin-menus-sync"]');
    await page.waitForFunction(() => /Up to date/.test(document.querySelector('[data-testid="admin-menus-state"]')?.textContent ?? ''));
    const menus = await server.database.db.select({ path: adminMenus.path }).from(adminMenus);
    assert.ok(menus.some((m) => m.path === '/admin/users') && menus.some((m) => m.path === '/staff/applicants'), 'pages of the route table');

    const [viewer] = await server.database.db.select().from(providerRoles).where(eq(providerRoles.name, 'Viewer')).limit(1);
    assert.not.ok(viewer.auths.includes('shifts.manage'));
    await page.goto(`${server.url}/admin/roles?providerRole=${viewer.id}`);
    await page.waitForSelector(`[data-testid="role-panel"][data-role-id="${viewer.id}"]`);
    await page.check('[data-testid="role-auth-shifts.manage"]');
    await page.click('[data-testid="role-save"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="role-save"]')?.hasAttribute('disabled'));
    const [saved] = await server.database.db.select().from(providerRoles).where(eq(providerRoles.id, viewer.id));
    assert.ok(saved.auths.includes('shifts.manage'));
    assert.is(saved.version, viewer.version + 1);

    await page.goto(`${server.url}/admin/apis`);
    await page.waitForSelector('[data-testid="admin-apis-row"]');
    await page.keyboard.press('/');
    await page.keyboard.type('add_admin_user');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="admin-apis-row"]').length === 1);
    const text = await page.textContent('[data-testid="admin-apis-page"]');
    assert.match(text ?? '', /add_admin_user/);
    assert.match(text ?? '', /super_account/);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
