// change_reach over HTTP (issue 22 §4): what a confirm says a disable or cancel reaches, held against the
// database counted here in SQL of its own: a provider's active facilities, its upcoming (not cancelled,
// future) shifts, the distinct workers booked on them and its active operators; the same for the provider
// of a disable request; a facility's upcoming shifts, booked workers and operators; an order's assigned
// workers and how many of them cancel_order would text (those with a phone); an operator's colleagues.
import { sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../support/server';

const test = suite<{ server: TestServer; token: string }>('change reach');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
test.after(async (ctx) => ctx.server.close());

async function one(server: TestServer, query: ReturnType<typeof sql>): Promise<Record<string, unknown>> {
  const result = (await server.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows[0] ?? {};
}

const counted = (answer: { counts: { what: string; count: number }[] }) => Object.fromEntries(answer.counts.map((c) => [c.what, c.count]));

const upcomingWhere = (column: string, id: number) => sql.raw(`s.${column} = ${id} and s.canceled_at is null and s.starts_at > now()`);

async function upcomingOf(server: TestServer, column: 'provider_id' | 'facility_id', id: number) {
  const shifts = await one(server, sql`select count(*)::int as n from shifts s where ${upcomingWhere(column, id)}`);
  const booked = await one(server, sql`select count(distinct w.staff_id)::int as n from shift_workers w join shifts s on s.id = w.shift_id where ${upcomingWhere(column, id)}`);
  return { upcoming_shifts: Number(shifts.n), booked_workers: Number(booked.n) };
}

test('a provider: active facilities, upcoming shifts, booked workers and active operators, as the database has them', async ({ server, token }) => {
  // The enabled provider with the most upcoming shifts, so the numbers are not all zero.
  const busiest = await one(server, sql`select p.id, p.name from providers p join shifts s on s.provider_id = p.id
    where p.status = 'enabled' and s.canceled_at is null
    and not exists (select 1 from provider_disable_requests r where r.provider_id = p.id and r.status = 'pending') and s.starts_at > now() group by p.id order by count(*) desc, p.id limit 1`);
  const id = Number(busiest.id);
  const answer = await server.call('change_reach', { subject: 'provider', id }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.name, busiest.name);
  const facilities = await one(server, sql`select count(*)::int as n from facilities where provider_id = ${id} and active`);
  const operators = await one(server, sql`select count(*)::int as n from provider_operators where provider_id = ${id} and status = 'active'`);
  const expected = { active_facilities: Number(facilities.n), ...(await upcomingOf(server, 'provider_id', id)), active_operators: Number(operators.n) };
  assert.equal(counted(answer.data), expected);
  assert.ok(expected.upcoming_shifts > 0 && expected.active_facilities > 0, 'a provider with something to reach');

  // The disable request it files reaches the same.
  const info = await server.call('provider_info', { provider_id: id }, { token });
  const filed = await server.call('set_provider_status', { provider_id: id, status: 'disabled', reason: 'Contract ended.', version: info.data.provider_info.version }, { token });
  assert.is(filed.err, 0, filed.msg);
  const request = await server.call('change_reach', { subject: 'disableRequest', id: filed.data.disable_request.id }, { token });
  assert.is(request.err, 0, request.msg);
  assert.equal(request.data, answer.data);
});

test('a facility: its upcoming shifts, the workers booked on them and its active operators, named with its provider', async ({ server, token }) => {
  const busiest = await one(server, sql`select f.id, f.name, p.name as provider from facilities f join providers p on p.id = f.provider_id
    join shifts s on s.facility_id = f.id join shift_workers w on w.shift_id = s.id
    where s.canceled_at is null and s.starts_at > now() group by f.id, p.name order by count(*) desc, f.id limit 1`);
  const id = Number(busiest.id);
  const answer = await server.call('change_reach', { subject: 'facility', id }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.name, busiest.name);
  assert.is(answer.data.provider_name, busiest.provider);
  const operators = await one(server, sql`select count(*)::int as n from provider_operators where facility_id = ${id} and status = 'active'`);
  const expected = { ...(await upcomingOf(server, 'facility_id', id)), active_operators: Number(operators.n) };
  assert.equal(counted(answer.data), expected);
  assert.ok(expected.booked_workers > 0, 'a facility with booked workers');
});

test('an order: its assigned workers, and how many cancel_order texts, which is what it then does', async ({ server, token }) => {
  const busiest = await one(server, sql`select s.id, s.version from shifts s join shift_workers w on w.shift_id = s.id
    where s.canceled_at is null and s.starts_at > now() group by s.id order by count(*) desc, s.id limit 1`);
  const id = Number(busiest.id);
  // One of them has no phone: not texted, and said so.
  await one(server, sql`update staff set phone = '' where id = (select staff_id from shift_workers where shift_id = ${id} order by id limit 1)`);
  const assigned = await one(server, sql`select count(*)::int as n, count(*) filter (where st.phone <> '')::int as texted
    from shift_workers w join staff st on st.id = w.staff_id where w.shift_id = ${id}`);
  const answer = await server.call('change_reach', { subject: 'shift', id }, { token });
  assert.is(answer.err, 0, answer.msg);
  const name = await one(server, sql`select s.position || ' · ' || f.name as name from shifts s join facilities f on f.id = s.facility_id where s.id = ${id}`);
  assert.is(answer.data.name, name.name);
  const expected = { assigned_workers: Number(assigned.n), workers_texted: Number(assigned.texted), workers_without_phone: Number(assigned.n) - Number(assigned.texted) };
  assert.equal(counted(answer.data), expected);
  assert.is(expected.workers_without_phone, 1);

  const cancel = await server.call('cancel_order', { order_id: id, version: Number(busiest.version), reason: 'The resident moved.' }, { token });
  assert.is(cancel.err, 0, cancel.msg);
  assert.is(cancel.data.notified, expected.workers_texted, 'the count the confirm gave is the number texted');
});

test('an operator: the other active operators of their provider; an unknown record is not found', async ({ server, token }) => {
  const operator = await one(server, sql`select o.id, trim(o.first_name || ' ' || o.surname) as name, p.name as provider, o.provider_id
    from provider_operators o join providers p on p.id = o.provider_id order by o.id limit 1`);
  const answer = await server.call('change_reach', { subject: 'operator', id: Number(operator.id) }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.name, operator.name);
  assert.is(answer.data.provider_name, operator.provider);
  const others = await one(server, sql`select count(*)::int as n from provider_operators where provider_id = ${Number(operator.provider_id)} and id <> ${Number(operator.id)} and status = 'active'`);
  assert.equal(counted(answer.data), { other_active_operators: Number(others.n) });

  const missing = await server.call('change_reach', { subject: 'facility', id: 987654 }, { token });
  assert.is(missing.err, 404, missing.msg);
});

test('a job ad: its applications still in progress (not archived, not ended), named with its provider', async ({ server, token }) => {
  const ad = await one(server, sql`select j.id, j.title, p.name as provider from job_ads j join providers p on p.id = j.provider_id
    join applications a on a.job_id = j.id group by j.id, p.name order by count(*) desc, j.id limit 1`);
  const answer = await server.call('change_reach', { subject: 'jobAd', id: Number(ad.id) }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.name, ad.title);
  assert.is(answer.data.provider_name, ad.provider);
  const open = await one(server, sql`select count(*)::int as n from applications where job_id = ${Number(ad.id)} and not archived and status not in (4, 20, 44, 45, 46, 47)`);
  assert.equal(counted(answer.data), { open_applications: Number(open.n) });
  assert.ok(Number(open.n) > 0, 'an ad with applications in progress');
});

test('an admin user: the sessions still signed in that disabling ends; a staff member: the upcoming shifts they stay booked on', async ({ server, token }) => {
  const me = await one(server, sql`select account_id from sessions order by id desc limit 1`);
  const user = await one(server, sql`select id, name, version from accounts where id <> ${Number(me.account_id)} and status = 'active' order by id limit 1`);
  const id = Number(user.id);
  // Two sessions signed in and one long expired (not counted: nobody is signed in through it).
  await one(server, sql`insert into sessions (token_hash, account_id, expires_at) values
    (${`reach-a-${id}`}, ${id}, now() + interval '1 day'), (${`reach-b-${id}`}, ${id}, now() + interval '1 day'), (${`reach-c-${id}`}, ${id}, now() - interval '1 day')`);
  const live = await one(server, sql`select count(*)::int as n from sessions where account_id = ${id} and expires_at > now()`);
  const answer = await server.call('change_reach', { subject: 'adminUser', id }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.is(answer.data.name, user.name);
  assert.equal(counted(answer.data), { sessions_ended: Number(live.n) });
  assert.ok(Number(live.n) >= 2);
  const disabled = await server.call('set_admin_user_status', { user_id: id, version: Number(user.version), status: 'inactive' }, { token });
  assert.is(disabled.err, 0, disabled.msg);
  assert.ok(disabled.data.sessions_ended >= Number(live.n), 'those sessions ended');

  const busiest = await one(server, sql`select w.staff_id, trim(st.first_name || ' ' || st.surname) as name, count(*)::int as n from shift_workers w
    join shifts s on s.id = w.shift_id join staff st on st.id = w.staff_id
    where s.canceled_at is null and s.starts_at > now() group by w.staff_id, st.first_name, st.surname order by count(*) desc, w.staff_id limit 1`);
  const staff = await server.call('change_reach', { subject: 'staff', id: Number(busiest.staff_id) }, { token });
  assert.is(staff.err, 0, staff.msg);
  assert.is(staff.data.name, busiest.name);
  assert.equal(counted(staff.data), { booked_upcoming_shifts: Number(busiest.n) });
  assert.ok(Number(busiest.n) > 0, 'a worker with bookings');
});

test('a bulk dry run over several facilities gives the total reach of the rows that would change, each shift and worker once', async ({ server, token }) => {
  const rows = (await server.database.db.execute(sql`select f.id, f.version from facilities f where f.active
    and exists (select 1 from shifts s where s.facility_id = f.id and s.canceled_at is null and s.starts_at > now()) order by f.id limit 3`)) as unknown as { rows: { id: number; version: number }[] };
  const ids = rows.rows.map((r) => Number(r.id));
  assert.is(ids.length, 3);
  const list = `{${ids.join(',')}}`;
  const shifts = await one(server, sql`select count(*)::int as n from shifts s where s.facility_id = any(${list}::int[]) and s.canceled_at is null and s.starts_at > now()`);
  const booked = await one(server, sql`select count(distinct w.staff_id)::int as n from shift_workers w join shifts s on s.id = w.shift_id
    where s.facility_id = any(${list}::int[]) and s.canceled_at is null and s.starts_at > now()`);
  const operators = await one(server, sql`select count(*)::int as n from provider_operators where facility_id = any(${list}::int[]) and status = 'active'`);
  const dry = await server.call('bulk_dry_run', {
    command_id: 'facility.edit', args: { active: false }, target: { ids: rows.rows.map((r) => ({ id: Number(r.id), version: Number(r.version) })) },
  }, { token });
  assert.is(dry.err, 0, dry.msg);
  assert.is(dry.data.change.count, 3);
  assert.is(dry.data.reach.action, 'disableFacility');
  assert.equal(counted(dry.data.reach), { upcoming_shifts: Number(shifts.n), booked_workers: Number(booked.n), active_operators: Number(operators.n) });
  assert.ok(Number(shifts.n) >= 3);
  // Enabling reaches nothing more: no reach.
  const enable = await server.call('bulk_dry_run', { command_id: 'facility.edit', args: { active: true }, target: { ids: ids.map((id) => ({ id })) } }, { token });
  assert.is(enable.err, 0, enable.msg);
  assert.is(enable.data.reach, null);
});

test.run();
