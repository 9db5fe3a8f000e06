// The palette's logic without a browser: the matcher's tiers and its narrowing (typing forward must
// give what a fresh search gives), argument steps read from zod schemas (choices, record search,
// dates), the flow's preview/confirm/selection/step-back rules, hand-overs (Completed, Restore), each
// row's own version, and the 15-minute time choices.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { snapshot } from 'valtio';
import { defineCommand, registry, type AnyCommand, type CommandContext } from '../../commands';
import { changeApplicationStatus, completeRecruitment, setApplicationArchived } from '../../commands/application';
import { argSteps, knownArgs } from '../../src/web/commands/arg-walk';
import { preselectedOption } from '../../src/web/commands/field-kind';
import { rankTop } from '../../src/web/palette/match';
import { answerStep, callArgs, handOver, needsConfirm, startFlow, stepBack } from '../../src/web/palette/palette-flow';
import { clearSelection, commandContext, onSelectionCleared, setSelection } from '../../src/web/state/command-context';
import { parseTypedDate, timeOptions, toIsoDateTime } from '../../src/web/palette/when-options';

const item = (title: string, extra = '') => ({ title, haystack: `${title} ${extra}` });

test('ranking: exact, then title prefix, word starts, words anywhere, substring, then fuzzy', () => {
  const items = [item('Restore archived'), item('Archive application'), item('Archive'), item('Go to archive', ''), item('Unarchive all'), item('Change status', 'archive keyword'), item('Arcihve typo')];
  const titles = rankTop(items, 'archive').items.map((i) => i.title);
  // 'Restore archived' and 'Go to archive' both start a title word with it: their own order decides.
  assert.equal(titles.slice(0, 6), ['Archive', 'Archive application', 'Restore archived', 'Go to archive', 'Change status', 'Unarchive all']);
  // Typo matches fill in only when no title holds the text.
  assert.not.ok(titles.includes('Arcihve typo'), 'no guesses at misspellings below a title that holds the text');
  const typed = rankTop(items, 'arhcive').items.map((i) => i.title);
  assert.ok(typed.includes('Archive') && typed.includes('Arcihve typo'), `a transposition typed matches by the typo pass: ${typed.join(', ')}`);
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

const onApplication = (id: number, fields: Record<string, unknown>): CommandContext => ({ path: '/job/applications', record: { kind: 'application', id, fields } });
const statusSource = changeApplicationStatus.argSources!.status!;
const op = (label: string, status: number | null, extra: Partial<{ archive: boolean; restore: boolean; default: boolean; danger: boolean; command: string }> = {}) => ({
  label, status, archive: false, restore: false, default: false, danger: false, command: 'application.changeStatus', ...extra,
});

test('danger: Log out and destructive choices are confirmed first; a safe choice after Esc is not', () => {
  const logout = registry.byId.get('auth.logout') as AnyCommand;
  assert.ok(logout.danger, 'Log out is a danger command');
  assert.ok(needsConfirm(startFlow(logout, { path: '/dashboard' })));
  const flow = startFlow(changeApplicationStatus, onApplication(12, { version: 3, status: 2 }));
  assert.not.ok(needsConfirm(answerStep(flow, 7, { value: 7, label: 'Select' }).flow));
  const notFit = answerStep(flow, 4, { value: 4, label: 'Not fit', danger: true }).flow;
  assert.ok(needsConfirm(notFit));
  const back = stepBack({ ...notFit, status: 'confirm' })!;
  assert.is(back.status, 'asking');
  assert.not.ok(needsConfirm(answerStep(back, 7, { value: 7, label: 'Select' }).flow), 'a new, safe choice needs no confirm');
});

test('preselection: a destructive option is never the default; without a default nothing is preselected', () => {
  assert.is(preselectedOption([{ value: 4, label: 'Not fit', default: true, danger: true }, { value: 7, label: 'Select' }]), undefined);
  assert.is(preselectedOption([{ value: 4, label: 'Not fit', danger: true }]), undefined);
  assert.is(preselectedOption([{ value: 4, label: 'Not fit', danger: true }, { value: 2, label: 'Shortlist', default: true }])?.value, 2);
});

test('an archived application offers only Restore and says why; Restore hands over with archived = false', () => {
  const answer = { status: 2, archived: true, version: 5, ops: [op('Restore', null, { restore: true, default: true, command: 'application.setArchived' })], reason: 'Application 12 is archived: restore it before changing its status.' };
  const options = statusSource.options(answer);
  assert.equal(options.map((o) => [o.label, o.command]), [['Restore', 'application.setArchived']]);
  assert.is(statusSource.reason?.(answer), answer.reason);
  const flow = startFlow(changeApplicationStatus, onApplication(12, { version: 5, archived: true }));
  const restore = handOver(flow, options[0], setApplicationArchived);
  assert.is(restore.command.id, 'application.setArchived');
  assert.equal(restore.known, { application_id: 12, version: 5, archived: false });
  assert.equal(restore.steps, [], 'nothing left to ask: it runs at once');
  assert.not.ok(needsConfirm(restore));
});

test('Completed hands over to complete recruitment and its preview; Esc from the preview returns to the status step', () => {
  const answer = { status: 16, archived: false, version: 5, ops: [op('Complete recruitment', 20, { default: true, command: 'application.completeRecruitment' }), op('Archive', null, { archive: true, danger: true, command: 'application.setArchived' })], reason: null };
  const options = statusSource.options(answer);
  assert.equal(options.map((o) => [o.value, o.command, o.default]), [[20, 'application.completeRecruitment', true]], 'archive is not a status');
  const flow = startFlow(changeApplicationStatus, onApplication(12, { version: 5, status: 16 }));
  const complete = handOver(flow, options[0], completeRecruitment);
  assert.equal(complete.known, { application_id: 12, version: 5 });
  assert.is(complete.command.preview, 'application.completeRecruitmentPreview');
  const back = stepBack({ ...complete, status: 'preview' });
  assert.is(back?.command.id, 'application.changeStatus');
  assert.is(back?.status, 'asking');
});

test('a run over rows writes each row with its own version, reads the unknown ones, and is over once done', () => {
  const ctx = {
    ...onApplication(12, { version: 3 }),
    selection: { kind: 'application' as const, ids: [12, 13, 14], rows: { 12: { id: 12, version: 3 }, 13: { id: 13, version: 8 } } },
  };
  const flow = startFlow(changeApplicationStatus, ctx);
  assert.equal(flow.targets, [12, 13, 14]);
  const answered = answerStep(flow, 2).flow;
  assert.equal(callArgs(answered, 12), { application_id: 12, version: 3, status: 2 });
  assert.equal(callArgs(answered, 13), { application_id: 13, version: 8, status: 2 }, 'its own version, not the focused row\'s');
  assert.equal(callArgs(answered, 14), { application_id: 14, status: 2 }, 'unknown: read before the write');
  assert.equal(callArgs(answered, 14, 21), { application_id: 14, version: 21, status: 2 });
  assert.is(stepBack({ ...answered, status: 'done', outcomes: [] }), null, 'Esc leaves a finished run, never back into it');
});

test('the selection keeps the fields of rows selected on an earlier page, and clears after a run', () => {
  const page1: { id: number; version: number }[] = [{ id: 1, version: 4 }, { id: 2, version: 5 }, { id: 3, version: 6 }];
  const page2: { id: number; version: number }[] = [{ id: 30, version: 9 }];
  setSelection('application', [1, 2], page1);
  setSelection('application', [1, 2, 30], page2);
  const rows = snapshot(commandContext).selection?.rows ?? {};
  assert.equal(Object.fromEntries(Object.entries(rows).map(([id, r]) => [id, r.version])), { 1: 4, 2: 5, 30: 9 });
  let cleared = 0;
  const stop = onSelectionCleared(() => cleared++);
  clearSelection();
  stop();
  assert.is(cleared, 1, 'the list is told to clear its selected set');
  assert.is(commandContext.selection, undefined);
});

test('the version is never asked in the palette: it comes from the row, or is read', () => {
  assert.equal(argSteps(changeApplicationStatus, {}).map((s) => s.key), ['application_id', 'status']);
  assert.equal(argSteps(completeRecruitment, { application_id: 3 }).map((s) => s.key), []);
});

test.run();
