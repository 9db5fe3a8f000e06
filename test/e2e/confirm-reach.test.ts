// Confirms name the action and its reach (issue 22 §4), in Chromium: approving a provider's disable reads
// 'Disable Brolga Home Care: 4 active facilities, 12 upcoming shifts…' with the numbers the database has,
// not 'Enable or disable provider? On Provider #9'; so do requesting a disable, disabling a facility,
// cancelling an order (how many assigned workers will be texted) and disabling an operator. No confirm
// shows a field name, a snake_case code or a bare '#id'. Enter then does it. The same in zh.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';
import type { TestServer } from '../support/server';
import { unexpected } from './palette-support';

const test = await browserSuite('confirm-reach', 8);

const RAW = [/\b[a-z]+_[a-z_]+\b/, /[{}]/, /#\d+/, /\bnull\b/, /\bOn \w+ #/, /\bversion\b/i];

function assertReadable(text: string, where: string) {
  for (const pattern of RAW) assert.not.match(text, pattern, `${where} shows ${pattern}: ${text}`);
}

async function one(server: TestServer, query: ReturnType<typeof sql>): Promise<Record<string, any>> {
  const result = (await server.database.db.execute(query)) as unknown as { rows: Record<string, any>[] };
  return result.rows[0] ?? {};
}

const upcoming = (column: string, id: number) => sql.raw(`s.${column} = ${id} and s.canceled_at is null and s.starts_at > now()`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** '12 upcoming shifts' or '1 upcoming shift'. */
const counted = (n: number, one: string, many: string) => new RegExp(`\\b${n} ${n === 1 ? one : many}(?![a-z])`);

/** Opens the palette at a command with its arguments chosen, and waits for the confirm's counted sentence. */
async function confirmOf(page: Page, on: { kind: string; id: number }, commandId: string, preset: Record<string, unknown>): Promise<string> {
  await page.waitForSelector('[data-testid="app-shell"]');
  // The record focused as its list would focus it; the command acts on it with the rest chosen.
  await page.evaluate(([record, id, args]) => {
    (window as any).__consoleTest.focusRecord(record.kind, record.id);
    (window as any).__consoleTest.openCommand(id, args);
  }, [on, commandId, preset] as const);
  await page.waitForSelector('[data-testid="palette-confirm"] [data-testid="confirm-reach"][data-ready]', { timeout: 20_000 });
  return (await page.textContent('[data-testid="palette-confirm"]')) ?? '';
}

if (test) {
  test('approving a disable names the provider, its facilities, upcoming shifts, booked workers and operators; Enter disables it', async ({ server, browser, token }) => {
    // A request filed by someone else (four eyes): the seed's pending one, or one made here as another admin.
    let request = await one(server, sql`select r.id, r.provider_id, p.name from provider_disable_requests r join providers p on p.id = r.provider_id
      where r.status = 'pending' and p.status = 'enabled' order by r.id limit 1`);
    if (!request.id) {
      request = await one(server, sql`insert into provider_disable_requests (provider_id, reason, requested_by_name) select id, 'Contract ended.', 'Another Admin'
        from providers where status = 'enabled' order by id limit 1 returning id, provider_id, (select name from providers where id = provider_id) as name`);
    }
    const id = Number(request.provider_id);
    const facilities = Number((await one(server, sql`select count(*)::int as n from facilities where provider_id = ${id} and active`)).n);
    const shifts = Number((await one(server, sql`select count(*)::int as n from shifts s where ${upcoming('provider_id', id)}`)).n);
    const { context, page, errors } = await openConsole(browser, server, '/dashboard?consoleTest=1', { token, width: 1366, height: 860, timeout: 20_000 });
    const text = await confirmOf(page, { kind: 'disableRequest', id: Number(request.id) }, 'provider.approveDisable', { decision: 'approve' });
    assertReadable(text, 'the approve confirm');
    assert.match(text, new RegExp(`^Disable ${escape(String(request.name))}: `), `names the action and the provider: ${text}`);
    assert.match(text, counted(facilities, 'active facility', 'active facilities'), text);
    assert.match(text, counted(shifts, 'upcoming shift', 'upcoming shifts'), text);
    assert.not.match(text, /Approve or reject provider disable\?/, 'not the command title as a question');
    assert.match((await page.textContent('[data-testid="palette-item"][data-confirm]')) ?? '', new RegExp(`Disable ${escape(String(request.name))}`));
    await page.keyboard.press('Enter');
    // The palette closes once the call has answered.
    await page.waitForSelector('[cmdk-root]', { state: 'detached', timeout: 20_000 });
    assert.is((await one(server, sql`select status from providers where id = ${id}`)).status, 'disabled', 'Enter disabled the provider');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('requesting a disable and cancelling an order name their reach: shifts, and how many assigned workers are texted', async ({ server, browser, token }) => {
    const provider = await one(server, sql`select p.id, p.name from providers p where p.status = 'enabled'
      and not exists (select 1 from provider_disable_requests r where r.provider_id = p.id and r.status = 'pending')
      and exists (select 1 from shifts s where s.provider_id = p.id and s.canceled_at is null and s.starts_at > now()) order by p.id limit 1`);
    const shifts = Number((await one(server, sql`select count(*)::int as n from shifts s where ${upcoming('provider_id', Number(provider.id))}`)).n);
    const { context, page, errors } = await openConsole(browser, server, '/dashboard?consoleTest=1', { token, width: 1366, height: 860, timeout: 20_000 });
    const request = await confirmOf(page, { kind: 'provider', id: Number(provider.id) }, 'provider.setStatus', { status: 'disabled', reason: 'Contract ended.' });
    assertReadable(request, 'the request confirm');
    assert.match(request, new RegExp(`^Request to disable ${escape(String(provider.name))}: `), request);
    assert.match(request, counted(shifts, 'upcoming shift', 'upcoming shifts'), request);
    assert.not.match(request, /Enable or disable provider\?/);
    await page.keyboard.press('Escape');

    const order = await one(server, sql`select s.id, s.position || ' · ' || f.name as name, count(w.id)::int as assigned, count(w.id) filter (where st.phone <> '')::int as texted
      from shifts s join facilities f on f.id = s.facility_id join shift_workers w on w.shift_id = s.id join staff st on st.id = w.staff_id
      where s.canceled_at is null and s.starts_at > now() group by s.id, f.name order by count(w.id) desc, s.id limit 1`);
    const cancel = await confirmOf(page, { kind: 'shift', id: Number(order.id) }, 'order.cancel', { reason: 'The resident moved.' });
    assertReadable(cancel, 'the cancel confirm');
    assert.match(cancel, new RegExp(`^Cancel ${escape(String(order.name))}: `), cancel);
    assert.match(cancel, counted(Number(order.assigned), 'assigned worker', 'assigned workers'), cancel);
    assert.match(cancel, new RegExp(`\\b${Number(order.texted)} of them will be texted`), cancel);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('disabling a facility and an operator name them with their provider and what they reach', async ({ server, browser, token }) => {
    const facility = await one(server, sql`select f.id, f.name, p.name as provider from facilities f join providers p on p.id = f.provider_id
      where f.active and exists (select 1 from shifts s where s.facility_id = f.id and s.canceled_at is null and s.starts_at > now()) order by f.id limit 1`);
    const shifts = Number((await one(server, sql`select count(*)::int as n from shifts s where ${upcoming('facility_id', Number(facility.id))}`)).n);
    const { context, page, errors } = await openConsole(browser, server, '/dashboard?consoleTest=1', { token, width: 1366, height: 860, timeout: 20_000 });
    const text = await confirmOf(page, { kind: 'facility', id: Number(facility.id) }, 'facility.edit', { active: false });
    assertReadable(text, 'the facility confirm');
    assert.match(text, new RegExp(`^Disable ${escape(String(facility.name))} \\(${escape(String(facility.provider))}\\): `), text);
    assert.match(text, counted(shifts, 'upcoming shift', 'upcoming shifts'), text);
    await page.keyboard.press('Enter');
    // The palette closes once the call has answered.
    await page.waitForSelector('[cmdk-root]', { state: 'detached', timeout: 20_000 });
    assert.is((await one(server, sql`select active from facilities where id = ${Number(facility.id)}`)).active, false, 'Enter disabled the facility');

    const operator = await one(server, sql`select o.id, trim(o.first_name || ' ' || o.surname) as name, p.name as provider,
      (select count(*)::int from provider_operators x where x.provider_id = o.provider_id and x.id <> o.id and x.status = 'active') as others
      from provider_operators o join providers p on p.id = o.provider_id where o.status = 'active' order by o.id limit 1`);
    const disable = await confirmOf(page, { kind: 'operator', id: Number(operator.id) }, 'operator.setStatus', { status: 'inactive' });
    assertReadable(disable, 'the operator confirm');
    assert.match(disable, new RegExp(`^Disable ${escape(String(operator.name))} \\(${escape(String(operator.provider))}\\), who can then no longer sign in: `), disable);
    assert.match(disable, counted(Number(operator.others), 'other active operator', 'other active operators'), disable);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test("the facility form's confirm names the reach before a disable is saved; Cancel keeps it active", async ({ server, browser, token }) => {
    const facility = await one(server, sql`select f.id, f.name, f.provider_id, p.name as provider from facilities f join providers p on p.id = f.provider_id
      where f.active and exists (select 1 from shifts s where s.facility_id = f.id and s.canceled_at is null and s.starts_at > now()) order by f.id desc limit 1`);
    const shifts = Number((await one(server, sql`select count(*)::int as n from shifts s where ${upcoming('facility_id', Number(facility.id))}`)).n);
    const { context, page, errors } = await openConsole(browser, server, `/provider/manage/facility/${Number(facility.provider_id)}?facility=${Number(facility.id)}`, { token, width: 1440, height: 900, timeout: 20_000 });
    await page.waitForSelector('[data-testid="facility-edit-form-active"]');
    await page.uncheck('[data-testid="facility-edit-form-active"]');
    await page.click('[data-testid="facility-edit-form-submit"]');
    await page.waitForSelector('[data-testid="facility-edit-form-confirm-step"] [data-testid="confirm-reach"][data-ready]', { timeout: 20_000 });
    const text = (await page.textContent('[data-testid="facility-edit-form-confirm-step"]')) ?? '';
    assertReadable(text, 'the form confirm');
    assert.match(text, new RegExp(`^Disable ${escape(String(facility.name))} \\(${escape(String(facility.provider))}\\): `), text);
    assert.match(text, counted(shifts, 'upcoming shift', 'upcoming shifts'), text);
    assert.is((await one(server, sql`select active from facilities where id = ${Number(facility.id)}`)).active, true, 'nothing saved before the confirm');
    await page.click('[data-testid="facility-edit-form-cancel"]');
    await page.waitForSelector('[data-testid="facility-edit-form-confirm-step"]', { state: 'detached' });
    assert.is((await one(server, sql`select active from facilities where id = ${Number(facility.id)}`)).active, true, 'Cancel saved nothing');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('archiving a job ad names it, its provider and the applications still in progress on it', async ({ server, browser, token }) => {
    const ad = await one(server, sql`select j.id, j.title, p.name as provider,
      (select count(*)::int from applications a where a.job_id = j.id and not a.archived and a.status not in (4, 20, 44, 45, 46, 47)) as open
      from job_ads j join providers p on p.id = j.provider_id where j.status in (1, 2, 3) order by open desc, j.id limit 1`);
    const { context, page, errors } = await openConsole(browser, server, '/dashboard?consoleTest=1', { token, width: 1366, height: 860, timeout: 20_000 });
    const text = await confirmOf(page, { kind: 'jobAd', id: Number(ad.id) }, 'job.changeStatus', { status: 100 });
    assertReadable(text, 'the archive confirm');
    assert.match(text, new RegExp(`^Archive ${escape(String(ad.title))} \\(${escape(String(ad.provider))}\\): `), text);
    assert.match(text, counted(Number(ad.open), 'application still in progress on it', 'applications still in progress on it'), text);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('in zh the confirm names the action and counts in Chinese', async ({ server, browser, token }) => {
    const order = await one(server, sql`select s.id, count(w.id)::int as assigned from shifts s join shift_workers w on w.shift_id = s.id
      where s.canceled_at is null and s.starts_at > now() group by s.id order by count(w.id) desc, s.id limit 1`);
    const { context, page, errors } = await openConsole(browser, server, '/dashboard?consoleTest=1', {
      token, width: 1366, height: 860, timeout: 20_000, settings: { language: 'zh', size: 'medium', sidebarCollapsed: false },
    });
    await confirmOf(page, { kind: 'shift', id: Number(order.id) }, 'order.cancel', { reason: 'The resident moved.' });
    const text = (await page.textContent('[data-testid="confirm-reach"]')) ?? '';
    assertReadable(text, 'the zh cancel confirm');
    assert.match(text, /^取消/);
    assert.match(text, new RegExp(`${Number(order.assigned)} 名已安排的员工`), text);
    assert.not.match(text, /assigned|texted|Cancel /, text);
    // Why it cannot be undone, in Chinese too (the catalogue's reason, through message-patterns-zh.ts).
    const why = (await page.textContent('[data-testid="palette-irreversible"]')) ?? '';
    assert.match(why, /短信通知/, why);
    assert.not.match(why, /[A-Za-z]/, why);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test("disabling an admin user names the sessions it ends; disabling a staff member names the upcoming shifts they stay booked on", async ({ server, browser, token }) => {
    const me = await one(server, sql`select account_id from sessions order by id desc limit 1`);
    const user = await one(server, sql`select id, name from accounts where id <> ${Number(me.account_id)} and status = 'active' order by id desc limit 1`);
    await server.database.db.execute(sql`insert into sessions (token_hash, account_id, expires_at) values
      (${`e2e-reach-a-${user.id}`}, ${Number(user.id)}, now() + interval '1 day'), (${`e2e-reach-b-${user.id}`}, ${Number(user.id)}, now() + interval '1 day')`);
    const live = Number((await one(server, sql`select count(*)::int as n from sessions where account_id = ${Number(user.id)} and expires_at > now()`)).n);
    const { context, page, errors } = await openConsole(browser, server, '/dashboard?consoleTest=1', { token, width: 1366, height: 860, timeout: 20_000 });
    const text = await confirmOf(page, { kind: 'adminUser', id: Number(user.id) }, 'admin.setUserStatus', { status: 'inactive' });
    assertReadable(text, 'the admin user confirm');
    assert.match(text, new RegExp(`^Disable ${escape(String(user.name))}, who can then no longer sign in: `), text);
    assert.match(text, counted(live, 'signed-in session ends now', 'signed-in sessions end now'), text);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[cmdk-root]', { state: 'detached', timeout: 20_000 });
    assert.is((await one(server, sql`select status from accounts where id = ${Number(user.id)}`)).status, 'inactive', 'Enter disabled the user');

    // A staff member's disable has a preview step: the reach reads above it.
    const worker = await one(server, sql`select st.id, trim(st.first_name || ' ' || st.surname) as name, count(*)::int as n from staff st
      join shift_workers w on w.staff_id = st.id join shifts s on s.id = w.shift_id
      where st.status = 10 and s.canceled_at is null and s.starts_at > now() group by st.id order by count(*) desc, st.id limit 1`);
    await page.evaluate(([id]) => {
      (window as any).__consoleTest.focusRecord('staff', id);
      (window as any).__consoleTest.openCommand('profile.modifyStatus', { new_status: 12 });
    }, [Number(worker.id)] as const);
    await page.waitForSelector('[data-testid="palette-reach"] [data-testid="confirm-reach"][data-ready]', { timeout: 20_000 });
    const staff = (await page.textContent('[data-testid="palette-reach"]')) ?? '';
    assertReadable(staff, 'the staff disable preview');
    assert.match(staff, new RegExp(`^Disable ${escape(String(worker.name))}: `), staff);
    assert.match(staff, counted(Number(worker.n), 'upcoming shift they stay booked on', 'upcoming shifts they stay booked on'), staff);
    await page.keyboard.press('Escape');

    // The profile's status dialog (Shift+S) says the same beside its preview when Disabled is chosen.
    await page.goto(`/staff/applicants/detail/${Number(worker.id)}`);
    await page.waitForSelector('[data-testid="applicant-status"]');
    await page.keyboard.press('Shift+S');
    await page.click('[data-testid="staff-move-12"]');
    await page.waitForSelector('[data-testid="staff-status-preview"] [data-testid="reach-line"] [data-testid="confirm-reach"][data-ready]', { timeout: 20_000 });
    const line = (await page.textContent('[data-testid="reach-line"]')) ?? '';
    assertReadable(line, 'the status dialog');
    assert.match(line, new RegExp(`^Disable ${escape(String(worker.name))}: `), line);
    assert.match(line, counted(Number(worker.n), 'upcoming shift they stay booked on', 'upcoming shifts they stay booked on'), line);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('over a selection the dry run names the total reach: disabling 3 facilities and their upcoming shifts, each once', async ({ server, browser, token }) => {
    const result = (await server.database.db.execute(sql`select f.id, f.version from facilities f where f.active
      and exists (select 1 from shifts s where s.facility_id = f.id and s.canceled_at is null and s.starts_at > now()) order by f.id limit 3`)) as unknown as { rows: { id: number; version: number }[] };
    const rows = result.rows.map((r) => ({ id: Number(r.id), version: Number(r.version) }));
    const list = `{${rows.map((r) => r.id).join(',')}}`;
    const shifts = Number((await one(server, sql`select count(*)::int as n from shifts s where s.facility_id = any(${list}::int[]) and s.canceled_at is null and s.starts_at > now()`)).n);
    const { context, page, errors } = await openConsole(browser, server, '/dashboard?consoleTest=1', { token, width: 1366, height: 860, timeout: 20_000 });
    await page.waitForSelector('[data-testid="app-shell"]');
    await page.evaluate((chosen) => {
      // As a list has them: the focused row among the selected ones.
      (window as any).__consoleTest.focusRecord('facility', chosen[0].id, { version: chosen[0].version });
      (window as any).__consoleTest.selectRecords('facility', chosen);
      (window as any).__consoleTest.openCommand('facility.edit', { active: false });
    }, rows);
    await page.waitForSelector('[data-testid="bulk-dry-run"] [data-testid="bulk-reach"]', { timeout: 20_000 });
    const text = (await page.textContent('[data-testid="bulk-reach"]')) ?? '';
    assertReadable(text, 'the bulk reach');
    assert.match(text, /^Disable 3 facilities: /, text);
    assert.match(text, counted(shifts, 'upcoming shift', 'upcoming shifts'), text);
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}

