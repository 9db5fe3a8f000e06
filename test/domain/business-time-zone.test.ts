// The business's time zone (issue 22 §4, §6): Australia/Sydney unless the server sets BUSINESS_TIME_ZONE;
// a name that is not a zone is ignored; the console is told which it is (get_user_info).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const test = suite('business time zone');

test('the default until a real zone is set; a wrong name changes nothing', async () => {
  // A fresh copy of the module, so this process's zone is not changed for other suites.
  const zone = await import(`../../src/domain/format/business-time.ts?fresh=${Date.now()}`);
  assert.equal([zone.businessTimeZone(), zone.businessTimeZoneSource()], ['Australia/Sydney', 'default']);
  zone.setBusinessTimeZone('Mars/Olympus');
  assert.equal([zone.businessTimeZone(), zone.businessTimeZoneSource()], ['Australia/Sydney', 'default']);
  zone.setBusinessTimeZone('Australia/Perth');
  assert.equal([zone.businessTimeZone(), zone.businessTimeZoneSource(), zone.zoneCity()], ['Australia/Perth', 'setting', 'Perth']);
  const shared = await import('../../src/domain/format/business-time');
  assert.is(shared.businessTimeZone(), 'Australia/Sydney', 'the copy the rest of the process uses is untouched');
});

test.run();
