// Spec §4 job-application table, pasted verbatim and parsed, checked row by row and pair by pair.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applicationStatus } from '../../src/domain/enums/application-status';
import {
  adminActionLabel,
  adminActionLabels,
  allowedTargets,
  applicationActions,
  applicationTransitions,
  canTransition,
  defaultAction,
} from '../../src/domain/transitions';
import { codedList } from './spec-text';

const specTable = `
| 1 | Shortlist (2, default), Archive, Not fit (4) |
| 2 | Select (7), Archive, Not fit |
| 3 | Archive, Not fit |
| 4 | Shortlist (default), Archive |
| 5 | Mark as interviewed (6, default), Archive |
| 6 | Select (7, default), Archive, Not fit |
| 7 | Archive, Not fit |
| 8 to 15 | Archive only |
| 16, 17 | Complete recruitment (20, default), Archive |
| 18 | Shortlist (default), Not fit |
| 20 | Archive |
| 21, 22 | Select (default), Archive, Not fit |
| 23, 24 | Complete recruitment, Archive |
| 25, 27, 28 | Select, Archive, Not fit |
| 26 | Mark as interviewed (default), Archive |
| 30 | Archive |
| 31 | Archive, Not fit |
| 44, 45, 46, 103 | Archive |
`;

// Where a row names an action without its target, the target is the one given at its first mention.
const targets: Record<string, number | null> = {
  Shortlist: 2,
  Select: 7,
  'Not fit': 4,
  'Mark as interviewed': 6,
  'Complete recruitment': 20,
  Archive: null,
};

type Expected = { label: string; status: number | null; archive: boolean; default: boolean };

function parseStatuses(cell: string): number[] {
  const range = /^(\d+) to (\d+)$/.exec(cell);
  if (range) {
    const out: number[] = [];
    for (let n = Number(range[1]); n <= Number(range[2]); n++) out.push(n);
    return out;
  }
  return cell.split(', ').map(Number);
}

function parseActions(cell: string): Expected[] {
  return [...cell.replace(/ only$/, '').matchAll(/([A-Za-z ]+?)(?: \(([^)]*)\))?(?:, |$)/g)].map(([, label, note]) => {
    const parts = (note ?? '').split(', ').filter(Boolean);
    const explicit = parts.find((p) => /^\d+$/.test(p));
    if (!(label! in targets)) throw new Error(`unknown action ${label}`);
    const status = explicit === undefined ? targets[label!]! : Number(explicit);
    if (explicit !== undefined) assert.is(Number(explicit), targets[label!], `${label} target is consistent`);
    return { label: label!, status, archive: label === 'Archive', default: parts.includes('default') };
  });
}

const expected = new Map<number, Expected[]>();
for (const line of specTable.trim().split('\n')) {
  const [, statuses, actions] = line.split('|').map((cell) => cell.trim());
  for (const status of parseStatuses(statuses!)) expected.set(status, parseActions(actions!));
}

const strip = (actions: readonly Expected[]) =>
  actions.map(({ label, status, archive, default: isDefault }) => ({ label, status, archive, default: isDefault }));

test('the parsed spec table has the rows written out by hand', () => {
  // Guards the parser: a few rows spelled out in full.
  assert.equal(expected.get(1), [
    { label: 'Shortlist', status: 2, archive: false, default: true },
    { label: 'Archive', status: null, archive: true, default: false },
    { label: 'Not fit', status: 4, archive: false, default: false },
  ]);
  assert.equal(expected.get(18), [
    { label: 'Shortlist', status: 2, archive: false, default: true },
    { label: 'Not fit', status: 4, archive: false, default: false },
  ]);
  assert.equal(expected.get(12), [{ label: 'Archive', status: null, archive: true, default: false }]);
  assert.equal([...expected.keys()].sort((a, b) => a - b), [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 26, 27, 28, 30, 31, 44, 45, 46, 103,
  ]);
});

test('every row: the same actions, in order, with targets, archive flag and default', () => {
  for (const [status, actions] of expected) {
    assert.equal(strip(applicationActions(status)), actions, `status ${status}`);
  }
});

test('the exported table has exactly the rows of the spec, 8 to 15 expanded', () => {
  assert.equal(
    Object.keys(applicationTransitions).map(Number).sort((a, b) => a - b),
    [...expected.keys()].sort((a, b) => a - b),
  );
  for (const status of [8, 9, 10, 11, 12, 13, 14, 15]) assert.equal(strip(applicationTransitions[status as 8]!), expected.get(8));
});

test('action keys name the action', () => {
  const keys: Record<string, string> = {
    Shortlist: 'shortlist',
    Select: 'select',
    'Not fit': 'notFit',
    Archive: 'archive',
    'Mark as interviewed': 'markInterviewed',
    'Complete recruitment': 'completeRecruitment',
  };
  for (const status of expected.keys()) {
    for (const action of applicationActions(status)) assert.is(action.key, keys[action.label], action.label);
  }
});

test('statuses without a row allow nothing', () => {
  assert.equal(applicationActions(47), []);
  for (const status of applicationStatus.codes) {
    if (!expected.has(status)) assert.equal(applicationActions(status), [], `status ${status}`);
  }
  for (const status of [0, 19, 29, 32, 99, 104, -1, 1.5, Number.NaN]) {
    assert.equal(applicationActions(status), [], `status ${status}`);
    assert.equal(allowedTargets(status), []);
    assert.is(defaultAction(status), undefined);
  }
});

test('allowedTargets, canTransition and defaultAction agree with the table for every pair', () => {
  const everything = [...new Set([...applicationStatus.codes, 0, 19, 29, 47, 99])];
  for (const from of everything) {
    const rows = expected.get(from) ?? [];
    const wanted = rows.flatMap((a) => (a.status === null ? [] : [a.status]));
    assert.equal(allowedTargets(from), wanted, `targets from ${from}`);
    for (const to of everything) assert.is(canTransition(from, to), wanted.includes(to), `${from} → ${to}`);
    const preselected = rows.find((a) => a.default);
    assert.is(defaultAction(from)?.label, preselected?.label, `default for ${from}`);
  }
  // Spot checks a reader can verify against the table at a glance.
  assert.ok(canTransition(1, 2));
  assert.ok(canTransition(5, 6));
  assert.ok(canTransition(16, 20));
  assert.not.ok(canTransition(3, 2));
  assert.not.ok(canTransition(8, 7));
  assert.not.ok(canTransition(18, 7));
});

test('every target is a known application status', () => {
  for (const status of expected.keys()) {
    assert.ok(applicationStatus.has(status), `row ${status} is a status`);
    for (const target of allowedTargets(status)) assert.ok(applicationStatus.has(target), `${status} → ${target}`);
  }
});

test('rows are frozen so no caller can edit the shared table', () => {
  const actions = applicationActions(1);
  assert.ok(Object.isFrozen(actions));
  assert.throws(() => (actions as unknown as unknown[]).push({}));
  assert.throws(() => {
    (actions[0] as { status: number | null }).status = 99;
  });
  assert.ok(Object.isFrozen(applicationActions(47)));
});

test('admin-side action labels per status', () => {
  const spec = codedList(
    '2 Shortlist, 3 Pre-Screen, 4 Not fit, 5 Schedule interview, 6 Interviewed, 7 Selected, 8 Send an offer, 12 Send a contract, 16 Start onboarding process, 20 Complete recruitment, 21 Supplement required, 22 Require supplement, 23 Sign contract, 24 Complete contract offline',
  );
  assert.equal(adminActionLabels.entries.map(({ code, label }) => [code, label]), spec);
  const byStatus = new Map(spec);
  for (let status = -1; status <= 110; status++) assert.is(adminActionLabel(status), byStatus.get(status), `status ${status}`);
});

test.run();
