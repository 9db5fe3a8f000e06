// Spec §3 staff status 14 is written 'OnboardingInfoReceived'; where a person reads it (the palette's
// reason a status step has no choices, the undo journal's summary) it reads 'Onboarding info received'.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ArgSource } from '../../commands';
import { modifyStaffStatus } from '../../commands/staff-status-change';
import { summaryOf } from '../../src/server/kit/journal-undo';

const test = suite('staff status in words');

test("the palette's reason for no status change names the status in words", () => {
  const source = (modifyStaffStatus.argSources as Record<string, ArgSource>).new_status;
  const reason = source.reason!({ moves: [], status: 14 } as never);
  assert.is(reason, 'No staff status change is allowed from Onboarding info received.');
});

test("the undo journal's summary of a status change names both statuses in words", () => {
  const entry = {
    id: 1, command: 'profile.modifyStatus', runGroup: null,
    records: [{ entity: 'staff', entityId: '7', before: { name: 'Jane Citizen', status: 9 }, after: { name: 'Jane Citizen', status: 14 } }],
  };
  const summary = summaryOf([entry as never]);
  assert.match(summary, /Onboarding → Onboarding info received$/);
  assert.not.match(summary, /OnboardingInfoReceived/);
});

test.run();
