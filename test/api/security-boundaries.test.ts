// Issue 13's security bullets that no other suite proves (docs/security.md maps every bullet to its
// tests): operators and provider keys cannot open the console, POSTs from another site are refused,
// the served console has no inline script, uploads live outside what is served, a database fault answers
// no SQL, a refusal a handler makes itself is audited, and there is no default or guessable password.
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry, type ServerCommand } from '../../commands';
import { ensureAdmin } from '../../src/server/bootstrap';
import { verifyPassword } from '../../src/server/auth/passwords';
import { REFUSED_ENTITY } from '../../src/server/rpc/permission';
import { openDatabase, migrateDatabase } from '../../src/server/db/open';
import { accounts, auditLog, facilities, libraryFiles, providerOperators, providers, sessions } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL } from '../support/constants';
import { startTestServer, type TestServer } from '../support/server';
import { testConfig } from '../support/template';
import { ACCOUNT_PASSWORD, accountOfType } from './admin-accounts';

const test = suite<{ server: TestServer; token: string; dataDir: string; providerId: number; facilityId: number }>('security boundaries');
test.before(async (ctx) => {
  ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'cc-security-'));
  ctx.server = await startTestServer({ dataDir: ctx.dataDir });
  ctx.token = await ctx.server.signIn();
  const db = ctx.server.database.db;
  const [facility] = await db.select({ id: facilities.id, providerId: facilities.providerId }).from(facilities)
    .innerJoin(providers, eq(providers.id, facilities.providerId)).where(eq(providers.status, 'enabled')).orderBy(facilities.id).limit(1);
  ctx.providerId = facility.providerId;
  ctx.facilityId = facility.id;
});
test.after(async (ctx) => {
  await ctx.server.close();
  rmSync(ctx.dataDir, { recursive: true, force: true });
});

const auditCount = async (server: TestServer) => (await server.database.db.select({ n: count() }).from(auditLog))[0].n;
const sessionCount = async (server: TestServer) => (await server.database.db.select({ n: count() }).from(sessions))[0].n;

/** Commands that name a provider's records: the ones an operator session would be scoped by, if there were one. */
const providerScoped = (registry.all as unknown as readonly ServerCommand[]).filter(
  (c) => (c.kind as string) !== 'client' && !c.public && Object.keys(c.args.shape).some((k) => /^provider_ids?$/.test(k)),
);

test('operators and provider API keys cannot open the console: no operator session exists to cross providers with', async ({ server, token, providerId, facilityId }) => {
  const email = `op.${process.pid}@operators.example.org`;
  const added = await server.call('add_operator_v2', { first_name: 'Ola', surname: 'Perrin', email, password: 'Roster2026', role: 'roster_coordinator', provider_id: providerId, facility_id: facilityId }, { token });
  assert.is(added.err, 0, added.msg);
  const sessionsBefore = await sessionCount(server);
  const asOperator = await server.call('login', { username: email, password: 'Roster2026' });
  assert.is(asOperator.err, 400, 'an operator\'s own email and password do not sign in to the console');
  assert.is(asOperator.msg, 'Email address or password is incorrect.', 'the same answer as any wrong password');
  assert.is(await sessionCount(server), sessionsBefore, 'no session was made');

  const [admin] = await server.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, TEST_ADMIN_EMAIL));
  const key = await server.call('add_provider_api', { provider_id: providerId, name: 'Security probe', administrator_id: admin.id, scopes: ['temp_shifts:read'] }, { token });
  assert.is(key.err, 0, key.msg);
  assert.type(key.data.api_key, 'string');

  // Sign-in is the only way in; every command that names a provider's records wants a console session.
  assert.equal(registry.all.filter((c) => c.public).map((c) => c.id).sort(), ['auth.login', 'auth.sendVerificationCode', 'auth.verify']);
  assert.ok(providerScoped.length >= 10, `provider-scoped commands: ${providerScoped.length}`);
  for (const command of providerScoped) {
    for (const bearer of [key.data.api_key as string, `${asOperator.data?.token ?? 'operator'}`]) {
      const answer = await server.call(command.api!, { provider_id: providerId, provider_ids: [providerId] }, { token: bearer });
      assert.is(answer.err, 3, `${command.api} with a provider's credential: ${answer.msg}`);
    }
  }
  const [operator] = await server.database.db.select({ id: providerOperators.id }).from(providerOperators).where(eq(providerOperators.email, email));
  assert.ok(operator, 'the operator exists: it is the console that has no door for them');
});

async function foreignPost(server: TestServer, api: string, body: BodyInit, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/api/admin/${api}`, { method: 'POST', headers, body });
  return { status: response.status, json: (await response.json()) as { err: number; msg: string } };
}

test('a POST from another site is refused before it is read: urlencoded sign-in, multipart upload, JSON alike', async ({ server, token }) => {
  const auditsBefore = await auditCount(server);
  const sessionsBefore = await sessionCount(server);
  const evil = { origin: 'https://evil.example' };
  const form = new URLSearchParams({ username: TEST_ADMIN_EMAIL, password: 'guess' });
  const signIn = await foreignPost(server, 'login', form, { ...evil, 'content-type': 'application/x-www-form-urlencoded' });
  assert.is(signIn.status, 403);
  assert.is(signIn.json.err, 403);
  assert.match(signIn.json.msg, /another site/);

  const upload = new FormData();
  upload.append('title', 'Planted');
  upload.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'planted.pdf');
  assert.is((await foreignPost(server, 'add_file', upload, { ...evil, authorization: `Bearer ${token}` })).status, 403, 'multipart');
  const json = JSON.stringify({ staff_id: 1, note: 'planted' });
  assert.is((await foreignPost(server, 'comment_for_applicant', json, { ...evil, authorization: `Bearer ${token}`, 'content-type': 'application/json' })).status, 403, 'JSON');
  const sandboxed = await foreignPost(server, 'login', form, { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' });
  assert.is(sandboxed.status, 403, 'a sandboxed frame\'s null origin');
  const noOrigin = await foreignPost(server, 'login', form, { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' });
  assert.is(noOrigin.status, 403, 'cross-site by Sec-Fetch-Site alone');
  assert.is(await auditCount(server), auditsBefore, 'nothing was written, not even a failed sign-in');
  assert.is(await sessionCount(server), sessionsBefore);
  const [planted] = await server.database.db.select({ n: count() }).from(libraryFiles).where(eq(libraryFiles.title, 'Planted'));
  assert.is(planted.n, 0);

  // The console's own pages and programs without an Origin still work.
  const own = await foreignPost(server, 'get_user_info', '{}', { origin: server.url, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' });
  assert.is(own.status, 200, own.json.msg);
  const cli = await foreignPost(server, 'get_user_info', '{}', { authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  assert.is(cli.status, 200);
});

test('the served console has no inline script or handler, and its CSP forbids them', async ({ server }) => {
  const response = await fetch(`${server.url}/staff/applicants`);
  assert.is(response.status, 200, 'the test run builds the console');
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  assert.ok(scripts.length >= 1, 'the bundle is loaded by a script tag');
  for (const [, attributes, body] of scripts) {
    assert.match(attributes, /\bsrc=/, `every script has a src: <script${attributes}>`);
    assert.is(body.trim(), '', 'and no inline body');
  }
  assert.not.match(html, /\son[a-z]+\s*=/i, 'no inline event handler attributes');
  assert.not.match(html, /javascript:/i);
  const csp = response.headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
  assert.is(scriptSrc, "script-src 'self'", 'the HTML itself carries a CSP with no inline script');
  assert.match(csp, /object-src 'none'/);
});

test('uploads are kept in the data folder, never under what is served, and reach a browser only as attachments', async ({ server, token, dataDir }) => {
  const form = new FormData();
  form.append('title', 'Kept outside');
  const bytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'outside.pdf');
  const added = await fetch(`${server.url}/api/admin/add_file`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const answer = (await added.json()) as { err: number; msg: string; data: { file: { id: number; download_url: string } } };
  assert.is(answer.err, 0, answer.msg);
  const [row] = await server.database.db.select().from(libraryFiles).where(eq(libraryFiles.id, answer.data.file.id));
  const stored = path.resolve(dataDir, 'files', row.storageKey);
  const served = path.resolve(testConfig().staticDir);
  assert.ok(path.relative(served, stored).startsWith('..'), `${stored} is outside ${served}`);
  for (const guess of [`/${row.storageKey}`, `/files/${row.storageKey}`, `/data/files/${row.storageKey}`, `/assets/${path.basename(row.storageKey)}`, `/../${path.basename(dataDir)}/files/${row.storageKey}`]) {
    const response = await fetch(`${server.url}${guess}`);
    const body = new Uint8Array(await response.arrayBuffer());
    assert.not.ok(body.length === bytes.length && body.every((b, i) => b === bytes[i]), `${guess} does not serve the file`);
  }
  const download = await fetch(`${server.url}${answer.data.file.download_url}`, { headers: { authorization: `Bearer ${token}` } });
  assert.is(download.status, 200);
  assert.match(download.headers.get('content-disposition') ?? '', /^attachment;/);
  assert.is(download.headers.get('x-content-type-options'), 'nosniff');
  assert.match(download.headers.get('content-security-policy') ?? '', /default-src 'self'|sandbox|default-src 'none'/);
  for (const route of ['attachments', 'library', 'provider-attachments']) {
    const anonymous = await fetch(`${server.url}/api/files/${route}/1`);
    assert.is(anonymous.status, 401, `${route} needs a session`);
    assert.match(anonymous.headers.get('content-type') ?? '', /json/);
  }
});

test('a database fault inside a command answers "Internal error." with no SQL, table, stack or path', async ({ server, token }) => {
  const db = server.database.db;
  await db.execute(sql`alter table library_files rename to library_files_moved`);
  try {
    for (const [api, body] of [['file_list', {}], ['file_list', { keyword: "x' or 1=1 --" }], ['add_file', { title: 'x', file: 'not a file' }]] as const) {
      const answer = await server.call(api, body, { token });
      if (api === 'add_file') {
        assert.is(answer.status, 400, 'a bad upload is refused before the database');
        continue;
      }
      assert.is(answer.status, 500, `${api}: ${answer.msg}`);
      assert.equal({ err: answer.err, msg: answer.msg, data: answer.data }, { err: 500, msg: 'Internal error.', data: null });
    }
  } finally {
    await db.execute(sql`alter table library_files_moved rename to library_files`);
  }
  assert.is((await server.call('file_list', {}, { token })).err, 0, 'back to normal once the table is back');
});

test('a refusal a handler makes itself is audited like the permission rule\'s: another\'s macro, a bulk run one may not start', async ({ server, token }) => {
  const made = await server.call('save_macro', { text: '@name Security probe macro\nchecklist.add application_id={{row.id}} content="probe"\n' }, { token });
  assert.is(made.err, 0, made.msg);
  const shared = await server.call('share_macro', { macro_id: made.data.id, shared: true, version: made.data.version }, { token });
  assert.is(shared.err, 0, shared.msg);
  const other = await accountOfType(server, token, 'hr_manager');
  const changed = await server.call('save_macro', { macro_id: made.data.id, version: shared.data.version, text: '@name Mine now\nchecklist.add application_id={{row.id}} content="mine"\n' }, { token: other.token });
  assert.is(changed.err, 403, changed.msg);
  const [row] = await server.database.db.select().from(auditLog)
    .where(and(eq(auditLog.accountId, other.id), eq(auditLog.entity, REFUSED_ENTITY))).orderBy(desc(auditLog.id)).limit(1);
  assert.ok(row, 'the refusal left a row');
  assert.equal([row.command, row.entityId], ['macro.save', 'macro.save']);
  assert.match(String((row.after as { msg: string }).msg), /only its owner/);

  const viewer = await accountOfType(server, token, 'public_account');
  const start = await server.call('bulk_start', { command_id: 'application.changeStatus', args: { status: 2 }, target: { ids: [{ id: 1, version: 1 }] } }, { token: viewer.token });
  assert.is(start.err, 403);
  const listed = await server.call('admin_audit_log', { account_id: viewer.id, outcome: 'refused' }, { token });
  assert.equal(listed.data.list.map((r: { command: string }) => r.command), ['bulk.start'], 'found on the audit screen as refused');
});

test('sessions: a 256-bit token kept only as its SHA-256; sign-out ends that session alone; disabling the account ends all at once', async ({ server, token }) => {
  const person = await accountOfType(server, token, 'hr_officer');
  const second = await server.call('login', { username: person.email, password: ACCOUNT_PASSWORD });
  assert.is(second.err, 0, second.msg);
  const raw = Buffer.from(second.data.token as string, 'base64url');
  assert.ok(raw.length * 8 >= 128, `${raw.length * 8} random bits`);
  const rows = await server.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.accountId, person.id));
  assert.is(rows.length, 2);
  const digest = createHash('sha256').update(second.data.token).digest('hex');
  assert.ok(rows.some((r) => r.tokenHash === digest), 'stored as its SHA-256');
  assert.not.ok(rows.some((r) => r.tokenHash.includes(second.data.token) || r.tokenHash.includes(person.token)), 'never as itself');

  assert.is((await server.call('logout', {}, { token: person.token })).err, 0);
  assert.is((await server.call('get_user_info', {}, { token: person.token })).err, 3, 'the signed-out token is dead');
  assert.is((await server.call('get_user_info', {}, { token: second.data.token })).err, 0, 'the other session lives on');

  const disabled = await server.call('set_admin_user_status', { user_id: person.id, version: person.version, status: 'inactive' }, { token });
  assert.is(disabled.err, 0, disabled.msg);
  const after = await server.call('get_user_info', {}, { token: second.data.token });
  assert.is(after.err, 3, 'disabling ends the session at once, cached or not');
});

test('there is no default admin password: a new database gets a generated one, printed once, different each time', async () => {
  const config = { ...testConfig(), adminPassword: undefined };
  const made: { password: string; hash: string }[] = [];
  for (let i = 0; i < 2; i += 1) {
    const database = await openDatabase({ kind: 'memory' });
    try {
      await migrateDatabase(database);
      const lines: string[] = [];
      await ensureAdmin(database.db, config, (line) => lines.push(line));
      const password = /with password: (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
      const [admin] = await database.db.select({ hash: accounts.passwordHash }).from(accounts);
      made.push({ password, hash: admin.hash });
    } finally {
      await database.close();
    }
  }
  for (const { password, hash } of made) {
    assert.ok(password.length >= 16, `a long generated password (${password.length} characters)`);
    assert.ok(await verifyPassword(hash, password), 'the printed password is the one stored');
    for (const guess of ['admin', 'password', 'Password1', 'changeme', 'admin123']) assert.not.ok(await verifyPassword(hash, guess), guess);
  }
  assert.is.not(made[0].password, made[1].password);
});

test('no seeded account opens with a guessable password', async ({ server }) => {
  const db = server.database.db;
  const seeded = await db.select({ email: accounts.email, hash: accounts.passwordHash }).from(accounts).where(ne(accounts.email, TEST_ADMIN_EMAIL)).orderBy(accounts.id).limit(400);
  assert.ok(seeded.length > 5, 'the demo world has accounts');
  const hashes = [...new Set(seeded.map((s) => s.hash))];
  // Checked against the hashes themselves (each distinct one once), not by signing in, so no throttle is met.
  for (const hash of hashes) {
    for (const guess of ['admin', 'password', 'Password1', 'changeme', 'Welcome1']) assert.not.ok(await verifyPassword(hash, guess), `${guess} opens a seeded account`);
  }
  const operators = await db.select({ hash: providerOperators.passwordHash }).from(providerOperators).where(inArray(providerOperators.id, sql`(select id from provider_operators order by id limit 20)`));
  for (const hash of new Set(operators.map((o) => o.hash))) assert.not.ok(await verifyPassword(hash, 'password'));
});

test.run();
