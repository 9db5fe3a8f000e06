// Per-command account types (commands/permissions.ts) over HTTP: for every spec §3 account type, every
// catalogue command it may not run is refused with err 403 before its arguments are read, changes nothing
// in the database, and leaves one audit row of the refusal; what it may run still runs. The seeded super
// account keeps every command, and the OpenAPI document lists each command's account types.
import { and, desc, eq, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry, type AnyCommand } from '../../commands';
import { accountsFor, domainAccess, domainOf, mayRun, SUPER_ACCOUNT } from '../../commands/permissions';
import { accountTypes, type AccountTypeCode } from '../../src/domain/enums/account';
import { auditLog } from '../../src/server/db/schema';
import { REFUSED_ENTITY } from '../../src/server/rpc/permission';
import { startTestServer, type TestServer } from '../support/server';
import { accountOfType, type SignedInAccount } from './admin-accounts';

const serverCommands = registry.all.filter((c) => c.kind !== 'client' && !c.public) as AnyCommand[];

const test = suite<{ server: TestServer; token: string; accounts: Map<AccountTypeCode, SignedInAccount> }>('permissions');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  ctx.accounts = new Map();
  for (const type of accountTypes.codes) ctx.accounts.set(type, await accountOfType(ctx.server, ctx.token, type));
});
test.after(async (ctx) => ctx.server.close());

/** Every row of every table but the ones a refused call may touch (its audit row, session touch, counters). */
async function databaseImage(server: TestServer): Promise<Map<string, string>> {
  const db = server.database.db;
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows?: { tablename: string }[] } | { tablename: string }[];
  const names = (Array.isArray(tables) ? tables : tables.rows ?? []).map((r) => r.tablename).filter((n) => !['audit_log', 'sessions', 'rate_limits', '__drizzle_migrations'].includes(n));
  const image = new Map<string, string>();
  for (const name of names) {
    const result = (await db.execute(sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as h from "${name}" t`))) as unknown as { rows?: { h: string }[] } | { h: string }[];
    image.set(name, (Array.isArray(result) ? result : result.rows ?? [])[0].h);
  }
  return image;
}

test('the catalogue: every area or noun has a permission domain, super_account may run everything', () => {
  const unmapped = [...new Set(serverCommands.filter((c) => !domainOf(c)).map((c) => `${c.area} (${c.id})`))];
  assert.equal(unmapped, [], `add these areas to scopeDomains in commands/permissions.ts: ${unmapped.join(', ')}`);
  for (const command of serverCommands) assert.ok(mayRun(command, SUPER_ACCOUNT), `${command.id} for super_account`);
  for (const command of serverCommands) assert.ok(accountsFor(command).every((t) => accountTypes.has(t)), `${command.id} names only spec account types`);
});

test('the rules: public_account only reads; pay approval is for super, general and HR managers; admin is the super account\'s', () => {
  for (const command of serverCommands) {
    const domain = domainOf(command);
    // A public account acts only on its session and its own data (commands that declare ownData).
    if (command.kind === 'action' && domain !== 'session' && domain !== 'ownData') assert.not.ok(mayRun(command, 'public_account'), `${command.id} is an action a public account may not run`);
    if (domain === 'pay' && command.kind === 'action') assert.equal([...accountsFor(command)].sort(), ['general_manager', 'hr_manager', 'super_account'], command.id);
    if (domain === 'admin' && command.kind === 'action') assert.equal(accountsFor(command), ['super_account'], command.id);
  }
  assert.equal([...domainAccess.pay.act].sort(), ['general_manager', 'hr_manager', 'super_account']);
  // Own data is a short, reviewed list: each of its handlers scopes to the caller (test/api/notices.test.ts proves the inbox's).
  const own = serverCommands.filter((c) => domainOf(c) === 'ownData');
  assert.equal(own.map((c) => c.id).sort(), ['notice.list', 'notice.setRead', 'notice.unreadCount']);
  for (const command of own) assert.equal([...accountsFor(command)].sort(), [...accountTypes.codes].sort(), `${command.id} is every account's`);
  const staffList = registry.byApi.get('get_staff_list')!;
  assert.ok(mayRun(staffList, 'public_account'), 'a public account reads the staff list');
  assert.not.ok(mayRun(registry.byApi.get('admin_user_list')!, 'hr_officer'), 'an HR officer does not see admin users');
});

test('every account type: each command it may not run is refused (403) before validation, audited, and changes nothing', async ({ server, accounts }) => {
  const before = await databaseImage(server);
  const [{ n: auditBefore }] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.entity, REFUSED_ENTITY));
  let refused = 0;
  for (const [type, account] of accounts) {
    const forbidden = serverCommands.filter((c) => !mayRun(c, type));
    if (type === SUPER_ACCOUNT) assert.is(forbidden.length, 0);
    for (const command of forbidden) {
      // Arguments that would not even validate: the refusal must come first, naming the account type.
      // About a thousand calls back to back: a socket the loaded machine drops is retried once (a transport
      // failure, never an answer), and a second failure names the call.
      const call = () => server.call(command.api!, { not_an_argument: 1 }, { token: account.token });
      const answer = await call().catch(call).catch((error: Error) => {
        throw new Error(`${type} ${command.api}: ${error.message} ${String((error as { cause?: unknown }).cause)}`);
      });
      assert.is(answer.status, 403, `${type} ${command.api}: ${answer.msg}`);
      assert.is(answer.err, 403);
      assert.match(answer.msg, /account may not run/);
      assert.equal(answer.data.account_type, type);
      refused++;
    }
  }
  assert.ok(refused > 100, `refusals tried: ${refused}`);
  const after = await databaseImage(server);
  for (const [table, image] of before) assert.is(after.get(table), image, `table ${table} changed after refused calls`);
  const [{ n: auditAfter }] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.entity, REFUSED_ENTITY));
  assert.is(auditAfter - auditBefore, refused, 'one audit row per refusal');
});

test('a refusal\'s audit row: who, which command, the allowed types, the arguments with secrets redacted', async ({ server, accounts }) => {
  const officer = accounts.get('hr_officer')!;
  const answer = await server.call('add_admin_user', { name: 'Sneaky', email: 'sneaky@example.com', account_type: 'super_account', password: 'Sneaky-password-1' }, { token: officer.token });
  assert.is(answer.status, 403);
  const [row] = await server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, REFUSED_ENTITY), eq(auditLog.accountId, officer.id), eq(auditLog.api, 'add_admin_user')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  assert.is(row.command, 'admin.addUser');
  assert.is((row.args as any).password, '[redacted]');
  assert.is((row.args as any).email, 'sneaky@example.com');
  assert.equal((row.after as any).allowed, ['super_account']);
  assert.is((row.after as any).account_type, 'hr_officer');
  const list = await server.call('admin_user_list', { keyword: 'sneaky@example.com' }, { token: (await server.signIn()) });
  assert.is(list.data.total, 0, 'no account was made');
});

test('what an account type may run still runs: reads for a public account, approvals refused but lists served', async ({ server, accounts }) => {
  const viewer = accounts.get('public_account')!;
  const staff = await server.call('get_staff_list', {}, { token: viewer.token });
  assert.is(staff.err, 0, staff.msg);
  const me = await server.call('get_user_info', {}, { token: viewer.token });
  assert.equal([me.data.account_type, me.data.roles], ['public_account', ['admin']], 'the front-end role is still admin (spec §6)');
  const gm = accounts.get('general_manager')!;
  const users = await server.call('admin_user_list', {}, { token: gm.token });
  assert.is(users.err, 0, 'a general manager reads the admin users');
  const add = await server.call('add_admin_user', {}, { token: gm.token });
  assert.is(add.status, 403, 'but may not add one');
  const logout = await server.call('logout', {}, { token: viewer.token });
  assert.is(logout.err, 0, 'anyone may sign out');
});

test('OpenAPI lists the account types of every command', async ({ server }) => {
  const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as any;
  for (const command of serverCommands) {
    const op = doc.paths[`/api/admin/${command.api}`].post;
    assert.equal(op['x-account-types'], [...accountsFor(command)], command.api);
    assert.match(op.description, /Account types: /);
  }
  assert.is(doc.paths['/api/admin/login'].post['x-account-types'], undefined, 'sign-in needs no account');
});

test.run();
