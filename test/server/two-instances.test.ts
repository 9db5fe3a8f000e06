// Issue 13: two server instances on one PostgreSQL database, as a deployment behind a load balancer runs
// them. A token from one works on the other; a sign-out on one ends the session on the other within the
// session cache's few seconds; the sign-in throttle counts attempts made on either. Needs DATABASE_URL
// (CI sets it); without it there is nothing to run.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SESSION_CACHE_MS } from '../../src/server/auth/session-cache';
import { startChildServer, stopChildServer, type ChildServer as Instance } from '../support/child-server';
import { PG_TEMPLATE_DB, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
import { withDatabase, withPgClient } from '../support/pg-admin';

const pgUrl = process.env.DATABASE_URL;

interface Ctx { a: Instance; b: Instance; dbName: string; dbUrl: string }

async function call(instance: Instance, api: string, body: unknown, token?: string): Promise<{ err: number; msg: string; data: any }> {
  const response = await fetch(`${instance.url}/api/admin/${api}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { err: number; msg: string; data: any };
}


const two = suite<Ctx>('two instances on one PostgreSQL');
two.before(async (ctx) => {
  ctx.dbName = `cc_two_${process.pid}`;
  await withPgClient(pgUrl!, async (c) => {
    await c.query(`drop database if exists ${ctx.dbName} with (force)`);
    await c.query(`create database ${ctx.dbName} template ${PG_TEMPLATE_DB}`);
  });
  ctx.dbUrl = withDatabase(pgUrl!, ctx.dbName);
  const env = { DATABASE_URL: ctx.dbUrl, SEED_SCALE: 'none' };
  ctx.a = await startChildServer(env, 60_000);
  ctx.b = await startChildServer(env, 60_000);
});
two.after(async (ctx) => {
  await stopChildServer(ctx.a);
  await stopChildServer(ctx.b);
  await withPgClient(pgUrl!, (c) => c.query(`drop database if exists ${ctx.dbName} with (force)`));
});

two('a token from one instance works on the other, and a sign-out on one ends it on both', async ({ a, b }) => {
  const login = await call(a, 'login', { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
  assert.is(login.err, 0, login.msg);
  const token = login.data.token as string;
  const onB = await call(b, 'get_user_info', {}, token);
  assert.is(onB.err, 0, 'the session made on A is good on B');
  assert.is(onB.data.email ?? onB.data.user?.email ?? TEST_ADMIN_EMAIL, TEST_ADMIN_EMAIL);

  const out = await call(a, 'logout', {}, token);
  assert.is(out.err, 0);
  assert.is((await call(a, 'get_user_info', {}, token)).err, 3, 'gone on A at once');
  // B may serve it from its few seconds of memory, never longer.
  const deadline = Date.now() + SESSION_CACHE_MS + 2_000;
  let refusedOnB = false;
  while (Date.now() < deadline && !refusedOnB) {
    refusedOnB = (await call(b, 'get_user_info', {}, token)).err === 3;
    if (!refusedOnB) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.ok(refusedOnB, `B refuses the signed-out token within ${SESSION_CACHE_MS} ms and a margin`);
});

two('the sign-in throttle counts wrong passwords made on either instance', async ({ a, b }) => {
  const username = TEST_ADMIN_EMAIL;
  const answers: number[] = [];
  // The pair limit (one account from one address) is 5 failures in 15 minutes: alternate instances.
  for (let i = 0; i < 6; i++) answers.push((await call(i % 2 ? b : a, 'login', { username, password: `wrong-${i}-password` })).err);
  assert.equal(answers.slice(0, 5), [400, 400, 400, 400, 400], 'five wrong passwords, checked');
  assert.is(answers[5], 429, 'the sixth is refused, though no instance saw more than three');
  const onA = await call(a, 'login', { username, password: TEST_ADMIN_PASSWORD });
  assert.is(onA.err, 429, 'and A refuses the right password too until the window passes');
});

if (pgUrl) two.run();
// Under CI=true PostgreSQL is always there (.ci/run starts one), so a missing DATABASE_URL fails instead.
else if (process.env.CI === 'true') throw new Error('two-instances: DATABASE_URL is not set under CI');
else console.log('SKIP 2 two instances on one PostgreSQL: DATABASE_URL is not set');
