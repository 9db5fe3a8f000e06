// The macro line format: parse ↔ print round trip, placeholders, comments, headers, and errors that name
// their line and column; the catalogue check of every step.
import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../../commands';
import { checkMacro } from '../../commands/macro-check';
import { paramsToAsk, parseMacro, printMacro, substitute, type MacroValue } from '../../commands/macro-format';

const test = suite('macro format');

const SAMPLE = `# Shortlist the selection and leave a check item
@name Shortlist and check
@description Moves each application on and notes the call
@param note "Call back soon"  # a default
application.changeStatus application_id={{row.id}} status=2   # version is read just before
checklist.add application_id={{row.id}} content="Call {{row.staff_name}} # not a comment" 
application.list status=[1,2] keyword="two words" archived=false page_size=5
`;

test('parses headers, steps, placeholders and comments (a # inside quotes is text)', () => {
  const parsed = parseMacro(SAMPLE);
  assert.ok(parsed.ok, JSON.stringify(parsed.issues));
  const { macro } = parsed;
  assert.is(macro.name, 'Shortlist and check');
  assert.is(macro.description, 'Moves each application on and notes the call');
  assert.equal(macro.params, [{ name: 'note', default: 'Call back soon', line: 4 }]);
  assert.equal(macro.steps.map((s) => [s.command, s.line]), [['application.changeStatus', 5], ['checklist.add', 6], ['application.list', 7]]);
  assert.equal(macro.steps[0].args, { application_id: { kind: 'ref', name: 'row.id' }, status: { kind: 'json', value: 2 } });
  assert.equal(macro.steps[1].args.content, { kind: 'text', template: 'Call {{row.staff_name}} # not a comment' });
  assert.equal(macro.steps[2].args, {
    status: { kind: 'json', value: [1, 2] }, keyword: { kind: 'json', value: 'two words' }, archived: { kind: 'json', value: false }, page_size: { kind: 'json', value: 5 },
  });
});

test('print then parse gives the same macro (and printing is stable)', () => {
  const first = parseMacro(SAMPLE).macro;
  const printed = printMacro(first);
  const again = parseMacro(printed);
  assert.ok(again.ok, JSON.stringify(again.issues));
  const strip = (m: typeof first) => ({ ...m, params: m.params.map(({ line: _l, ...p }) => p), steps: m.steps.map((s) => ({ command: s.command, args: s.args })) });
  assert.equal(strip(again.macro), strip(first));
  assert.is(printMacro(again.macro), printed);
  assert.match(printed, /^@name Shortlist and check\n/);
  assert.match(printed, /application\.changeStatus application_id=\{\{row\.id\}\} status=2\n/);
});

test('any value survives print → parse (fast-check), text that looks like a number stays text', () => {
  const json = fc.jsonValue().filter((v) => !JSON.stringify(v).includes('__proto__'));
  const value: fc.Arbitrary<MacroValue> = fc.oneof(
    json.map((v) => ({ kind: 'json' as const, value: JSON.parse(JSON.stringify(v)) })),
    fc.constantFrom('row.id', 'note', 'row.staff_name').map((name) => ({ kind: 'ref' as const, name })),
    fc.string().map((s) => ({ kind: 'text' as const, template: `${s.replace(/[{}]/g, '')} {{row.id}}` })),
  );
  fc.assert(fc.property(fc.dictionary(fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/), value, { maxKeys: 4 }), (args) => {
    const text = printMacro({ name: 'm', description: '', params: [], steps: [{ command: 'application.list', args, line: 1, column: 1, columns: {} }] });
    const parsed = parseMacro(text);
    assert.ok(parsed.ok, `${text} → ${JSON.stringify(parsed.issues)}`);
    assert.equal(parsed.macro.steps[0].args, { ...args });
  }));
  const step = parseMacro(printMacro({ name: '', description: '', params: [], steps: [{ command: 'a.b', args: { x: { kind: 'json', value: '12' } }, line: 1, column: 1, columns: {} }] })).macro.steps[0];
  assert.equal(step.args.x, { kind: 'json', value: '12' });
});

test('errors name their line and column, every line is reported', () => {
  const text = ['@name Broken', 'application.changeStatus application_id={{row.id} status=2', 'Not-a-command x=1', 'checklist.add content="open', 'application.list status=[1,2', 'application.list a=1 a=2', 'application.list a'].join('\n');
  const { issues } = parseMacro(text);
  assert.equal(issues.map((i) => [i.line, i.column]), [[2, 41], [3, 1], [4, 23], [5, 25], [6, 22], [7, 19]]);
  assert.match(issues[0].message, /Placeholder is not closed/);
  assert.match(issues[1].message, /'Not-a-command' is not a command id/);
  assert.match(issues[2].message, /Text is not closed/);
  assert.match(issues[3].message, /List is not closed/);
  assert.match(issues[4].message, /'a' is given twice/);
  assert.match(issues[5].message, /Expected = after 'a'/);
  assert.match(parseMacro('# only a comment\n').issues[0].message, /at least one step/);
  assert.match(parseMacro('application.list\n@name late').issues[0].message, /Headers .* come before the steps/);
  assert.match(parseMacro('@param note "Hi {{row.id}}"\napplication.list').issues[0].message, /A default is a plain value/);
});

test('substitution keeps types, fills text, reports missing values, leaves a missing row.version out', () => {
  const { macro } = parseMacro('checklist.add application_id={{row.id}} content="Hi {{row.name}}, {{note}}" version={{row.version}}');
  assert.equal(substitute(macro.steps[0], { params: { note: 'call me' }, row: { id: 7, name: 'Ann' } }), { args: { application_id: 7, content: 'Hi Ann, call me' }, missing: [] });
  assert.equal(substitute(macro.steps[0], { params: {}, row: { id: 7 } }).missing, ['row.name', 'note']);
  assert.equal(paramsToAsk(macro), ['note']);
  assert.equal(paramsToAsk(parseMacro('@param note "x"\nchecklist.add application_id=1 content={{note}}').macro), []);
});

test('the catalogue check: unknown command, client command, unknown argument, bad value, missing argument', () => {
  const text = [
    '@name Check',
    'application.changeStatus application_id={{row.id}} status=999',
    'application.nope x=1',
    'macro.repeat',
    'checklist.add application_id={{row.id}} colour=red',
    'application.changeStatus application_id=3 status={{status}}',
  ].join('\n');
  const { issues } = checkMacro(text, registry);
  const lines = issues.map((i) => `${i.line}:${i.column} ${i.message}`);
  assert.match(lines[0], /^2:59 status: Status must be one of/);
  assert.match(lines[1], /^3:1 No command 'application.nope'/);
  assert.match(lines[2], /^4:1 'macro.repeat' only runs in the browser/);
  assert.ok(lines.some((l) => /^5:41 'colour' is not an argument of checklist.add \(it takes application_id, content\)/.test(l)), lines.join('\n'));
  assert.ok(lines.some((l) => /^5:1 checklist.add needs content/.test(l)), lines.join('\n'));
  assert.not.ok(lines.some((l) => l.startsWith('6:')), 'a placeholder value and a missing version are fine');
});

test.run();
