import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { aiRecommendations, aiSummaries, applications, auditLog, conversationMessages } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

type Ctx = { server: TestServer; token: string; withChat: number; withoutChat: number };
const ai = suite<Ctx>('ai summary');

ai.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  const db = ctx.server.database.db;
  const [chat] = await db
    .select({ id: conversationMessages.applicationId, n: count() })
    .from(conversationMessages)
    .groupBy(conversationMessages.applicationId)
    .having(sql`count(*) >= 10`)
    .orderBy(conversationMessages.applicationId)
    .limit(1);
  ctx.withChat = chat.id;
  const [none] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(sql`not exists (select 1 from ${conversationMessages} where ${conversationMessages.applicationId} = ${applications.id})`)
    .limit(1);
  ctx.withoutChat = none.id;
});
ai.after(async (ctx) => ctx.server.close());

const lastAudit = async (server: TestServer) => (await server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const auditCount = async (server: TestServer) => (await server.database.db.select({ n: count() }).from(auditLog))[0].n;

ai('ai_conversation_messages answers the conversation in order; an unknown application is not found', async ({ server, token, withChat }) => {
  const answer = await server.call('ai_conversation_messages', { application_id: withChat }, { token });
  assert.is(answer.err, 0, answer.msg);
  const messages = answer.data.messages as { sender: string; sent_at: string; body: string }[];
  assert.ok(messages.length >= 10);
  assert.equal(new Set(messages.map((m) => m.sender)), new Set(['recruiter', 'candidate']));
  const times = messages.map((m) => Date.parse(m.sent_at));
  assert.equal(times, [...times].sort((a, b) => a - b), 'oldest first');
  const missing = await server.call('ai_conversation_messages', { application_id: 99_999_999 }, { token });
  assert.is(missing.err, 404);
  assert.match(missing.msg, /Application 99999999 not found/);
});

ai('bad input names the field', async ({ server, token, withChat }) => {
  const noId = await server.call('ai_conversation_messages', {}, { token });
  assert.is(noId.err, 400);
  assert.equal(noId.data.fields, [{ path: 'application_id', message: 'Application id is required.' }]);
  const empty = await server.call('ai_conversation_summary_insert', { application_id: withChat, summary: '   ' }, { token });
  assert.is(empty.err, 400);
  assert.equal(empty.data.fields, [{ path: 'summary', message: 'Summary is required.' }]);
  const long = await server.call('ai_conversation_summary_insert', { application_id: withChat, summary: 'x'.repeat(4001) }, { token });
  assert.equal(long.data.fields, [{ path: 'summary', message: 'Summary is at most 4,000 characters.' }]);
  const score = await server.call('save_ai_recommendation', { application_id: withChat, recommendation: { fit: 'strong_fit', score: 101, reasons: [{ kind: 'strength', text: 'ok' }] } }, { token });
  assert.is(score.err, 400);
  assert.equal(score.data.fields, [{ path: 'recommendation.score', message: 'Score must be 0 to 100.' }]);
  const kind = await server.call('save_ai_recommendation', { application_id: withChat, recommendation: { fit: 'great', score: 50, reasons: [] } }, { token });
  assert.equal(kind.data.fields.map((f: { path: string }) => f.path).sort(), ['recommendation.fit', 'recommendation.reasons']);
});

ai('generate_ai_summary drafts from the conversation without writing anything', async ({ server, token, withChat }) => {
  const before = await auditCount(server);
  const first = await server.call('generate_ai_summary', { application_id: withChat }, { token });
  assert.is(first.err, 0, first.msg);
  assert.is(first.data.model, 'local-extractive');
  assert.ok(first.data.message_count >= 10);
  const lines = (first.data.summary as string).split('\n');
  assert.ok(lines.length >= 2 && lines.every((l) => /^- (Recruiter|Candidate): \S/.test(l)), first.data.summary);
  // Extractive: every line is a sentence somebody said.
  const said = (await server.call('ai_conversation_messages', { application_id: withChat }, { token })).data.messages.map((m: { body: string }) => m.body).join(' ');
  for (const line of lines) assert.ok(said.includes(line.replace(/^- (Recruiter|Candidate): /, '')), line);
  const again = await server.call('generate_ai_summary', { application_id: withChat }, { token });
  assert.is(again.data.summary, first.data.summary, 'deterministic');
  assert.is(await auditCount(server), before, 'a query writes no audit row');
});

ai('a conversation-less application is refused a generated summary, but takes a written one', async ({ server, token, withoutChat }) => {
  const draft = await server.call('generate_ai_summary', { application_id: withoutChat }, { token });
  assert.is(draft.err, 409);
  assert.match(draft.msg, /no screening conversation/);
  const generated = await server.call('ai_conversation_summary_insert', { application_id: withoutChat, summary: 'Invented.' }, { token });
  assert.is(generated.err, 409);
  assert.match(generated.msg, /origin 'written'/);
  const written = await server.call('ai_conversation_summary_insert', { application_id: withoutChat, summary: 'Spoke on the phone; keen, available weekends.', origin: 'written' }, { token });
  assert.is(written.err, 0, written.msg);
  assert.is(written.data.origin, 'written');
  assert.is(written.data.model, '');
});

ai('insert, edit, save and delete: versioned, audited, listed in gen_history', async ({ server, token, withChat }) => {
  const db = server.database.db;
  const draft = (await server.call('generate_ai_summary', { application_id: withChat }, { token })).data;
  const inserted = await server.call('ai_conversation_summary_insert', { application_id: withChat, summary: draft.summary }, { token });
  assert.is(inserted.err, 0, inserted.msg);
  const v1 = inserted.data;
  assert.is(v1.origin, 'generated');
  assert.is(v1.model, 'local-extractive');
  assert.is(v1.message_count, draft.message_count);
  assert.is(v1.created_by, 'Administrator');
  assert.is(v1.version, 1);
  let audit = await lastAudit(server);
  assert.is(audit.api, 'ai_conversation_summary_insert');
  assert.is(audit.entity, 'ai_summary');
  assert.is(audit.entityId, String(v1.id));
  assert.is(audit.before, null);
  assert.is((audit.after as { body: string }).body, draft.summary);

  const edited = await server.call('ai_conversation_summary_edit', { application_id: withChat, summary_id: v1.id, summary: `${draft.summary}\n- Recruiter note: call back Tuesday.`, version: 1 }, { token });
  assert.is(edited.err, 0, edited.msg);
  assert.is(edited.data.origin, 'edited');
  assert.is(edited.data.version, 2);
  assert.is(edited.data.edited_by, 'Administrator');
  audit = await lastAudit(server);
  assert.is((audit.before as { version: number }).version, 1);
  assert.is((audit.after as { version: number }).version, 2);

  const stale = await server.call('ai_conversation_summary_edit', { application_id: withChat, summary_id: v1.id, summary: 'Overwrite.', version: 1 }, { token });
  assert.is(stale.err, 409);
  assert.is(stale.data.current_version, 2);
  const wrongApplication = await server.call('ai_conversation_summary_edit', { application_id: withChat + 1, summary_id: v1.id, summary: 'x', version: 2 }, { token });
  assert.is(wrongApplication.err, 404);

  const saved = await server.call('save_ai_summary', { application_id: withChat, summary_id: v1.id, version: 2 }, { token });
  assert.is(saved.err, 0, saved.msg);
  assert.is(saved.data.saved, true);
  assert.is(saved.data.saved_by, 'Administrator');

  // A second version saved takes the place of the first (one saved per application).
  const second = (await server.call('ai_conversation_summary_insert', { application_id: withChat, summary: 'Short version.', origin: 'written' }, { token })).data;
  const audits = await auditCount(server);
  const moved = await server.call('save_ai_summary', { application_id: withChat, summary_id: second.id, version: second.version }, { token });
  assert.is(moved.err, 0, moved.msg);
  assert.is(await auditCount(server), audits + 2, 'both versions changed, both audited');
  const history = await server.call('ai_conversation_summary_gen_history', { application_id: withChat }, { token });
  assert.is(history.data.saved_id, second.id);
  assert.equal(history.data.list.slice(0, 2).map((s: { id: number; saved: boolean }) => [s.id, s.saved]), [[second.id, true], [v1.id, false]]);

  const refused = await server.call('ai_conversation_summary_delete', { application_id: withChat, summary_id: second.id, version: moved.data.version }, { token });
  assert.is(refused.err, 409);
  assert.match(refused.msg, /saved summary of application/);
  const first = history.data.list[1];
  const deleted = await server.call('ai_conversation_summary_delete', { application_id: withChat, summary_id: first.id, version: first.version }, { token });
  assert.is(deleted.err, 0, deleted.msg);
  assert.ok(deleted.data.deleted_at);
  const [row] = await db.select().from(aiSummaries).where(eq(aiSummaries.id, first.id));
  assert.ok(row.deletedAt, 'kept, marked deleted');
  const after = await server.call('ai_conversation_summary_gen_history', { application_id: withChat }, { token });
  assert.not.ok(after.data.list.some((s: { id: number }) => s.id === first.id), 'gone from the history');
  const again = await server.call('ai_conversation_summary_delete', { application_id: withChat, summary_id: first.id, version: deleted.data.version }, { token });
  assert.is(again.err, 404);
  const live = await db.select({ n: count() }).from(aiSummaries).where(and(eq(aiSummaries.applicationId, withChat), isNull(aiSummaries.deletedAt)));
  assert.is(live[0].n, after.data.list.length);
});

ai('generate_ai_recommendation judges fit with reasons; save_ai_recommendation keeps it, audited', async ({ server, token, withChat }) => {
  const generated = await server.call('generate_ai_recommendation', { application_id: withChat }, { token });
  assert.is(generated.err, 0, generated.msg);
  const r = generated.data;
  assert.ok(['strong_fit', 'possible_fit', 'weak_fit'].includes(r.fit));
  assert.ok(r.score >= 0 && r.score <= 100);
  assert.is(r.fit, r.score >= 70 ? 'strong_fit' : r.score >= 45 ? 'possible_fit' : 'weak_fit');
  assert.ok(r.reasons.length >= 2);
  assert.ok(r.reasons.some((x: { text: string }) => /Profile position/.test(x.text)), 'the profile is read');
  const saved = await server.call('save_ai_recommendation', { application_id: withChat, recommendation: { fit: r.fit, score: r.score, reasons: r.reasons, model: r.model } }, { token });
  assert.is(saved.err, 0, saved.msg);
  assert.is(saved.data.score, r.score);
  assert.is(saved.data.created_by, 'Administrator');
  const audit = await lastAudit(server);
  assert.is(audit.api, 'save_ai_recommendation');
  assert.is(audit.entity, 'ai_recommendation');
  assert.is(audit.entityId, String(saved.data.id));
  const [stored] = await server.database.db.select().from(aiRecommendations).where(eq(aiRecommendations.id, saved.data.id));
  assert.equal(stored.reasons, r.reasons);
  const list = await server.call('ai_recommendation_list', { application_id: withChat }, { token });
  assert.is(list.data.list[0].id, saved.data.id, 'newest first');
  const missing = await server.call('save_ai_recommendation', { application_id: 99_999_999, recommendation: { fit: r.fit, score: r.score, reasons: r.reasons } }, { token });
  assert.is(missing.err, 404);
});

ai('without a session every call is refused', async ({ server, withChat }) => {
  for (const api of ['ai_conversation_messages', 'generate_ai_summary', 'ai_conversation_summary_gen_history', 'generate_ai_recommendation']) {
    const answer = await server.call(api, { application_id: withChat });
    assert.is(answer.err, 3, api);
  }
});

ai.run();

// The same calls through an OpenAI-compatible endpoint (AI_BASE_URL), here a fake one on localhost.
const remote = suite<{ server: TestServer; token: string; fake: Server; requests: { path: string; auth: string; body: any }[]; id: number }>('ai summary through an OpenAI-compatible endpoint');

remote.before(async (ctx) => {
  ctx.requests = [];
  ctx.fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw);
      ctx.requests.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body });
      const content = body.response_format
        ? JSON.stringify({ score: 72, reasons: [{ kind: 'strength', text: 'Holds a Certificate III.' }, { kind: 'concern', text: 'Needs a car.' }] })
        : '- Candidate has three years in aged care.\n- Police check current.';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => ctx.fake.listen(0, '127.0.0.1', resolve));
  const port = (ctx.fake.address() as AddressInfo).port;
  ctx.server = await startTestServer({ ai: { kind: 'openai', baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'sk-test', model: 'care-model-1', timeoutMs: 5_000 } });
  ctx.token = await ctx.server.signIn();
  const [chat] = await ctx.server.database.db.select({ id: conversationMessages.applicationId }).from(conversationMessages).orderBy(conversationMessages.applicationId).limit(1);
  ctx.id = chat.id;
});
remote.after(async (ctx) => {
  await ctx.server.close();
  ctx.fake.close();
});

remote('summaries and recommendations come from the endpoint, and a kept draft names its model', async ({ server, token, requests, id }) => {
  const draft = await server.call('generate_ai_summary', { application_id: id }, { token });
  assert.is(draft.err, 0, draft.msg);
  assert.is(draft.data.summary, '- Candidate has three years in aged care.\n- Police check current.');
  assert.is(draft.data.model, 'care-model-1');
  const request = requests.at(-1)!;
  assert.is(request.path, '/v1/chat/completions');
  assert.is(request.auth, 'Bearer sk-test');
  assert.is(request.body.model, 'care-model-1');
  assert.match(request.body.messages[1].content, /^Recruiter \(/, 'the transcript is sent');
  const kept = await server.call('ai_conversation_summary_insert', { application_id: id, summary: draft.data.summary }, { token });
  assert.is(kept.data.model, 'care-model-1');
  const fit = await server.call('generate_ai_recommendation', { application_id: id }, { token });
  assert.is(fit.err, 0, fit.msg);
  assert.equal([fit.data.fit, fit.data.score, fit.data.reasons.length, fit.data.model], ['strong_fit', 72, 2, 'care-model-1']);
  assert.equal(requests.at(-1)!.body.response_format, { type: 'json_object' });
});

remote.run();
