// The worker choices of 'assign staff' say why one is refused in words (issue 22 §4): each reason once
// by its label, with the credentials and their dates, never 'credential_expired, credential_expired'.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry, type AnyCommand } from '../../commands';
import { checkAssignment } from '../../src/domain/assignment-check';
import { ENABLED_STAFF_STATUS } from '../../src/domain/assignment-rules';

const test = suite('conflict words');

const facts = {
  shift: { id: 9, position: 'Registered Nurse', startsAt: '2026-12-01T21:00:00Z', endsAt: '2026-12-02T05:00:00Z' },
  shiftLastDay: '2026-12-02',
  worker: { id: 4, name: 'Jane Citizen', status: ENABLED_STAFF_STATUS, position: 'Registered Nurse' },
  otherShifts: [],
  block: null,
  providerName: 'Brolga Home Care',
  required: [
    { name: 'First Aid', held: { expiresOn: '2026-10-01', verification: 'verified' } },
    { name: 'Police check', held: { expiresOn: '2026-09-12', verification: 'verified' } },
  ],
  training: [],
};

test('two expired credentials read as one label with both credentials and their dates', () => {
  const conflicts = checkAssignment(facts);
  assert.equal(conflicts.map((c) => [c.code, c.credential, c.date]), [['credential_expired', 'First Aid', '2026-10-01'], ['credential_expired', 'Police check', '2026-09-12']]);
  const assign = registry.byId.get('order.assignStaff' as never) as AnyCommand;
  const [option] = assign.argSources!.staff_id!.options({
    staff_list: [{ id: 4, name: 'Jane Citizen', position: 'Registered Nurse', suburb: 'Parramatta', state: 'NSW', conflicts, assignable: false }],
  });
  assert.is(option.label, 'Jane Citizen · Registered Nurse · Parramatta — refused: Expired credential: First Aid (2026-10-01), Police check (2026-09-12)');
  assert.not.match(option.label, /_/);
});

test.run();
