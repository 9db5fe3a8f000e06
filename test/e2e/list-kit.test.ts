// The list screen kit's pure parts, without a browser: columns read from a list command's result
// schema (formats by type and name, enums from the row, the filters or the record kind), the first
// sort from the argument schema's defaults, the row commands and key hints per record kind, estimated
// totals, and route rows that get the kit's screen.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getCommand } from '../../commands';
import { applicationRow } from '../../commands/application';
import { staffRow } from '../../commands/staff';
import { experienceBands } from '../../src/domain/enums/candidate';
import { australianStates } from '../../src/domain/enums/location';
import { staffStatus } from '../../src/domain/enums/staff-status';
import { loadLanguage } from '../../src/web/i18n/i18n';
import { findRoute } from '../../src/web/routes/route-table';
import { planColumns, rowSchemaOf } from '../../src/web/screens/generic/column-plan';
import { sortFields } from '../../src/web/screens/generic/list-filters';
import { listKeyHints, rowCommands } from '../../src/web/screens/generic/row-commands';
import { applicationList } from '../../src/web/screens/staff/application-list';
import { applicantList } from '../../src/web/screens/staff/staff-list';
import { settings } from '../../src/web/state/settings';
import { formatTotal, roundEstimate } from '../../src/web/ui/count-format';

const test = suite('list kit');

const formats = (plans: ReturnType<typeof planColumns>) => Object.fromEntries(plans.map((p) => [p.key, p.format]));

test('columns come from the row schema: formats by type and name, in the order shown', () => {
  const plans = planColumns(staffRow, 'applicant', applicantList);
  assert.equal(plans.map((p) => p.key), [...applicantList.show!]);
  assert.equal(formats(plans), {
    name: 'title', age: 'number', position: 'text', experience: 'enum', email: 'email', phone: 'phone', status: 'enum', tags: 'tags', created_at: 'datetime',
  });
  const status = plans.find((p) => p.key === 'status')!;
  assert.is(status.enum, staffStatus, 'a status is its record kind’s enumeration');
  assert.is(status.tone?.(10), 'green', 'with a tag tone');
  assert.is(plans.find((p) => p.key === 'experience')!.enum, experienceBands);
  assert.is(plans.find((p) => p.key === 'experience')!.tone, undefined, 'an enum without tones reads as text');
  assert.is(plans.find((p) => p.key === 'age')!.label, 'field.age');
});

test('without `show`: every field but the version and references; a filter’s enum labels its column', () => {
  const command = getCommand('staff.enabledList');
  const plans = planColumns(rowSchemaOf(command)!, 'staff', { args: command.args });
  const keys = plans.map((p) => p.key);
  assert.not.ok(keys.includes('version'));
  assert.ok(keys.includes('id') && keys.includes('created_at'));
  assert.is(plans.find((p) => p.key === 'state')!.enum, australianStates, 'state codes read as the filter’s enum');
  assert.is(plans.find((p) => p.key === 'experience')!.enum, experienceBands);
  const applications = planColumns(applicationRow, 'application', {});
  assert.not.ok(applications.some((p) => p.key === 'job_id' || p.key === 'staff_id'), 'references to other records are plumbing');
  assert.is(formats(applications).archived, 'boolean');
  assert.is(planColumns(applicationRow, 'application', { columns: { archived: { hidden: true }, name: { label: 'x.y' } } }).find((p) => p.key === 'name')!.label, 'x.y');
});

test('lists start newest first: the table’s first sort is the schema’s default', () => {
  assert.equal(sortFields(getCommand('staff.list')), { fields: ['id', 'name', 'status', 'created_at', 'age'], by: 'created_at', desc: true });
  const applications = sortFields(getCommand('application.list'));
  assert.is(applications.by, 'applied_at');
  assert.ok(applications.desc);
});

test('row commands and key hints are only those that work on the row’s kind', () => {
  const applicantKeys = rowCommands('applicant').map((c) => c.kbd);
  const applicationKeys = rowCommands('application').map((c) => c.kbd);
  assert.ok(['n', 't', 'shift+s'].every((k) => applicantKeys.includes(k)), 'note, tag and staff status on an applicant');
  assert.not.ok(applicantKeys.includes('s') || applicantKeys.includes('a'), 'no application keys on an applicant');
  assert.ok(['s', 'e', 'a', 'o'].every((k) => applicationKeys.includes(k)), 'status, archive, advance and ops on an application');
  assert.not.ok(applicationKeys.includes('n') || applicationKeys.includes('shift+s'), 'no applicant keys on an application');
  // A row command acts on the row, except one on the row's referees (shift+R), which asks which referee
  // and never runs over a selection of people (its record is a referee: palette-flow keeps it single).
  const onOwnRecord = (c: { id: string }) => c.id === 'referee.sendCheck';
  for (const c of rowCommands('applicant').filter((c) => !onOwnRecord(c))) assert.is(c.recordArg, 'staff_id', c.id);
  for (const c of rowCommands('application').filter((c) => !onOwnRecord(c))) assert.is(c.recordArg, 'application_id', c.id);
  assert.ok(rowCommands('application').some(onOwnRecord), 'shift+R is offered on an application');
  const keys = (kind: 'applicant' | 'application') => listKeyHints(kind, { open: true, search: true, filters: true, pages: true }).flatMap((h) => h.kbds);
  assert.not.ok(keys('applicant').includes('s'));
  assert.ok(keys('application').includes('s') && keys('application').includes('e'));
  for (const kbd of ['j', 'k', 'enter', 'x', '/', 'f', 'shift+j', 'shift+k', 'shift+a']) assert.ok(keys('applicant').includes(kbd), kbd);
  assert.not.ok(listKeyHints('applicant', { open: false, search: false, filters: false, pages: true }).some((h) => h.kbds.includes('enter') || h.kbds.includes('/')));
});

test('estimated totals read “about 98,000” (two figures), exact ones in full, in en and zh', async () => {
  assert.is(roundEstimate(98_123), 98_000);
  assert.is(roundEstimate(1_234_567), 1_200_000);
  assert.is(formatTotal(98_123, true), 'about 98,000');
  assert.is(formatTotal(98_123, false), '98,123');
  await loadLanguage('zh');
  settings.language = 'zh';
  assert.is(formatTotal(98_123, true), '约 98,000');
  settings.language = 'en';
});

test('route rows naming a list get the kit’s screen, no page file', () => {
  for (const path of ['/job/applications', '/staff/enabled-staff']) {
    const route = findRoute(path)!;
    assert.is(route.pending, undefined, `${path} is built`);
  }
  assert.is(applicationList.open!({ staff_id: 7 } as never), '/staff/applicants/detail/7', 'Enter opens the applicant');
});

test.run();
