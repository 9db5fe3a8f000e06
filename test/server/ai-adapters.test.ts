import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ConversationMessage } from '../../src/server/adapters/ai';
import { aiConfigFromEnv } from '../../src/server/adapters/ai-config';
import { extractSummary, formatSummary, pageRank, splitSentences, terms } from '../../src/server/adapters/ai-extractive';
import { localAi, recommendLocally } from '../../src/server/adapters/ai-local';
import { jsonOf, openAiAdapter } from '../../src/server/adapters/ai-openai';
import { AppError } from '../../src/server/app-error';

// A real screening chat, as a recruiter and a candidate typed it (names changed).
const R = (body: string): ConversationMessage => ({ sender: 'recruiter', author: 'Hannah Clarke', body });
const C = (body: string): ConversationMessage => ({ sender: 'candidate', author: 'Anjali', body });
const chat: ConversationMessage[] = [
  R('Hi Anjali, it\'s Hannah from Care Console. Thanks for applying for the Assistant in Nursing role at Wattle Grove Manor in Penrith. Have you got a few minutes?'),
  C('Hi Hannah! Yes, now is good.'),
  R('Great. Tell me a bit about your aged care experience.'),
  C('I have worked as an Assistant in Nursing at Jacaranda Gardens in St Marys for two years. Most of my shifts are in the dementia wing, and I also do palliative care with the RN.'),
  R('Lovely. What qualifications do you hold?'),
  C('I completed my Certificate III in Individual Support at TAFE NSW in 2022. My first aid and CPR were renewed in May.'),
  R('Do you have a current police check?'),
  C('My national police check is from March this year, so it is current.'),
  R('Which shifts can you work?'),
  C('I can work night shifts and every second weekend. I cannot work Monday mornings because of uni.'),
  R('Ok, and when could you start?'),
  C('I need to give two weeks\' notice at Jacaranda Gardens.'),
  R('Thanks Anjali, that\'s all for now. I\'ll be in touch about an interview.'),
  C('Thank you!'),
];

const extractive = suite('extractive summariser');

extractive('sentences split at stops and line breaks, not after abbreviations or inside numbers', () => {
  assert.equal(splitSentences('I hold a Cert. III in Ageing. I start at 7 a.m. on weekdays! Pay is 31.50 an hour?\nThanks'), [
    'I hold a Cert. III in Ageing.',
    'I start at 7 a.m. on weekdays!',
    'Pay is 31.50 an hour?',
    'Thanks',
  ]);
  assert.equal(splitSentences('I live on High St. I drive.'), ['I live on High St.', 'I drive.']);
});

extractive('terms drop small talk and stem endings', () => {
  assert.equal(terms('Thanks, yes that sounds great!'), []);
  assert.equal(terms('Working night shifts at the facilities'), ['work', 'night', 'shift', 'facility']);
});

extractive('pageRank favours the node the others point to and sums to one', () => {
  const ranks = pageRank([
    [0, 1, 0],
    [1, 0, 1],
    [0, 1, 0],
  ]);
  assert.ok(ranks[1] > ranks[0] && ranks[1] > ranks[2]);
  assert.ok(Math.abs(ranks.reduce((s, r) => s + r, 0) - 1) < 1e-9);
  assert.equal(pageRank([]), []);
});

extractive('the fixed conversation: the facts a recruiter needs, no small talk, in order, the same every time', () => {
  const chosen = extractSummary(chat);
  const text = chosen.map((s) => s.text);
  assert.ok(chosen.length >= 3 && chosen.length <= 6, text.join(' | '));
  assert.ok(text.some((t) => /Assistant in Nursing at Jacaranda Gardens/.test(t)), 'the experience');
  assert.ok(text.some((t) => /dementia wing|police check|night shifts|Certificate III/.test(t)), 'a check, a skill or availability');
  for (const t of text) assert.not.match(t, /^(Hi|Thank|Great|Lovely|Ok)\b/, `small talk: ${t}`);
  const order = chosen.map((s) => chat.findIndex((m) => m.body.includes(s.text)));
  assert.equal(order, [...order].sort((a, b) => a - b), 'conversation order');
  assert.equal(extractSummary(chat), chosen, 'deterministic');
  assert.equal(extractSummary(chat, { maxSentences: 2 }).length, 2);
  const summary = formatSummary(chosen);
  assert.ok(summary.split('\n').every((line) => /^- (Recruiter|Candidate): /.test(line)));
});

extractive('greetings alone give nothing to summarise', async () => {
  assert.equal(extractSummary([R('Hi there!'), C('Hello, thanks!')]), []);
  assert.is((await localAi.summarise([R('Hi there!'), C('Hello, thanks!')])).summary, '');
});

extractive('the local recommendation names what counted, for and against', () => {
  const job = { title: 'Assistant in Nursing', position: 'Assistant in Nursing', suburb: 'Penrith', state: 'NSW' };
  const good = recommendLocally({ name: 'Anjali', position: 'Assistant in Nursing', experience: '1_to_2yrs', suburb: 'St Marys', state: 'NSW', tags: ['police check', 'dementia care'] }, job, chat);
  assert.is(good.fit, 'strong_fit');
  const texts = good.reasons.map((r) => `${r.kind}: ${r.text}`);
  assert.ok(texts.includes('strength: Profile position is Assistant in Nursing, the role applied for.'), texts.join('\n'));
  assert.ok(texts.some((t) => t.startsWith('strength: Relevant qualification: “I completed my Certificate III')), texts.join('\n'));
  assert.ok(texts.some((t) => t.startsWith('concern: Notice period')), texts.join('\n'));
  assert.ok(good.reasons.findIndex((r) => r.kind === 'concern') > good.reasons.findLastIndex((r) => r.kind === 'strength'), 'strengths first');
  const far = recommendLocally({ name: 'Ben', position: 'Cook', experience: 'no_experience', suburb: 'Perth', state: 'WA', tags: [] }, job, []);
  assert.is(far.fit, 'weak_fit');
  assert.ok(far.score < good.score);
  assert.ok(far.reasons.some((r) => r.text === 'No screening conversation yet.'));
  assert.ok(far.reasons.some((r) => /Lives in WA; the job is in NSW/.test(r.text)));
});

extractive.run();

const config = suite('AI configuration');

config('local unless AI_BASE_URL is set; a bad address, a missing model or timeout fail at start', () => {
  assert.equal(aiConfigFromEnv({}), { kind: 'local' });
  assert.equal(aiConfigFromEnv({ AI_BASE_URL: 'https://api.example.com/v1', AI_MODEL: 'm', AI_API_KEY: 'k' }), { kind: 'openai', baseUrl: 'https://api.example.com/v1', apiKey: 'k', model: 'm', timeoutMs: 30_000 });
  assert.throws(() => aiConfigFromEnv({ AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' }), /AI_BASE_URL must be an http or https address/);
  assert.throws(() => aiConfigFromEnv({ AI_BASE_URL: 'http://localhost:11434/v1' }), /AI_MODEL must name the model/);
  assert.throws(() => aiConfigFromEnv({ AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'm', AI_TIMEOUT_MS: '-1' }), /AI_TIMEOUT_MS must be a positive whole number/);
});

config.run();

// The OpenAI-compatible adapter against a fake endpoint that answers what each test tells it to.
type Reply = (req: IncomingMessage, body: any, res: ServerResponse) => void;
const remote = suite<{ url: string; reply: Reply; close: () => void; seen: any[] }>('OpenAI-compatible adapter');

remote.before((ctx) =>
  new Promise<void>((resolve) => {
    ctx.seen = [];
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        ctx.seen.push({ url: req.url, auth: req.headers.authorization, body });
        ctx.reply(req, body, res);
      });
    });
    server.listen(0, '127.0.0.1', () => {
      ctx.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
      ctx.close = () => {
        server.closeAllConnections();
        server.close();
      };
      resolve();
    });
  }),
);
remote.after((ctx) => ctx.close());

const answer = (content: string | null, status = 200): Reply => (_req, _body, res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(status === 200 ? { choices: [{ message: { role: 'assistant', content } }] } : { error: { message: content } }));
};
const adapter = (url: string, timeoutMs = 2_000) => openAiAdapter({ kind: 'openai', baseUrl: url, apiKey: 'sk-local', model: 'tiny', timeoutMs });
const failure = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    assert.instance(error, AppError);
    return (error as AppError).message;
  }
  throw new Error('expected a failure');
};

remote('summarise posts the transcript to /chat/completions and returns the reply', async (ctx) => {
  ctx.reply = answer('- Two years as an AIN.\n- Police check current.');
  const draft = await adapter(ctx.url).summarise(chat);
  assert.equal(draft, { summary: '- Two years as an AIN.\n- Police check current.', model: 'tiny', message_count: chat.length });
  const last = ctx.seen.at(-1);
  assert.is(last.url, '/v1/chat/completions');
  assert.is(last.auth, 'Bearer sk-local');
  assert.is(last.body.messages[0].role, 'system');
  assert.match(last.body.messages[1].content, /^Recruiter \(Hannah Clarke\): Hi Anjali/);
  assert.match(last.body.messages[1].content, /\nCandidate \(Anjali\): Thank you!$/);
});

remote('recommend reads a JSON reply (fenced or not) and sets the fit from the score', async (ctx) => {
  ctx.reply = answer('```json\n{"score": 64.6, "reasons": [{"kind": "strength", "text": "Two years in dementia care."}]}\n```');
  const r = await adapter(ctx.url).recommend({ profile: { name: 'A', position: 'Assistant in Nursing', experience: '1_to_2yrs', suburb: 'St Marys', state: 'NSW', tags: [] }, job: { title: 'AIN', position: 'Assistant in Nursing', suburb: 'Penrith', state: 'NSW' }, messages: chat });
  assert.equal(r, { fit: 'possible_fit', score: 65, reasons: [{ kind: 'strength', text: 'Two years in dementia care.' }], model: 'tiny' });
  assert.equal(ctx.seen.at(-1).body.response_format, { type: 'json_object' });
  assert.match(ctx.seen.at(-1).body.messages[1].content, /Job: AIN \(Assistant in Nursing\) in Penrith, NSW\./);
  assert.equal(jsonOf('Sure! {"a": 1} Hope that helps.'), { a: 1 });
});

remote('failures are errors that say what went wrong, never an invented answer', async (ctx) => {
  const input = { profile: { name: 'A', position: '', experience: 'no_experience', suburb: '', state: 'NSW', tags: [] }, job: { title: 'x', position: 'Cook', suburb: 'x', state: 'NSW' }, messages: chat };
  ctx.reply = answer('Invalid API key', 401);
  assert.match(await failure(adapter(ctx.url).summarise(chat)), /refused the request \(HTTP 401: Invalid API key\)/);
  ctx.reply = answer('I think they are great!');
  assert.match(await failure(adapter(ctx.url).recommend(input)), /answered something that is not a recommendation/);
  ctx.reply = answer(null);
  assert.match(await failure(adapter(ctx.url).summarise(chat)), /answered without a message/);
  ctx.reply = () => {}; // never answers
  const started = Date.now();
  assert.match(await failure(adapter(ctx.url, 300).summarise(chat)), /did not answer within 0.3 s/);
  assert.ok(Date.now() - started < 2_000);
  assert.match(await failure(adapter('http://127.0.0.1:1/v1').summarise(chat)), /could not be reached/);
});

remote.run();
