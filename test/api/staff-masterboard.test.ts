import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog, facilities, providers, staff, staffMasterBoardEntries, staffMasterBoards } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

interface Ctx { server: TestServer; token: string; fresh: number[]; provider: number; facility: number; other: number }
const board = suite<Ctx>('staff master board');

board.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const db = ctx.server.database.db;
  // People whose board was never edited: each test takes its own.
  const rows = await db.select({ id: staff.id }).from(staff).leftJoin(staffMasterBoards, eq(staffMasterBoards.staffId, staff.id)).where(isNull(staffMasterBoards.id)).orderBy(asc(staff.id)).limit(20);
  ctx.fresh = rows.map((r) => r.id);
  // A provider with two facilities, and a facility of another provider.
  const [site] = await db.select({ providerId: facilities.providerId, n: count() }).from(facilities).groupBy(facilities.providerId).having(sql`count(*) >= 2`).orderBy(facilities.providerId).limit(1);
  ctx.provider = site.providerId;
  ctx.facility = (await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.providerId, site.providerId)).orderBy(facilities.id).limit(1))[0].id;
  ctx.other = (await db.select({ id: facilities.id }).from(facilities).where(ne(facilities.providerId, site.providerId)).limit(1))[0].id;
});
board.after(async (ctx) => ctx.server.close());

const get = async (server: TestServer, token: string, staffId: number) => (await server.call('get_staff_masterboard', { staff_id: staffId }, { token })).data.master_board;
const edit = (server: TestServer, token: string, args: Record<string, unknown>) => server.call('edit_staff_masterboard', args, { token });

board('seeded boards are lively: preferred first by priority, blocked with a reason', async ({ server, token }) => {
  const [someone] = await server.database.db.select({ staffId: staffMasterBoardEntries.staffId }).from(staffMasterBoardEntries).where(eq(staffMasterBoardEntries.standing, 'blocked')).limit(1);
  assert.ok(someone, 'the demo has a blocked entry');
  const mb = await get(server, token, someone.staffId);
  assert.ok(mb.version >= mb.entries.length && mb.entries.length > 0);
  const standings = mb.entries.map((e: { standing: string }) => e.standing);
  assert.equal(standings, [...standings].sort((a: string, b: string) => (a === b ? 0 : a === 'preferred' ? -1 : 1)));
  const preferred = mb.entries.filter((e: { standing: string }) => e.standing === 'preferred').map((e: { priority: number }) => e.priority);
  assert.equal(preferred, [...preferred].sort((a: number, b: number) => a - b));
  assert.ok(mb.entries.filter((e: { standing: string }) => e.standing === 'blocked').every((e: { note: string; priority: null }) => e.note.length > 10 && e.priority === null));
});

board('a board never edited is empty at version 0; a missing person is named', async ({ server, token, fresh }) => {
  assert.equal(await get(server, token, fresh[0]), { staff_id: fresh[0], version: 0, updated_at: null, entries: [] });
  const missing = await server.call('get_staff_masterboard', { staff_id: 9999999 }, { token });
  assert.is(missing.err, 404);
  assert.is(missing.msg, 'Staff 9999999 not found.');
});

board('prefer at a provider, then at a facility: each write bumps the version and answers the stored board', async ({ server, token, fresh, provider, facility }) => {
  const id = fresh[1];
  const first = await edit(server, token, { staff_id: id, provider_id: provider, standing: 'preferred', priority: 2, note: 'Asked for by the DON.', version: 0 });
  assert.is(first.err, 0, first.msg);
  assert.is(first.data.master_board.version, 1);
  const [entry] = first.data.master_board.entries;
  assert.is(entry.provider_id, provider);
  assert.is(entry.facility_id, null);
  assert.is(entry.priority, 2);
  assert.is(entry.note, 'Asked for by the DON.');
  assert.is(entry.updated_by, 'Administrator');
  const second = await edit(server, token, { staff_id: id, provider_id: provider, facility_id: facility, standing: 'preferred', version: 1 });
  assert.is(second.err, 0, second.msg);
  assert.is(second.data.master_board.version, 2);
  assert.is(second.data.master_board.entries.length, 2);
  assert.is(second.data.master_board.entries.find((e: { facility_id: number }) => e.facility_id === facility).priority, 1, 'priority defaults to first call');
  assert.equal(await get(server, token, id), second.data.master_board);
});

board('a stale version is a 409 with the current version, and changes nothing', async ({ server, token, fresh, provider }) => {
  const id = fresh[2];
  await edit(server, token, { staff_id: id, provider_id: provider, standing: 'preferred', version: 0 });
  const stale = await edit(server, token, { staff_id: id, provider_id: provider, standing: 'blocked', note: 'Late twice.', version: 0 });
  assert.is(stale.err, 409);
  assert.is(stale.msg, `The master board of staff ${id} was changed by someone else (now version 1, you had 0). Reload and try again.`);
  assert.is(stale.data.current_version, 1);
  const mb = await get(server, token, id);
  assert.is(mb.version, 1);
  assert.is(mb.entries[0].standing, 'preferred');
});

board('a write leaves one audit row with the board before and after', async ({ server, token, fresh, provider, facility }) => {
  const id = fresh[3];
  await edit(server, token, { staff_id: id, provider_id: provider, standing: 'preferred', version: 0 });
  const answer = await server.call('edit_staff_masterboard', { staff_id: id, provider_id: provider, facility_id: facility, standing: 'blocked', note: 'Conflict of interest.', version: 1 }, { token, headers: { 'x-command-source': 'screen' } });
  assert.is(answer.err, 0, answer.msg);
  const rows = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'staff_master_board'), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));
  assert.is(rows.length, 2);
  const last = rows[1];
  assert.is(last.command, 'staff.editMasterboard');
  assert.is(last.api, 'edit_staff_masterboard');
  assert.is(last.source, 'screen');
  assert.is((last.before as { version: number; entries: unknown[] }).version, 1);
  assert.is((last.before as { entries: unknown[] }).entries.length, 1);
  assert.equal((last.after as { entries: { standing: string; note: string }[] }).entries.map((e) => [e.standing, e.note]), [['preferred', ''], ['blocked', 'Conflict of interest.']]);
});

board('none removes an entry; removing what is not there, or writing the same again, changes nothing', async ({ server, token, fresh, provider }) => {
  const id = fresh[4];
  await edit(server, token, { staff_id: id, provider_id: provider, standing: 'preferred', priority: 3, version: 0 });
  const same = await edit(server, token, { staff_id: id, provider_id: provider, standing: 'preferred', priority: 3, version: 1 });
  assert.is(same.data.master_board.version, 1, 'the same entry again is not a change');
  const removed = await edit(server, token, { staff_id: id, provider_id: provider, standing: 'none', version: 1 });
  assert.is(removed.err, 0);
  assert.equal([removed.data.master_board.version, removed.data.master_board.entries], [2, []]);
  const again = await edit(server, token, { staff_id: id, provider_id: provider, standing: 'none', version: 2 });
  assert.is(again.data.master_board.version, 2);
  const [{ n }] = await server.database.db.select({ n: count() }).from(staffMasterBoardEntries).where(eq(staffMasterBoardEntries.staffId, id));
  assert.is(n, 0);
});

board('a board never says blocked at a provider and preferred at one of its facilities', async ({ server, token, fresh, provider, facility }) => {
  const [{ name }] = await server.database.db.select({ name: providers.name }).from(providers).where(eq(providers.id, provider));
  const a = fresh[5];
  await edit(server, token, { staff_id: a, provider_id: provider, standing: 'blocked', note: 'No-show twice.', version: 0 });
  const prefer = await edit(server, token, { staff_id: a, provider_id: provider, facility_id: facility, standing: 'preferred', version: 1 });
  assert.is(prefer.err, 409);
  assert.match(prefer.msg, new RegExp(`is blocked at all of ${name}: unblock them there before preferring them at`));
  const b = fresh[6];
  await edit(server, token, { staff_id: b, provider_id: provider, facility_id: facility, standing: 'preferred', version: 0 });
  const block = await edit(server, token, { staff_id: b, provider_id: provider, standing: 'blocked', note: 'Provider request.', version: 1 });
  assert.is(block.err, 409);
  assert.match(block.msg, /is preferred at .+: remove those entries first, or block them at one facility\./);
  assert.is((await get(server, token, b)).version, 1);
});

board('bad input is refused with the field named, missing records by name', async ({ server, token, fresh, provider, facility, other }) => {
  const base = { staff_id: fresh[7], provider_id: provider, version: 0 };
  const cases: [Record<string, unknown>, number, string, string?][] = [
    [{ ...base, standing: 'blocked' }, 400, 'Note is required when blocking: say why.', 'note'],
    [{ ...base, standing: 'blocked', note: '   ' }, 400, 'Note is required when blocking: say why.', 'note'],
    [{ ...base, standing: 'blocked', note: 'Late.', priority: 1 }, 400, 'Priority applies to preferred entries only.', 'priority'],
    [{ ...base, standing: 'preferred', priority: 6 }, 400, 'Priority is a whole number from 1 (first call) to 5.', 'priority'],
    [{ ...base, standing: 'favourite' }, 400, 'Standing must be one of preferred, blocked, none.', 'standing'],
    [{ ...base, standing: 'preferred', note: 'x'.repeat(501) }, 400, 'Note is at most 500 characters.', 'note'],
    [{ staff_id: fresh[7], provider_id: provider, standing: 'preferred' }, 400, 'Version is required: the version of the record you last saw.', 'version'],
    [{ ...base, provider_id: 'abc', standing: 'preferred' }, 400, 'Provider id must be a number.', 'provider_id'],
    [{ ...base, standing: 'preferred', facility_id: other }, 400, '', 'facility_id'],
    [{ ...base, provider_id: 9999999, standing: 'preferred' }, 404, 'Provider 9999999 not found.'],
    [{ ...base, facility_id: 9999999, standing: 'preferred' }, 404, 'Facility 9999999 not found.'],
    [{ ...base, staff_id: 9999999, standing: 'preferred' }, 404, 'Staff 9999999 not found.'],
  ];
  for (const [args, err, message, path] of cases) {
    const answer = await edit(server, token, args);
    assert.is(answer.err, err, JSON.stringify(args));
    if (path) {
      assert.is(answer.data.fields[0].path, path, JSON.stringify(args));
      if (message) assert.is(answer.data.fields[0].message, message);
      else assert.match(answer.data.fields[0].message, /^Facility \d+ \(.+\) belongs to .+, not to .+\.$/);
    } else assert.is(answer.msg, message);
  }
  assert.is((await get(server, token, fresh[7])).version, 0, 'nothing was written');
  assert.ok(facility > 0);
});

board('a provider\'s facilities, for choosing where an entry applies', async ({ server, token, provider }) => {
  const answer = await server.call('get_master_board_facilities', { provider_id: provider }, { token });
  assert.is(answer.err, 0);
  assert.is(answer.data.provider.id, provider);
  const own = await server.database.db.select({ id: facilities.id }).from(facilities).where(eq(facilities.providerId, provider));
  assert.equal(answer.data.list.map((f: { id: number }) => f.id).sort(), own.map((f) => f.id).sort());
  const names = answer.data.list.map((f: { name: string }) => f.name);
  assert.equal(names, [...names].sort((a: string, b: string) => a.localeCompare(b)));
  assert.is((await server.call('get_master_board_facilities', { provider_id: 9999999 }, { token })).msg, 'Provider 9999999 not found.');
});

board.run();
