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

type Row = { id: number; status: number; position: string; state: string; experience: string; tags: string[]; created_at: string };
const day = (r: Row) => r.created_at.slice(0, 10);

/** One row's values as each filter, with the condition every row of the answer must then meet. */
function filtersFor(someone: Row): [Record<string, unknown>, (r: Row) => boolean][] {
  return [
    [{ status: someone.status }, (r) => r.status === someone.status],
    [{ position: someone.position.toLowerCase() }, (r) => r.position === someone.position],
    [{ state: someone.state }, (r) => r.state === someone.state],
    [{ experience: someone.experience }, (r) => r.experience === someone.experience],
    [{ tag: someone.tags[0] }, (r) => r.tags.includes(someone.tags[0])],
    [{ created_from: day(someone) }, (r) => day(r) >= day(someone)],
    [{ created_to: day(someone) }, (r) => day(r) <= day(someone)],
  ];
}

staff('applicants: each filter narrows to exactly the rows it names, alone and all together', async ({ server, token }) => {
  const all = (await server.call('get_staff_list', { page_size: 1 }, { token })).data.total;
  // Someone from the middle of the list with two tags, so every filter has room to narrow.
  const page = (await server.call('get_staff_list', { page: 5, page_size: 100 }, { token })).data.list as Row[];
  const someone = page.find((r) => r.tags.length >= 2)!;
  assert.ok(someone, 'demo data has applicants with two tags');
  const combined: Record<string, unknown> = {};
  const checks: ((r: Row) => boolean)[] = [];
  for (const [args, holds] of filtersFor(someone)) {
    const answer = await server.call('get_staff_list', { ...args, page_size: 200 }, { token });
    assert.is(answer.err, 0, JSON.stringify(args));
    assert.ok(answer.data.total > 0 && answer.data.total < all, `${JSON.stringify(args)} narrows (${answer.data.total} of ${all})`);
    assert.ok((answer.data.list as Row[]).every(holds), `every row meets ${JSON.stringify(args)}`);
    if (answer.data.total <= 200) assert.ok(answer.data.list.some((r: Row) => r.id === someone.id), `finds ${someone.id} by ${JSON.stringify(args)}`);
    Object.assign(combined, args);
    checks.push(holds);
  }
  const both = await server.call('get_staff_list', { ...combined, tag: someone.tags[1], page_size: 200 }, { token });
  assert.is(both.err, 0);
  assert.ok(both.data.list.some((r: Row) => r.id === someone.id), 'all filters at once still find the person they describe');
  assert.ok((both.data.list as Row[]).every((r) => checks.every((holds) => holds(r)) && r.tags.includes(someone.tags[1])));
  const second = await server.call('get_staff_list', { tag: someone.tags[1], page_size: 1 }, { token });
  assert.ok(both.data.total < second.data.total, 'combining narrows further than one filter');
});

staff('applicants: a tag is matched whole, and a date range is inclusive of both days', async ({ server, token }) => {
  const [tagged] = (await server.call('get_staff_list', { tag: 'night shifts', page_size: 1 }, { token })).data.list as Row[];
  assert.ok(tagged, 'demo data has the tag night shifts');
  const partial = await server.call('get_staff_list', { tag: 'night' }, { token });
  assert.is(partial.data.total, 0, 'part of a tag is not the tag');
  const exact = await server.call('get_staff_list', { tag: 'night shifts', page_size: 1 }, { token });
  const shouted = await server.call('get_staff_list', { tag: 'NIGHT Shifts', page_size: 1 }, { token });
  assert.equal(shouted.data, exact.data, 'the tag is matched whatever its case');
  const d = day(tagged);
  const sameDay = await server.call('get_staff_list', { created_from: d, created_to: d, page_size: 200 }, { token });
  assert.ok(sameDay.data.list.some((r: Row) => r.id === tagged.id));
  assert.ok((sameDay.data.list as Row[]).every((r) => day(r) === d));
});

staff('applicants: bad filters are refused with the field named', async ({ server, token }) => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ status: 99 }, 'status', 'Status must be one of 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16.'],
    [{ state: 'Queensland' }, 'state', 'State must be one of WA, NSW, VIC, QLD, SA, TAS, ACT, NT, Overseas.'],
    [{ experience: 'lots' }, 'experience', 'Experience must be one of no_experience, complete_placement, lt_6mos, 6mos_to_1yr, 1_to_2yrs, 2_to_5yrs, 5_to_10yrs, gte_10yrs.'],
    [{ tag: 'x'.repeat(51) }, 'tag', 'Tag is at most 50 characters.'],
    [{ position: 'x'.repeat(101) }, 'position', 'Position is at most 100 characters.'],
    [{ created_to: '1 May 2024' }, 'created_to', 'Joined to must be a date (YYYY-MM-DD).'],
    [{ created_from: '2024-05-02', created_to: '2024-05-01' }, 'created_to', 'Joined to must not be before joined from.'],
    [{ colour: 'red' }, 'colour', 'Unknown field.'],
  ];
  for (const [args, path, message] of cases) {
    const answer = await server.call('get_staff_list', args, { token });
    assert.is(answer.err, 400, JSON.stringify(args));
    assert.equal(answer.data.fields, [{ path, message }], JSON.stringify(args));
  }
});

staff('enabled staff: filters combine, and form-encoded filters read the same', async ({ server, token }) => {
  const [someone] = ((await server.call('get_enabled_staff_list', { page_size: 200 }, { token })).data.list as Row[]).filter((r) => r.tags.length > 0);
  const args = { state: someone.state, experience: someone.experience, tag: someone.tags[0] };
  const json = await server.call('get_enabled_staff_list', { ...args, page_size: 200 }, { token });
  assert.ok(json.data.list.some((r: Row) => r.id === someone.id));
  assert.ok((json.data.list as Row[]).every((r) => r.status === 10 && r.state === args.state && r.experience === args.experience && r.tags.includes(args.tag)));
  const form = await server.call('get_enabled_staff_list', { ...args, page_size: '200' }, { token, form: true });
  assert.equal(form.data, json.data);
});

staff('both lists: the level narrows to that pay level, alone and with other filters', async ({ server, token }) => {
  const people = (await server.call('get_enabled_staff_list', { page_size: 200 }, { token })).data.list as (Row & { level_id: number | null })[];
  const someone = people.find((r) => r.level_id !== null)!;
  assert.ok(someone, 'demo data has enabled workers with a pay level');
  for (const api of ['get_staff_list', 'get_enabled_staff_list']) {
    const all = (await server.call(api, { page_size: 1 }, { token })).data.total;
    const level = await server.call(api, { level_id: someone.level_id, page_size: 200 }, { token });
    assert.is(level.err, 0);
    assert.ok(level.data.total > 0 && level.data.total < all, `${api} narrows by level`);
    assert.ok(level.data.list.every((r: { level_id: number }) => r.level_id === someone.level_id));
    assert.ok(level.data.list.some((r: Row) => r.id === someone.id));
    const both = await server.call(api, { level_id: someone.level_id, state: someone.state, page_size: 200 }, { token });
    assert.ok(both.data.list.some((r: Row) => r.id === someone.id));
    assert.ok(both.data.list.every((r: Row & { level_id: number }) => r.level_id === someone.level_id && r.state === someone.state));
    assert.ok(both.data.total <= level.data.total);
  }
  const bad = await server.call('get_staff_list', { level_id: 'two' }, { token });
  assert.equal(bad.data.fields, [{ path: 'level_id', message: 'Level id must be a number.' }]);
});

staff.run();
