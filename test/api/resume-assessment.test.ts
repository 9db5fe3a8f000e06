// Resume assessment configuration over HTTP: positions, rules (created at version 0, then versioned),
// the CSV import with its per-line report, the SEEK role mapping, recognised provider names and trying
// the rules on a pasted resume. Each call: success, refusal, bad input naming the field, audit row.
import { desc, eq } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditLog } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

interface Ctx {
  server: TestServer;
  token: string;
  pcw: { id: number; name: string };
  other: { id: number; name: string };
}

const test = suite<Ctx>('resume-assessment');

test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const list = (await ctx.server.call('resume_assessment_position_list', {}, { token: ctx.token })).data.position_list;
  ctx.pcw = list.find((p: any) => p.name === 'Personal Care Worker');
  ctx.other = list.find((p: any) => p.name !== 'Personal Care Worker');
});
test.after(async (ctx) => ctx.server.close());

const audits = (server: TestServer, api: string) => server.database.db.select().from(auditLog).where(eq(auditLog.api, api)).orderBy(desc(auditLog.id));
const rules = (position_id: number, version: number) => ({
  position_id, version, keywords: [{ term: 'dementia', weight: 3 }, { term: 'hoist', weight: 1 }], required_qualifications: ['First Aid'], min_experience_years: 1, pass_score: 50,
});

test('resume_assessment_position_list and resume_assessment_data: every position, and its rules or the defaults', async ({ server, token, pcw }) => {
  const list = (await server.call('resume_assessment_position_list', {}, { token })).data.position_list;
  assert.ok(list.length >= 5 && pcw, 'the seeded positions are listed');
  const data = await server.call('resume_assessment_data', { position_id: pcw.id }, { token });
  assert.is(data.data.config.position, 'Personal Care Worker');
  assert.ok(Array.isArray(data.data.recognised_name_list));
  const missing = await server.call('resume_assessment_data', { position_id: 99_999 }, { token });
  assert.is(missing.status, 404);
  assert.equal((await server.call('resume_assessment_data', {}, { token })).data.fields, [{ path: 'position_id', message: 'Position id is required.' }]);
  assert.is((await server.call('resume_assessment_position_list', {}, { token: null })).status, 401);
});

test('save_resume_assessment: saves against the version seen, refuses a stale one, names bad fields, audits', async ({ server, token, other }) => {
  const { config } = (await server.call('resume_assessment_data', { position_id: other.id }, { token })).data;
  const saved = await server.call('save_resume_assessment', rules(other.id, config.version), { token });
  assert.is(saved.err, 0, saved.msg);
  assert.equal([saved.data.config.version, saved.data.config.keywords.length, saved.data.config.updated_by_name], [config.version + 1, 2, 'Administrator']);
  const stale = await server.call('save_resume_assessment', rules(other.id, config.version), { token });
  assert.is(stale.status, 409);
  assert.is(stale.data.current_version, config.version + 1);
  const badWeight = await server.call('save_resume_assessment', { ...rules(other.id, config.version + 1), keywords: [{ term: 'x', weight: 9 }] }, { token });
  assert.equal(badWeight.data.fields, [{ path: 'keywords.0.weight', message: 'Keyword weight must be at most 5.' }]);
  const twice = await server.call('save_resume_assessment', { ...rules(other.id, config.version + 1), keywords: [{ term: 'Hoist', weight: 1 }, { term: 'hoist', weight: 2 }] }, { token });
  assert.equal(twice.data.fields, [{ path: 'keywords.1.term', message: 'Keyword "hoist" is listed twice.' }]);
  const badScore = await server.call('save_resume_assessment', { ...rules(other.id, config.version + 1), pass_score: 101 }, { token });
  assert.equal(badScore.data.fields, [{ path: 'pass_score', message: 'Pass score must be at most 100.' }]);
  const [audit] = await audits(server, 'save_resume_assessment');
  assert.equal([audit.entity, (audit.after as any).pass_score], ['resume_assessment_rule', 50]);
});

test('resume_assessment_import_file: good rows applied, bad rows reported by line, recognised names added', async ({ server, token, pcw }) => {
  const csv = [
    'position,rule,value,weight',
    'Personal Care Worker,keyword,palliative care,2',
    'Personal Care Worker,required,Certificate III in Individual Support,',
    'Personal Care Worker,pass_score,65,',
    'Nobody Role,keyword,anything,1',
    'Personal Care Worker,keyword,hoist,8',
    ',recognised,Test Training College,training',
  ].join('\n');
  const answer = await server.call('resume_assessment_import_file', { csv }, { token });
  assert.is(answer.err, 0, answer.msg);
  assert.equal([answer.data.imported, answer.data.rejected, answer.data.positions_changed], [4, 2, ['Personal Care Worker']]);
  assert.equal(answer.data.rows.filter((r: any) => !r.ok), [
    { line: 5, ok: false, message: 'Position "Nobody Role" does not exist.' },
    { line: 6, ok: false, message: 'Weight "8" must be a whole number from 1 to 5.' },
  ]);
  const { config, recognised_name_list } = (await server.call('resume_assessment_data', { position_id: pcw.id }, { token })).data;
  assert.ok(config.keywords.some((k: any) => k.term === 'palliative care' && k.weight === 2));
  assert.ok(config.required_qualifications.includes('Certificate III in Individual Support'));
  assert.is(config.pass_score, 65);
  assert.ok(recognised_name_list.includes('Test Training College'));
  const empty = await server.call('resume_assessment_import_file', { csv: '' }, { token });
  assert.equal(empty.data.fields, [{ path: 'csv', message: 'CSV is required: the text of the rules file.' }]);
  const [audit] = await audits(server, 'resume_assessment_import_file');
  assert.ok(audit.entity === 'resume_assessment_rule' || audit.entity === 'recognised_provider_name');
});

test('cb_seek_role_mapping_data and _save: replace the mapping; unknown positions and repeats are refused', async ({ server, token, pcw, other }) => {
  const saved = await server.call('cb_seek_role_mapping_save', { mapping_list: [{ seek_role: 'Aged Care Worker', position_id: pcw.id }, { seek_role: 'Support Worker (NDIS)', position_id: other.id }] }, { token });
  assert.is(saved.err, 0, saved.msg);
  const data = (await server.call('cb_seek_role_mapping_data', {}, { token })).data;
  assert.equal(data.mapping_list.map((m: any) => [m.seek_role, m.position]), [['Aged Care Worker', 'Personal Care Worker'], ['Support Worker (NDIS)', other.name]]);
  assert.ok(data.position_list.length >= 5);
  const unknown = await server.call('cb_seek_role_mapping_save', { mapping_list: [{ seek_role: 'Cook', position_id: 99_999 }] }, { token });
  assert.equal(unknown.data.fields, [{ path: 'mapping_list.0.position_id', message: 'Position 99999 does not exist.' }]);
  const repeated = await server.call('cb_seek_role_mapping_save', { mapping_list: [{ seek_role: 'Cook', position_id: pcw.id }, { seek_role: 'cook', position_id: pcw.id }] }, { token });
  assert.equal(repeated.data.fields, [{ path: 'mapping_list', message: 'Each SEEK role may be mapped once.' }]);
  const [audit] = await audits(server, 'cb_seek_role_mapping_save');
  assert.is((audit.after as any[]).length, 2);
});

test('get_provider_recognised_names and save_provider_recognised_names: the whole list replaced, audited', async ({ server, token }) => {
  const saved = await server.call('save_provider_recognised_names', { recognised_name_list: [{ name: 'TAFE NSW', kind: 'training' }, { name: 'Bupa Aged Care', kind: 'employer' }] }, { token });
  assert.is(saved.err, 0, saved.msg);
  const list = (await server.call('get_provider_recognised_names', {}, { token })).data.recognised_name_list;
  assert.equal(list.map((n: any) => [n.name, n.kind]), [['Bupa Aged Care', 'employer'], ['TAFE NSW', 'training']]);
  const short = await server.call('save_provider_recognised_names', { recognised_name_list: [{ name: 'X' }] }, { token });
  assert.equal(short.data.fields, [{ path: 'recognised_name_list.0.name', message: 'Name must be at least 2 characters.' }]);
  const [audit] = await audits(server, 'save_provider_recognised_names');
  assert.is((audit.after as any[]).length, 2);
});

test('resume_assessment_try_score: the saved rules applied to pasted text, with reasons; a position without rules is refused', async ({ server, token, pcw }) => {
  const { version } = (await server.call('resume_assessment_data', { position_id: pcw.id }, { token })).data.config;
  const set = await server.call('save_resume_assessment', {
    position_id: pcw.id, version, keywords: [{ term: 'palliative care', weight: 2 }], required_qualifications: ['Certificate III in Individual Support'], min_experience_years: 0, pass_score: 65,
  }, { token });
  assert.is(set.err, 0, set.msg);
  const tried = await server.call('resume_assessment_try_score', { position_id: pcw.id, text: 'Cert III Individual Support from TAFE NSW, 3 years in aged care.' }, { token });
  assert.is(tried.err, 0, tried.msg);
  assert.ok(tried.data.reasons.some((r: any) => r.rule === 'recognised' && r.met), JSON.stringify(tried.data));
  // Qualification 30, experience 20 (none asked), recognised 10; the keyword 'palliative care' missing.
  assert.is(tried.data.score, 60);
  assert.ok(tried.data.reasons.some((r: any) => r.rule === 'keyword' && !r.met));
  const empty = await server.call('resume_assessment_try_score', { position_id: pcw.id, text: '  ' }, { token });
  assert.equal(empty.data.fields, [{ path: 'text', message: 'Text is required: paste a resume.' }]);
  const list = (await server.call('resume_assessment_position_list', {}, { token })).data.position_list;
  const bare = list.find((p: any) => !p.has_rules);
  if (bare) assert.is((await server.call('resume_assessment_try_score', { position_id: bare.id, text: 'x' }, { token })).status, 409);
});

test.run();
