import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../support/server';

const search = suite<{ server: TestServer; token: string }>('record search');
search.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
});
search.after(async (ctx) => ctx.server.close());

search('finds an applicant by surname, email and phone', async ({ server, token }) => {
  const [someone] = (await server.call('get_staff_list', { page_size: 1, page: 3 }, { token })).data.list;
  for (const q of [someone.surname, someone.email, someone.phone.slice(-7)]) {
    const answer = await server.call('search_records', { q, kinds: ['applicant'], limit: 20 }, { token });
    assert.is(answer.err, 0);
    assert.ok(answer.data.hits.some((h: { kind: string; id: number }) => h.kind === 'applicant' && h.id === someone.id), q);
  }
});

search('finds providers, facilities and job ads by name; each hit has a console path', async ({ server, token }) => {
  const { hits: all } = (await server.call('search_records', { q: 'care' }, { token })).data;
  assert.ok(all.some((h: { kind: string }) => h.kind === 'provider'), 'a provider named …care…');
  for (const hit of all) assert.match(hit.path, /^\//);
  const [job] = (await server.call('job_applicant_list_v2', { page_size: 1 }, { token })).data.list;
  const byTitle = (await server.call('search_records', { q: job.job_title.slice(0, 20), kinds: ['jobAd'] }, { token })).data.hits;
  assert.ok(byTitle.length > 0);
  assert.ok(byTitle.every((h: { kind: string }) => h.kind === 'jobAd'));
});

search('a number finds the application with that id', async ({ server, token }) => {
  const [app] = (await server.call('job_applicant_list_v2', { page_size: 1, page: 50 }, { token })).data.list;
  assert.ok(app.id >= 10);
  const hits = (await server.call('search_records', { q: String(app.id), kinds: ['application'] }, { token })).data.hits;
  assert.equal(hits.map((h: { id: number }) => h.id), [app.id]);
});

search('limits hits per kind and refuses a too-short query', async ({ server, token }) => {
  const hits = (await server.call('search_records', { q: 'an', kinds: ['applicant'], limit: 3 }, { token })).data.hits;
  assert.ok(hits.length <= 3);
  const short = await server.call('search_records', { q: 'a' }, { token });
  assert.is(short.err, 400);
  assert.equal(short.data.fields, [{ path: 'q', message: 'Type at least 2 characters.' }]);
});

search.run();
