// What a person reads for a command's arguments: a step that picks a record is named by the record kind
// ('Referee', not 'Referee id'), and a filter of review codes shows their labels, not
// 'pending approved rejected'. In both languages.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../../commands';
import '../../src/web/i18n/area-strings';
import { argLabel } from '../../src/web/commands/arg-label';
import { describeFields } from '../../src/web/commands/field-kind';
import { t } from '../../src/web/i18n/i18n';
import { setLanguage } from '../../src/web/state/settings';

const test = suite('step and filter labels');

const reviewOptions = () => {
  const list = registry.byId.get('order.list' as never)!;
  const field = describeFields(list.args).find((f) => f.key === 'review_status')!;
  return field.options!.map((o) => (o.labelKey ? t(o.labelKey, undefined, o.label) : o.label));
};

test('a record id step is named by its record kind', async () => {
  await setLanguage('en');
  assert.is(argLabel(t, 'referee_id'), 'Referee');
  assert.is(argLabel(t, 'facility_id'), 'Facility');
  assert.is(argLabel(t, 'outer_candidate_id'), 'Outer candidate');
  assert.is(argLabel(t, 'some_note'), 'Some note', 'other keys still read as words');
  await setLanguage('zh');
  assert.not.match(argLabel(t, 'facility_id'), /id/i);
  assert.match(argLabel(t, 'facility_id'), /[\u3400-\u9fff]/);
  await setLanguage('en');
});

test("the Review filter shows the order review labels, not its codes", async () => {
  await setLanguage('en');
  assert.equal(reviewOptions(), ['Awaiting review', 'Approved', 'Rejected']);
  await setLanguage('zh');
  assert.equal(reviewOptions(), ['待审核', '已通过', '已驳回']);
  await setLanguage('en');
});

test.run();
