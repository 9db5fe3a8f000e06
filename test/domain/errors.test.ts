// Spec §8 error catalogue and our wire err table.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  clientReaction,
  DEFAULT_ERROR_MESSAGE,
  ERR,
  errCodes,
  errorToastText,
  GUARD_ERROR_MESSAGE,
  httpStatusFor,
  SILENT_ERRS,
} from '../../src/domain/errors';

test('ERR names each code this product answers with', () => {
  assert.equal(
    { ...ERR },
    { ok: 0, notLoggedIn: 3, invalidArguments: 400, forbidden: 403, notFound: 404, conflict: 409, payloadTooLarge: 413, rateLimited: 429, internal: 500, unavailable: 503 },
  );
  assert.ok(Object.isFrozen(ERR));
});

test('silent codes are the spec list', () => {
  // Spec: "err 4, 127, 129, 133 and 7317: rejected silently with no message."
  assert.equal([...SILENT_ERRS], [4, 127, 129, 133, 7317]);
  assert.ok(Object.isFrozen(SILENT_ERRS));
});

test('the table has one row per code: ok, not logged in, the silent ones and ours', () => {
  const rows = new Map(errCodes.map((row) => [row.code, row]));
  assert.is(rows.size, errCodes.length, 'codes are unique');
  assert.is(new Set(errCodes.map((row) => row.key)).size, errCodes.length, 'keys are unique');
  assert.equal([...rows.keys()].sort((a, b) => a - b), [0, 3, 4, 127, 129, 133, 400, 403, 404, 409, 413, 429, 500, 503, 7317]);
  for (const code of SILENT_ERRS) assert.is(rows.get(code)!.meaning, 'spec: rejected silently, meaning not shown');
  for (const [key, code] of Object.entries(ERR)) {
    assert.is(rows.get(code)?.key, key, `row for ${key}`);
    assert.ok(rows.get(code)!.meaning.length > 0);
  }
});

test('HTTP status per err code; unknown codes are internal', () => {
  const cases: [number, number][] = [
    [0, 200],
    [3, 401],
    [4, 200],
    [127, 200],
    [129, 200],
    [133, 200],
    [7317, 200],
    [400, 400],
    [403, 403],
    [404, 404],
    [409, 409],
    [413, 413],
    [429, 429],
    [500, 500],
    [503, 503],
    [1, 500],
    [2, 500],
    [5, 500],
    [999, 500],
    [-1, 500],
  ];
  for (const [code, status] of cases) assert.is(httpStatusFor(code), status, `err ${code}`);
  for (const row of errCodes) assert.is(httpStatusFor(row.code), row.httpStatus);
});

test('client reaction: 0 ok, 3 logout, silent codes silent, everything else a toast', () => {
  assert.is(clientReaction(0), 'ok');
  assert.is(clientReaction(3), 'logout');
  for (const code of [4, 127, 129, 133, 7317]) assert.is(clientReaction(code), 'silent', `err ${code}`);
  for (const code of [1, 2, 5, 126, 128, 130, 132, 134, 400, 403, 404, 409, 413, 429, 500, 503, 7316, 7318, -1]) {
    assert.is(clientReaction(code), 'toast', `err ${code}`);
  }
});

test('error toast text: the server msg, or Error; the guard falls back to Has Error', () => {
  assert.is(DEFAULT_ERROR_MESSAGE, 'Error');
  assert.is(GUARD_ERROR_MESSAGE, 'Has Error');
  assert.is(errorToastText('Order not found'), 'Order not found');
  for (const msg of ['', '   ', null, undefined]) assert.is(errorToastText(msg), 'Error');
});

test('an oversized body is its own code with HTTP 413, and the client toasts its message', () => {
  assert.is(ERR.payloadTooLarge, 413);
  assert.is(httpStatusFor(ERR.payloadTooLarge), 413);
  assert.is(clientReaction(ERR.payloadTooLarge), 'toast');
  assert.is(errorToastText('The body is larger than 1024 KB.'), 'The body is larger than 1024 KB.');
});

test.run();
