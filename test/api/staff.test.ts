import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { staffStatus } from '../../src/domain/enums/staff-status';
import { startTestServer, type TestServer } from '../support/server';

const staff = suite<{ server: TestServer; token: string }>('staff list');
staff.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
staff.after(async (ctx) => ctx.server.close());

staff('pages with a total, 20 by default', async ({ server, token }) => {
  const answer = await server.call('get_staff_list', {}, { token });
  assert.is(answer.err, 0);
  assert.is(answer.data.list.length, 20);
  assert.ok(answer.data.total >= 100);
  const last = Math.ceil(answer.data.total / 50);
  const tail = await server.call('get_staff_list', { page: last, page_size: 50 }, { token });
  assert.is(tail.data.list.length, answer.data.total - (last - 1) * 50);
});

staff('lists read newest first by default', async ({ server, token }) => {
  const { list } = (await server.call('get_staff_list', { page_size: 50 }, { token })).data;
  const times = list.map((r: { created_at: string }) => Date.parse(r.created_at));
  assert.equal(times, [...times].sort((a, b) => b - a));
  const apps = (await server.call('job_applicant_list_v2', { page_size: 50 }, { token })).data.list.map((r: { applied_at: string }) => Date.parse(r.applied_at));
  assert.equal(apps, [...apps].sort((a, b) => b - a));
});

staff('every staff status filters to that status only', async ({ server, token }) => {
  for (const status of staffStatus.codes) {
    const answer = await server.call('get_staff_list', { status, page_size: 200 }, { token });
    assert.is(answer.err, 0);
    assert.ok(answer.data.total > 0, `demo data has status ${status}`);
    assert.ok(answer.data.list.every((r: { status: number }) => r.status === status));
  }
});

staff('keyword matches name, email and phone digits', async ({ server, token }) => {
  const [someone] = (await server.call('get_staff_list', { page_size: 1, sort_by: 'id', sort_dir: 'desc' }, { token })).data.list;
  for (const keyword of [someone.surname, someone.email.toUpperCase(), someone.phone.slice(-6), `${someone.first_name} ${someone.surname}`]) {
    const answer = await server.call('get_staff_list', { keyword, page_size: 200 }, { token });
    assert.ok(answer.data.list.some((r: { id: number }) => r.id === someone.id), `keyword ${keyword}`);
  }
  const none = await server.call('get_staff_list', { keyword: 'zzzz-no-such-person' }, { token });
  assert.equal(none.data, { list: [], total: 0, total_estimated: false });
  const wild = await server.call('get_staff_list', { keyword: '%' }, { token });
  assert.is(wild.data.total, 0, '% is a literal, not a wildcard');
});

staff('sorts by name both ways', async ({ server, token }) => {
  const asc = (await server.call('get_staff_list', { sort_by: 'name', sort_dir: 'asc', page_size: 50 }, { token })).data.list.map((r: { name: string }) => r.name);
  const desc = (await server.call('get_staff_list', { sort_by: 'name', sort_dir: 'desc', page_size: 50 }, { token })).data.list.map((r: { name: string }) => r.name);
  assert.ok(asc.length === 50 && desc.length === 50);
  assert.ok(asc[0] <= asc[49] || asc[0].localeCompare(asc[49]) <= 0);
  assert.is.not(asc[0], desc[0]);
});

staff('rows have the applicants table columns', async ({ server, token }) => {
  const [row] = (await server.call('get_staff_list', { page_size: 1 }, { token })).data.list;
  for (const key of ['name', 'age', 'position', 'experience', 'email', 'phone', 'status', 'tags']) assert.ok(key in row, key);
});

staff('detail shows the applicant with every application, and names a missing one', async ({ server, token }) => {
  const [app] = (await server.call('job_applicant_list_v2', { page_size: 1 }, { token })).data.list;
  const answer = await server.call('get_staff_application_detail', { staff_id: app.staff_id }, { token });
  assert.is(answer.err, 0);
  assert.is(answer.data.staff.id, app.staff_id);
  assert.ok(answer.data.applications.some((a: { id: number }) => a.id === app.id));
  assert.ok(answer.data.applications.every((a: { staff_id: number }) => a.staff_id === app.staff_id));
  const missing = await server.call('get_staff_application_detail', { staff_id: 9999999 }, { token });
  assert.is(missing.err, 404);
  assert.is(missing.msg, 'Applicant 9999999 not found.');
});

staff('enabled staff: only status 10, filtered by position, state, experience, tag and joining dates', async ({ server, token }) => {
  const all = await server.call('get_enabled_staff_list', { page_size: 200 }, { token });
  assert.is(all.err, 0);
  const enabled = await server.call('get_staff_list', { status: 10, page_size: 1 }, { token });
  assert.is(all.data.total, enabled.data.total, 'the same people as the applicants list filtered to Enabled');
  assert.ok(all.data.list.length > 0 && all.data.list.every((r: { status: number }) => r.status === 10));
  const someone = all.data.list.find((r: { tags: string[] }) => r.tags.length > 0);
  assert.ok(someone, 'demo data has an enabled worker with a tag');
  const filters: [Record<string, unknown>, (r: any) => boolean][] = [
    [{ position: someone.position.toUpperCase() }, (r) => r.position === someone.position],
    [{ state: someone.state }, (r) => r.state === someone.state],
    [{ experience: someone.experience }, (r) => r.experience === someone.experience],
    [{ tag: someone.tags[0] }, (r) => r.tags.includes(someone.tags[0])],
    [{ created_from: someone.created_at.slice(0, 10), created_to: someone.created_at.slice(0, 10) }, (r) => r.created_at.slice(0, 10) === someone.created_at.slice(0, 10)],
  ];
  for (const [args, holds] of filters) {
    const answer = await server.call('get_enabled_staff_list', { ...args, page_size: 200 }, { token });
    assert.is(answer.err, 0, JSON.stringify(args));
    assert.ok(answer.data.list.some((r: { id: number }) => r.id === someone.id), `finds the worker by ${JSON.stringify(args)}`);
    assert.ok(answer.data.list.every((r: { status: number }) => r.status === 10 && holds(r)), JSON.stringify(args));
    assert.ok(answer.data.total < all.data.total || Object.keys(args).length === 0, `${JSON.stringify(args)} narrows the list`);
  }
});

staff('enabled staff: bad filters are named', async ({ server, token }) => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ state: 'XX' }, 'state', 'State must be one of WA, NSW, VIC, QLD, SA, TAS, ACT, NT, Overseas.'],
    [{ created_from: '2024-13-01' }, 'created_from', 'Joined from must be a date (YYYY-MM-DD).'],
    [{ created_from: '2024-05-02', created_to: '2024-05-01' }, 'created_to', 'Joined to must not be before joined from.'],
    [{ status: 10 }, 'status', 'Unknown field.'],
  ];
  for (const [args, path, message] of cases) {
    const answer = await server.call('get_enabled_staff_list', args, { token });
    assert.is(answer.err, 400, JSON.stringify(args));
    assert.equal(answer.data.fields, [{ path, message }]);
  }
});

staff.run();
