// Spec §5 email rule.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validateEmail } from '../../src/domain/validation/email';
import { EMAIL_INVALID, EMAIL_REQUIRED } from '../../src/domain/validation/messages';

test('email messages are the spec texts', () => {
  assert.is(EMAIL_REQUIRED, 'Email address is required.');
  assert.is(EMAIL_INVALID, 'Email address is invalid.');
});

test('email: empty is required', () => {
  for (const v of ['', '   ', null, undefined]) assert.is(validateEmail(v), 'Email address is required.');
});

test('email: ordinary addresses with a 2-6 letter top-level part pass', () => {
  for (const v of ['jane@example.com', 'x@ex.io', 'jane.doe+tag@mail.example.com.au', 'a_b-c@sub-domain.example.museum', "o'neil@example.ie", 'J.Smith@Example.COM']) {
    assert.is(validateEmail(v), null, v);
  }
});

test('email: anything else is invalid', () => {
  for (const v of [
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@example.c',
    'jane@example.abcdefg',
    'jane@example.c0m',
    'jane@@example.com',
    'jane doe@example.com',
    'jane@exa mple.com',
    '.jane@example.com',
    'jane.@example.com',
    'ja..ne@example.com',
    'jane@-example.com',
    'jane@example-.com',
    'jane@example..com',
    ' jane@example.com',
  ]) {
    assert.is(validateEmail(v), 'Email address is invalid.', v);
  }
});

test.run();
