// Issue 24, the consoles' live stream (GET /api/live) on one instance: a `writes` event names the records
// a committed write changed (kind, id, the version it left, who wrote it), never their contents, so a
// console can tell that the record it shows changed under it; the console re-reads through its own calls.
// Presence: a console says which record it has open (POST /api/live/open); the others on it hear who.
import { and, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applications } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

interface Ctx { server: TestServer }

/** A console's stream: each event as it comes, parsed. */
export async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/live`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  assert.is(response.status, 200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: { event: string; data: any }[] = [];
  const pump = (async () => {
    for (;;) {
      const next = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (next.done) return;
      buffer += next.value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: data ? JSON.parse(data) : null });
      }
    }
  })();
  return {
    events,
    async waitFor(test: (e: { event: string; data: any }) => boolean, ms = 2_000) {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const found = events.find(test);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return undefined;
    },
    close() {
      controller.abort();
      return pump;
    },
  };
}

const live = suite<Ctx>('live stream: events name the records');
live.before(async (ctx) => {
  ctx.server = await startTestServer();
});
live.after(async (ctx) => ctx.server.close());

live('another recruiter advances an application: my stream names it, its new version and who changed it, nothing of its contents', async ({ server }) => {
  const mine = await server.signIn();
  const other = await server.signIn();
  const stream = await openStream(server.url, mine);
  assert.ok(await stream.waitFor((e) => e.event === 'ready'));
  const [row] = await server.database.db.select().from(applications).where(and(eq(applications.status, 1), eq(applications.archived, false))).limit(1);
  const done = await server.call('advance_application', { application_id: row.id, version: row.version }, { token: other });
  assert.is(done.err, 0, done.msg);
  const heard = await stream.waitFor((e) => e.event === 'writes' && e.data?.records?.some((r: any) => r.kind === 'application' && r.id === row.id));
  assert.ok(heard, `the write names application ${row.id}: ${JSON.stringify(stream.events)}`);
  const record = heard!.data.records.find((r: any) => r.kind === 'application' && r.id === row.id);
  assert.is(record.version, row.version + 1, 'with the version the write left');
  const who = await server.call('get_user_info', {}, { token: other });
  assert.is(record.by, who.data.id, 'and who wrote it');
  assert.is(record.by_name, who.data.name);
  assert.equal(Object.keys(record).sort(), ['by', 'by_name', 'id', 'kind', 'version'], 'ids, kinds, versions and a name only');
  await stream.close();
});

live('a bulk run names each row it changed, as mine on the stream of the session that ran it', async ({ server }) => {
  const mine = await server.signIn();
  const stream = await openStream(server.url, mine);
  assert.ok(await stream.waitFor((e) => e.event === 'ready'));
  const rows = await server.database.db.select().from(applications).where(and(eq(applications.status, 1), eq(applications.archived, false))).limit(3);
  const started = await server.call('bulk_start', { command_id: 'application.advance', args: {}, target: { ids: rows.map((r) => ({ id: r.id, version: r.version })) } }, { token: mine });
  assert.is(started.err, 0, started.msg);
  const step = await server.call('bulk_step', { run_id: started.data.id, batch_size: 10 }, { token: mine });
  assert.is(step.err, 0, step.msg);
  assert.is(step.data.ok, rows.length, JSON.stringify(step.data));
  for (const row of rows) {
    const heard = await stream.waitFor((e) => e.event === 'writes' && e.data?.records?.some((r: any) => r.kind === 'application' && r.id === row.id && r.version === row.version + 1));
    assert.ok(heard, `row ${row.id} named with its new version: ${JSON.stringify(stream.events)}`);
    const record = heard!.data.records.find((r: any) => r.id === row.id);
    assert.is(record.mine, true, 'and as written from this very session (no warning for my own write)');
    assert.not.ok('session' in record, 'the session tag stays on the server');
  }
  await stream.close();
});

async function sayOpen(server: TestServer, token: string, record: { kind: string; id: number } | Record<string, never>): Promise<number> {
  const response = await fetch(`${server.url}/api/live/open`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(record) });
  return response.status;
}

live('presence: a record open in another console shows who has it, and stops when that console goes', async ({ server }) => {
  const mine = await server.signIn();
  const other = await server.signIn();
  assert.is((await fetch(`${server.url}/api/live/open`, { method: 'POST', body: '{}' })).status, 401, 'no token, no say');
  const myStream = await openStream(server.url, mine);
  const otherStream = await openStream(server.url, other);
  assert.ok(await myStream.waitFor((e) => e.event === 'ready'));
  assert.ok(await otherStream.waitFor((e) => e.event === 'ready'));
  const [row] = await server.database.db.select().from(applications).limit(1);
  assert.is(await sayOpen(server, mine, { kind: 'application', id: row.id }), 200);
  assert.ok(await myStream.waitFor((e) => e.event === 'presence' && e.data.id === row.id && e.data.names.length === 0), 'alone on it at first');
  assert.is(await sayOpen(server, other, { kind: 'application', id: row.id }), 200);
  const together = (e: { event: string; data: any }) => e.event === 'presence' && e.data.kind === 'application' && e.data.id === row.id && e.data.names.join() === 'Administrator';
  assert.ok(await myStream.waitFor(together), `I hear the other console has it: ${JSON.stringify(myStream.events)}`);
  assert.ok(await otherStream.waitFor(together), 'and they hear I have it');
  // The other console goes away (its stream closes): I am alone on it again.
  const heardSoFar = myStream.events.length;
  await otherStream.close();
  const alone = await myStream.waitFor((e) => myStream.events.indexOf(e) >= heardSoFar && e.event === 'presence' && e.data.names.length === 0);
  assert.ok(alone, `the other console's entry ends with its stream: ${JSON.stringify(myStream.events.slice(heardSoFar))}`);
  await myStream.close();
});

live.run();
