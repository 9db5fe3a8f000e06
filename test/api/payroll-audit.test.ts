// The pay audit trail over HTTP: auditing_list shows each approve, withdraw and replace with who, from
// where and why, filters by kind, action, period, keyword and day; auditing_download is RFC 4180 CSV with
// formula cells defused; invoice_generate bills a period's worked shifts once.
import { and, eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { invoices, payrollPeriods, payslips } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('payroll audit');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

test('auditing_list: the seed’s history, newest first, and a new decision on top with its source', async ({ server, token }) => {
  const history = await server.call('auditing_list', { page_size: 50 }, { token });
  assert.is(history.err, 0, history.msg);
  assert.ok(history.data.total > 50, `${history.data.total} audit rows`);
  const ats = history.data.list.map((r: any) => Date.parse(r.at));
  assert.equal(ats, [...ats].sort((a: number, b: number) => b - a), 'newest first');

  const [slip] = await server.database.db.select().from(payslips).where(eq(payslips.status, 'pending')).orderBy(payslips.id).limit(1);
  const approved = await server.call('payslip_approve', { payslip_id: slip.id, version: slip.version }, { token, headers: { 'x-command-source': 'palette' } });
  assert.is(approved.err, 0, approved.msg);
  const top = (await server.call('auditing_list', { page_size: 1 }, { token })).data.list[0];
  assert.equal(
    [top.kind, top.document_id, top.number, top.action, top.from_status, top.to_status, top.amount_cents, top.by, top.source],
    ['payslip', slip.id, approved.data.number, 'approve', 'pending', 'approved', slip.grossCents, 'Administrator', 'palette'],
  );
  assert.is(top.name, approved.data.name);
  assert.is(top.period, approved.data.period);
});

test('auditing_list filters: kind, action, period, keyword (name or number) and days', async ({ server, token }) => {
  const withdrawals = await server.call('auditing_list', { kind: 'invoice', action: 'withdraw', page_size: 100 }, { token });
  assert.ok(withdrawals.data.list.length > 0);
  assert.ok(withdrawals.data.list.every((r: any) => r.kind === 'invoice' && r.action === 'withdraw' && r.to_status === 'withdrawn' && r.reason.length > 0));
  const [period] = await server.database.db.select().from(payrollPeriods).where(eq(payrollPeriods.status, 'closed')).orderBy(payrollPeriods.startsOn).limit(1);
  const inPeriod = await server.call('auditing_list', { period_id: period.id, page_size: 200 }, { token });
  const label = inPeriod.data.list[0].period;
  assert.ok(inPeriod.data.list.every((r: any) => r.period === label));
  const one = inPeriod.data.list[0];
  const byNumber = await server.call('auditing_list', { keyword: one.number }, { token });
  assert.ok(byNumber.data.list.length > 0 && byNumber.data.list.every((r: any) => r.document_id === one.document_id && r.kind === one.kind), 'PS-/INV- name the kind too');
  const byName = await server.call('auditing_list', { keyword: one.name }, { token });
  assert.ok(byName.data.list.some((r: any) => r.id === one.id));
  const future = await server.call('auditing_list', { from: '2099-01-01' }, { token });
  assert.is(future.data.total, 0);
  const bad = await server.call('auditing_list', { kind: 'receipt', from: '1 May' }, { token });
  assert.equal(bad.data.fields.map((f: any) => f.path).sort(), ['from', 'kind']);
});

test('auditing_download: RFC 4180 CSV of the filtered trail; a reason that looks like a formula is defused', async ({ server, token }) => {
  const [slip] = await server.database.db.select().from(payslips).where(eq(payslips.status, 'pending')).orderBy(payslips.id).offset(3).limit(1);
  const withdrawn = await server.call('payslip_withdraw', { payslip_id: slip.id, version: slip.version, reason: '=HYPERLINK("http://x","click"), please' }, { token });
  assert.is(withdrawn.err, 0, withdrawn.msg);
  const file = await server.call('auditing_download', { kind: 'payslip', action: 'withdraw', period_id: slip.periodId }, { token });
  assert.is(file.err, 0, file.msg);
  assert.is(file.data.content_type, 'text/csv; charset=utf-8');
  assert.match(file.data.filename, /^pay-audit-\d{4}-\d\d-\d\d\.csv$/);
  const lines = file.data.content.split('\r\n');
  assert.is(lines[0], 'at,kind,number,name,period,action,from_status,to_status,amount_aud,reason,by,source');
  assert.is(lines.at(-1), '', 'ends with CRLF');
  assert.is(lines.length - 2, file.data.row_count);
  const listed = await server.call('auditing_list', { kind: 'payslip', action: 'withdraw', period_id: slip.periodId, page_size: 200 }, { token });
  assert.is(file.data.row_count, listed.data.total);
  const mine = lines.find((l: string) => l.includes(`PS-${String(slip.id).padStart(6, '0')}`));
  assert.ok(mine, 'the new withdrawal is in the file');
  assert.ok(mine.includes(`"'=HYPERLINK(""http://x"",""click""), please"`), mine);
  assert.ok(mine.includes(`,${(slip.grossCents / 100).toFixed(2)},`), 'amount as plain dollars');
});

test('invoice_generate: bills the worked shifts of a period once per provider', async ({ server, token }) => {
  const [open] = await server.database.db.select().from(payrollPeriods)
    .where(and(eq(payrollPeriods.status, 'open'), sql`exists (select 1 from shift_workers w join shifts s on s.id = w.shift_id where w.checked_out_at is not null and (s.starts_at at time zone 'Australia/Sydney')::date between ${payrollPeriods.startsOn} and ${payrollPeriods.endsOn})`))
    .orderBy(payrollPeriods.startsOn).limit(1);
  const made = await server.call('invoice_generate', { period_id: open.id }, { token });
  assert.is(made.err, 0, made.msg);
  assert.ok(made.data.created > 0);
  const rows = await server.database.db.select().from(invoices).where(eq(invoices.periodId, open.id));
  assert.is(new Set(rows.map((r) => r.providerId)).size, rows.length, 'one invoice per provider');
  const again = await server.call('invoice_generate', { period_id: open.id }, { token });
  assert.is(again.data.created, 0);
});

test.run();
