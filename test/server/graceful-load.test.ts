// Issue 13, graceful shutdown under load: the server process (main.ts, embedded database) gets SIGTERM
// while clients keep it busy with list reads, notes and status changes, each sending its next call as
// soon as the last is answered. Every call either gets its 200 with err 0 or finds the door closed (no
// 500, no connection dropped mid-answer); calls were still being answered after the signal; the process
// exits 0 with nothing on stderr, the data folder's lock file gone; and every acknowledged write is in the
// database with its audit row. Issue 21 item 5: the same with eight writers and the server started as
// people start it, `npm start`, with the signal sent to npm (before, tsx killed the server mid-drain).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase } from '../../src/server/db/open';
import { applications, auditLog, staffNotes } from '../../src/server/db/schema';
import { startChildServer } from '../support/child-server';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';
import { dataDirFromTemplate } from './template-data-dir';

const root = path.resolve(import.meta.dirname, '../..');
/** Every worker stops by itself after MAX_CALLS. */
const MAX_CALLS = 400;

interface Scenario {
  /** How the server is started; with 'npm start' the signal goes to npm, which passes it on. */
  via: 'node' | 'npm start';
  readers: number;
  writers: number;
  /** SIGTERM once this many answers are in. */
  signalAfter: number;
  /**
   * Resets the client cannot tell from a dropped request are accepted (as refusals before acceptance): a
   * kept-alive connection the server ends just as the client sends on it, or a connection still in the
   * kernel's queue when the listener closes. Neither call was read, so neither did anything; the checks
   * that every acknowledged write is stored and no write is stored unacknowledged prove none was lost.
   */
  resetAllowed: boolean;
}

type Outcome = { at: number; status: number; err: number; write?: { note?: string; app?: number; to?: number; version?: number } } | { at: number; refused: string };

async function call(url: string, api: string, body: unknown, token?: string): Promise<{ status: number; json: any } | { refused: string }> {
  try {
    const response = await fetch(`${url}/api/admin/${api}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  } catch (error) {
    return { refused: (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message };
  }
}

async function signIn(url: string): Promise<string> {
  const answer = await call(url, 'login', { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
  assert.ok('json' in answer && answer.json.err === 0, 'sign-in');
  return (answer as { json: any }).json.data.token;
}

async function scenario({ via, readers: READERS, writers: WRITERS, signalAfter: SIGNAL_AFTER, resetAllowed }: Scenario) {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(path.join(root, '.tmp', 'graceful-load-'));
  const seeded = await dataDirFromTemplate(dataDir);
  const marker = `graceful-${process.pid}`;
  // Generous: on a loaded CI box tsx alone can take a minute to start the process.
  const server = await startChildServer({ DATA_DIR: dataDir, SEED_SCALE: seeded ? 'none' : 'demo' }, 300_000, via);
  const { child, url, exited } = server;
  try {
    const tokens: string[] = [];
    for (let i = 0; i < READERS + WRITERS; i++) tokens.push(await signIn(url));
    const staff = await call(url, 'get_staff_list', { page: 1, page_size: 1 }, tokens[0]);
    const staffId = (staff as { json: any }).json.data.list[0].id as number;
    // Each writer owns one application, moving it 2 ↔ 4 (a cycle the transitions allow) with its version.
    const listed = await call(url, 'job_applicant_list_v2', { status: 2, archived: false, page_size: WRITERS }, tokens[0]);
    const owned = ((listed as { json: any }).json.data.list as { id: number; version: number }[]).map((r) => ({ id: r.id, status: 2, version: r.version, start: r.version }));
    assert.is(owned.length, WRITERS, 'an application for every writer');

    const outcomes: Outcome[] = [];
    let signalledAt = 0;
    const record = (outcome: Outcome) => {
      outcomes.push(outcome);
      if (outcomes.length === SIGNAL_AFTER && !signalledAt) {
        signalledAt = Date.now();
        child.kill('SIGTERM');
      }
    };
    const reader = async (token: string, r: number) => {
      for (let i = 0; i < MAX_CALLS; i++) {
        const answer = r % 2
          ? await call(url, 'get_staff_list', { keyword: 'a', page: (i % 5) + 1, page_size: 50 }, token)
          : await call(url, 'job_applicant_list_v2', { page: (i % 5) + 1, page_size: 50 }, token);
        if ('refused' in answer) return record({ at: Date.now(), refused: answer.refused });
        record({ at: Date.now(), status: answer.status, err: answer.json?.err });
      }
    };
    const writer = async (token: string, w: number) => {
      const app = owned[w];
      for (let i = 0; i < MAX_CALLS; i++) {
        if (i % 2) {
          const to = app.status === 2 ? 4 : 2;
          const answer = await call(url, 'change_progress_status', { application_id: app.id, status: to, version: app.version }, token);
          if ('refused' in answer) return record({ at: Date.now(), refused: answer.refused });
          record({ at: Date.now(), status: answer.status, err: answer.json?.err, write: { app: app.id, to } });
          if (answer.json?.err === 0) Object.assign(app, { status: to, version: answer.json.data.version });
        } else {
          const note = `${marker} ${w}-${i}`;
          const answer = await call(url, 'comment_for_applicant', { staff_id: staffId, note }, token);
          if ('refused' in answer) return record({ at: Date.now(), refused: answer.refused });
          record({ at: Date.now(), status: answer.status, err: answer.json?.err, write: { note } });
        }
      }
    };
    await Promise.all([
      ...tokens.slice(0, READERS).map((t, r) => reader(t, r)),
      ...tokens.slice(READERS).map((t, w) => writer(t, w)),
    ]);
    assert.ok(signalledAt, 'the signal was sent mid-load');
    assert.is(await exited, 0, `exit code; output: ${server.output()}`);
    assert.is(server.stderr().trim(), '', 'nothing on stderr: no handler met a closed database');
    assert.match(server.stdout(), /SIGTERM: finishing the requests in progress/);
    assert.match(server.stdout(), /Care Console stopped\./);
    assert.not.ok(existsSync(path.join(dataDir, 'lock')), 'the lock file of the data folder is gone');

    const answered = outcomes.filter((o): o is Extract<Outcome, { status: number }> => 'status' in o);
    const refused = outcomes.filter((o): o is Extract<Outcome, { refused: string }> => 'refused' in o);
    for (const o of answered) assert.equal([o.status, o.err], [200, 0], 'every answer is a 200 with err 0');
    // Refused at the door or reset before it was accepted; a dropped answer ('other side closed') fails.
    const clean = resetAllowed ? ['ECONNREFUSED', 'ECONNRESET'] : ['ECONNREFUSED'];
    for (const o of refused) assert.ok(clean.includes(o.refused), `a clean refusal, not ${o.refused}`);
    assert.is(refused.length, READERS + WRITERS, 'every client ended at a closed door');
    const afterSignal = answered.filter((o) => o.at >= signalledAt).length;
    assert.ok(afterSignal > 0, 'calls in flight at the signal were answered after it');

    // The database, read after the process ended: every acknowledged write, each with its audit row.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const notes = await database.db.select({ id: staffNotes.id, body: staffNotes.body }).from(staffNotes).where(like(staffNotes.body, `${marker} %`));
      const stored = new Set(notes.map((n) => n.body));
      const acknowledged = answered.flatMap((o) => (o.write?.note ? [o.write.note] : []));
      assert.equal(acknowledged.filter((n) => !stored.has(n)), [], 'every acknowledged note is stored');
      assert.is(notes.length, acknowledged.length, 'no note nobody was told about');
      const noteAudits = await database.db.select({ entityId: auditLog.entityId }).from(auditLog)
        .where(and(eq(auditLog.command, 'note.comment'), inArray(auditLog.entityId, notes.map((n) => String(n.id)))));
      assert.is(noteAudits.length, notes.length, 'one audit row per note');
      const rows = await database.db.select().from(applications).where(inArray(applications.id, owned.map((a) => a.id)));
      for (const app of owned) {
        const row = rows.find((r) => r.id === app.id)!;
        const changes = answered.filter((o) => o.write?.app === app.id).length;
        assert.equal([row.status, row.version], [app.status, app.start + changes], `application ${app.id}: status and version as acknowledged`);
        const audits = await database.db.select({ after: auditLog.after }).from(auditLog)
          .where(and(eq(auditLog.command, 'application.changeStatus'), eq(auditLog.entityId, String(app.id))));
        assert.is(audits.length, changes, `application ${app.id}: one audit row per acknowledged change`);
      }
      console.log(`${via}, ${READERS} readers and ${WRITERS} writers, SIGTERM after ${SIGNAL_AFTER} answers: ${answered.length} answered (${afterSignal} after the signal), ${refused.length} refused, ${acknowledged.length} notes and ${answered.filter((o) => o.write?.app).length} status changes kept`);
    } finally {
      await database.close();
    }
  } finally {
    server.killAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test('SIGTERM under a load of reads and writes: in-flight calls finish, none is a 500, acknowledged writes are kept', () =>
  scenario({ via: 'node', readers: 6, writers: 6, signalAfter: 150, resetAllowed: true }));

test('SIGTERM to `npm start` under eight writers: calls in flight answered, acknowledged writes kept, none unacknowledged, the lock file removed', () =>
  scenario({ via: 'npm start', readers: 0, writers: 8, signalAfter: 100, resetAllowed: true }));

test.run();
