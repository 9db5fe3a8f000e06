// A list marks the rows whose version moved since it showed them, and only those (ui/use-changed-rows.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { movedRows } from '../../src/web/ui/use-changed-rows';

test('a re-read marks the rows seen before at another version, not rows new to the list nor rows without a version', () => {
  const seen = new Map<number, unknown>();
  assert.equal(movedRows(seen, [{ id: 1, version: 3 }, { id: 2, version: 1 }]), [], 'the first load marks nothing');
  assert.equal(movedRows(seen, [{ id: 1, version: 4 }, { id: 2, version: 1 }, { id: 9, version: 7 }]), [1], 'only the row whose version moved');
  assert.equal(movedRows(seen, [{ id: 9, version: 7 }, { id: 5 }]), [], 'a row without a version is never marked');
  assert.equal(movedRows(seen, [{ id: 1, version: 4 }]), [], 'the same version again is not a change');
});

test.run();
