// Palette subtitles and cheat-sheet headings name a command's area by its label in the user's language,
// never by the catalogue code ('sms', 'outerCandidate', 'linkRoute', 'jobAd' shown as JOBAD).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../../commands';
import '../../src/web/i18n/area-strings';
import { areaLabel } from '../../src/web/i18n/area-label';
import { t } from '../../src/web/i18n/i18n';
import { setLanguage } from '../../src/web/state/settings';

const test = suite('area labels');
const areas = [...new Set(registry.all.map((c) => c.area))];
const CJK = /[\u3400-\u9fff]/;

test('every catalogue area has an English label in the dictionary, not its code', async () => {
  await setLanguage('en');
  assert.ok(areas.length > 30, `${areas.length} areas`);
  const missing = areas.filter((a) => t(`area.${a}`, undefined, '') === '' || areaLabel(a) === a);
  assert.equal(missing, [], 'areas without an English label');
  assert.is(areaLabel('outerCandidate'), 'Outer candidates');
  assert.is(areaLabel('sms'), 'Text messages');
  assert.is(areaLabel('linkRoute'), 'Link routes');
});

test('every catalogue area has a Chinese label', async () => {
  await setLanguage('zh');
  const missing = areas.filter((a) => !CJK.test(areaLabel(a)));
  assert.equal(missing, [], 'areas without zh');
  assert.is(areaLabel('jobAd'), '招聘广告');
  await setLanguage('en');
});

test('an area the tables lack reads as words, not as its code', () => {
  assert.is(areaLabel('someNewArea'), 'Some new area');
});

test.run();
