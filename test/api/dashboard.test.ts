// dashboard_summary over HTTP: every figure equals the total its list command answers for the same
// filter (counted independently through the lists), it follows a status change at once, and a figure
// whose list the account may not read is left out of the answer. The answer is kept a few seconds, and
// any write clears it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('dashboard');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

const totalOf = async (server: TestServer, token: string, api: string, body: Record<string, unknown>) => {
  const answer = await server.call(api, { page: 1, page_size: 1, ...body }, { token });
  assert.is(answer.err, 0, `${api}: ${answer.msg}`);
  return answer.data.total as number;
};

test('every figure is its list’s total for the same filter', async ({ server, token }) => {
  const summary = await server.call('dashboard_summary', {}, { token });
  assert.is(summary.err, 0, summary.msg);
  const d = summary.data;
  assert.match(d.today, /^\d{4}-\d{2}-\d{2}$/);

  let sum = 0;
  for (const { status, count } of d.applications.by_status) {
    assert.is(count.total, await totalOf(server, token, 'job_applicant_list_v2', { status, archived: false }), `status ${status}`);
    sum += count.total;
  }
  assert.is(d.applications.total.total, sum);
  assert.is(d.applications.total.total, await totalOf(server, token, 'job_applicant_list_v2', { archived: false }));
  assert.ok(d.applications.by_status.filter((s: any) => s.count.total > 0).length > 3, 'the seed has applications in several statuses');

  assert.is(d.unfilled_shifts.by_day.length, 7);
  assert.is(d.unfilled_shifts.from, d.today);
  assert.is(d.unfilled_shifts.total.total, await totalOf(server, token, 'get_order_list', { filter_status: 'available', dateRange: [d.unfilled_shifts.from, d.unfilled_shifts.to] }));
  for (const { date, count } of d.unfilled_shifts.by_day) {
    assert.is(count.total, await totalOf(server, token, 'get_order_list', { filter_status: 'available', dateRange: [date, date] }), date);
  }
  assert.ok(d.unfilled_shifts.total.total > 0, 'the seed has open shifts this week');

  assert.is(d.timesheets.pending.total, await totalOf(server, token, 'time_sheet_list', { status: 'pending' }));
  assert.is(d.timesheets.queried.total, await totalOf(server, token, 'time_sheet_list', { status: 'queried' }));
  assert.is(d.payslips.pending.total, await totalOf(server, token, 'payslip_list', { status: 'pending' }));
  assert.is(d.invoices.pending.total, await totalOf(server, token, 'invoice_list', { status: 'pending' }));
});

test('a status change moves one application from one count to another at once', async ({ server, token }) => {
  const list = await server.call('job_applicant_list_v2', { page: 1, page_size: 1, status: 1, archived: false }, { token });
  const row = list.data.list[0];
  assert.ok(row, 'a New application to shortlist');
  const before = (await server.call('dashboard_summary', {}, { token })).data;
  // Kept for a few seconds while nothing is written: the same answer, as of the same moment.
  const again = (await server.call('dashboard_summary', {}, { token })).data;
  assert.is(again.as_of, before.as_of, 'the summary is answered from memory while nothing changes');
  const count = (d: any, status: number) => d.applications.by_status.find((s: any) => s.status === status).count.total;
  const moved = await server.call('change_progress_status', { application_id: row.id, status: 2, version: row.version }, { token });
  assert.is(moved.err, 0, moved.msg);
  const after = (await server.call('dashboard_summary', {}, { token })).data;
  assert.is(count(after, 1), count(before, 1) - 1);
  assert.is(count(after, 2), count(before, 2) + 1);
  assert.is(after.applications.total.total, before.applications.total.total);
});

test('figures of lists the account may not read are left out, not zero', async ({ server, token }) => {
  const password = 'Dashboard-Pass-123';
  const made = await server.call('add_admin_user', { name: 'Casey Roster', email: 'casey.roster@example.com', account_type: 'hr_coordinator', password }, { token });
  assert.is(made.err, 0, made.msg);
  const login = await server.call('login', { username: 'casey.roster@example.com', password });
  assert.is(login.err, 0, login.msg);
  const theirs = await server.call('dashboard_summary', {}, { token: login.data.token });
  assert.is(theirs.err, 0, theirs.msg);
  assert.not.ok('payslips' in theirs.data, 'an HR coordinator does not read pay');
  assert.not.ok('invoices' in theirs.data);
  assert.is((await server.call('payslip_list', { page: 1, page_size: 1 }, { token: login.data.token })).err !== 0, true, 'and the list itself refuses them');
  assert.ok(theirs.data.applications && theirs.data.unfilled_shifts && theirs.data.timesheets, 'the figures they may read are there');
});

test('arguments: none are taken, and a stray one is named', async ({ server, token }) => {
  const bad = await server.call('dashboard_summary', { days: 30 }, { token });
  assert.is.not(bad.err, 0);
  assert.match(bad.msg, /days/);
  assert.is((await server.call('dashboard_summary', {})).err, 3, 'signed out: not logged in');
});

test.run();
