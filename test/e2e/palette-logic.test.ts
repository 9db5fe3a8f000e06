// The palette's logic without a browser: the matcher's tiers and its narrowing (typing forward must
// give what a fresh search gives), argument steps read from zod schemas (choices, record search,
// dates), the flow's preview/selection/step-back rules, and the 15-minute time choices.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { defineCommand, type CommandContext } from '../../commands';
import { changeApplicationStatus, setApplicationArchived } from '../../commands/application';
import { argSteps, knownArgs } from '../../src/web/commands/arg-walk';
import { rankTop } from '../../src/web/palette/match';
import { answerStep, callArgs, startFlow, stepBack } from '../../src/web/palette/palette-flow';
import { parseTypedDate, timeOptions, toIsoDateTime } from '../../src/web/palette/when-options';

const item = (title: string, extra = '') => ({ title, haystack: `${title} ${extra}` });

test('ranking: exact, then title prefix, word starts, words anywhere, substring, then fuzzy', () => {
  const items = [item('Restore archived'), item('Archive application'), item('Archive'), item('Go to archive', ''), item('Unarchive all'), item('Change status', 'archive keyword'), item('Arcihve typo')];
  const titles = rankTop(items, 'archive').items.map((i) => i.title);
  // 'Restore archived' and 'Go to archive' both start a title word with it: their own order decides.
  assert.equal(titles.slice(0, 6), ['Archive', 'Archive application', 'Restore archived', 'Go to archive', 'Change status', 'Unarchive all']);
  assert.ok(titles.includes('Arcihve typo'), 'a transposition still matches, last');
});

test('ranking: boost orders items within a tier, never across tiers', () => {
  const items = [item('Applicants'), item('Applications'), item('Job applications')];
  const boosted = rankTop(items, 'appli', (i) => (i.title === 'Applications' ? 5 : i.title === 'Job applications' ? 9 : 0)).items.map((i) => i.title);
  assert.equal(boosted, ['Applications', 'Applicants', 'Job applications']);
});

test('narrowing: typing forward and back gives the same answers as a fresh search', () => {
  const names = ['Olivia Smith', 'Sam Smithers', 'Jack Nguyen', 'Sarah Ngu', 'Smita Patel', 'Tom Jones', 'Olivia Chen'];
  const many = Array.from({ length: 3000 }, (_, i) => item(`${names[i % names.length]} ${i}`, `person${i}@example.com`));
  const sequence = ['s', 'sm', 'smi', 'smit', 'smith', 'smit', 'smi', 'sa', 'sar', 'sarah', 'sarah ', 'sarah n', 'sarah ngu', 'o', 'ol', 'oli', 'olv', 'olvia'];
  for (const q of sequence) {
    const typed = rankTop(many, q, () => 0, 10).items.map((i) => i.title);
    const fresh = rankTop([...many], q, () => 0, 10).items.map((i) => i.title);
    assert.equal(typed, fresh, q);
  }
});

test('steps: enums and booleans are choices, known ids are skipped, a stale version comes from fill', () => {
  const ctx: CommandContext = { path: '/job/applications', record: { kind: 'application', id: 12, fields: { version: 3, archived: false } } };
  const known = knownArgs(changeApplicationStatus, ctx);
  assert.equal(known, { application_id: 12, version: 3 });
  assert.equal(argSteps(changeApplicationStatus, known, ctx).map((s) => [s.key, s.kind]), [['status', 'source']]);
  const archive = argSteps(setApplicationArchived, knownArgs(setApplicationArchived, ctx), ctx);
  assert.is(archive[0].kind, 'choice');
  const options = archive[0].kind === 'choice' ? archive[0].options : [];
  assert.equal(options.find((o) => o.default)?.value, true, 'an active row is most likely being archived');
});

test('steps: ids of records are a record search; dates and times are date and quarter-hour steps', () => {
  const command = defineCommand({
    id: 'interview.schedule', api: 'schedule_interview', title: 'Schedule interview', area: 'test', kind: 'action',
    args: z.strictObject({ staff_id: z.number().int(), starts_at: z.iso.datetime(), day: z.string().describe('ISO 8601 date'), note: z.string().optional() }),
    result: z.object({}),
  });
  const steps = argSteps(command, {});
  assert.equal(steps.map((s) => s.kind === 'record' ? `record:${s.recordKind}` : s.kind === 'when' ? `when:${s.part}` : s.kind), ['record:applicant', 'when:datetime', 'when:date']);
  assert.is(timeOptions().length, 96);
  assert.is(timeOptions()[37].value, '09:15');
  assert.is(parseTypedDate('3/4/2026'), '2026-04-03', 'day first, as in Australia');
  assert.is(parseTypedDate('2026-02-30'), null);
  assert.ok(z.iso.datetime().safeParse(toIsoDateTime('2026-04-03', '09:15')).success);
});

test('flow: a selection runs per row (version only for the focused one); Esc steps back to the start', () => {
  const ctx: CommandContext = { path: '/job/applications', record: { kind: 'application', id: 12, fields: { version: 3 } }, selection: { kind: 'application', ids: [12, 13] } };
  const flow = startFlow(changeApplicationStatus, ctx);
  assert.equal(flow.targets, [12, 13]);
  const { flow: answered, ready } = answerStep(flow, 2);
  assert.ok(ready);
  assert.equal(callArgs(answered, 12), { application_id: 12, version: 3, status: 2 });
  assert.equal(callArgs(answered, 13), { application_id: 13, status: 2 });
  assert.is(stepBack({ ...answered, status: 'preview' })?.status, 'asking');
  assert.is(stepBack(flow), null);
});

test.run();
