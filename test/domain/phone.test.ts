// Spec §5 phone rules: each rule with passing and failing examples and the exact messages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  isAustralianMobile,
  phoneCountryPrefixes,
  validateIntlPhone,
  validatePlainPhone,
} from '../../src/domain/validation/phone';

const REQUIRED = 'Phone number is required.';
const INVALID = 'Phone number is invalid.';
const TEN_DIGITS = 'Phone number should have 10 digits.';

const accepts = (values: string[]) => {
  for (const v of values) assert.is(validateIntlPhone(v), null, `accepts '${v}'`);
};
const rejects = (values: string[]) => {
  for (const v of values) assert.is(validateIntlPhone(v), INVALID, `rejects '${v}'`);
};

test('international phone: empty is required', () => {
  for (const v of ['', '   ', null, undefined]) assert.is(validateIntlPhone(v), REQUIRED);
});

test('+61: 10 digits starting 0, or 9 digits', () => {
  accepts(['+61 0412345678', '+61 0298765432', '+61 412345678', '+61 298765432', '+61 041234567']);
  rejects(['+61 1412345678', '+61 04123456789', '+61 41234567', '+61 4123456789', '+61 0412 345 678', '+61 04123a5678']);
});

test('+64: 0 2 then 7-8 digits, or 2 then 7-8 digits', () => {
  accepts(['+64 0212345678', '+64 021234567', '+64 21234567', '+64 212345678']);
  rejects(['+64 2123456', '+64 2123456789', '+64 021234', '+64 02123456789', '+64 0312345678', '+64 312345678', '+64 00212345678']);
});

test('+44: 07 then 9 digits, or 7 then 9 digits', () => {
  accepts(['+44 07123456789', '+44 7123456789']);
  rejects(['+44 0712345678', '+44 071234567890', '+44 712345678', '+44 71234567890', '+44 08123456789', '+44 7 123456789']);
});

test('+353: 08 then 3, 5, 6 or 7 then 7 digits, or without the 0', () => {
  accepts(['+353 0831234567', '+353 0851234567', '+353 0861234567', '+353 0871234567']);
  accepts(['+353 831234567', '+353 851234567', '+353 861234567', '+353 871234567']);
  rejects(['+353 0841234567', '+353 0821234567', '+353 0881234567', '+353 841234567', '+353 083123456', '+353 08312345678']);
});

test('format: prefix, exactly one space, national part; unknown prefixes are invalid', () => {
  rejects(['+610412345678', '+61  0412345678', ' +61 0412345678', '+61 0412345678 ', '61 0412345678', '0412345678']);
  rejects(['+1 4155550123', '+86 13812345678', '+6 1412345678', '+ 0412345678', '+612 412345678', '+353']);
  assert.equal([...phoneCountryPrefixes], ['+61', '+64', '+44', '+353']);
});

test('plain phone: required, then at least 10 characters, then optional + and exactly 10 digits', () => {
  for (const v of ['', '  ', null, undefined]) assert.is(validatePlainPhone(v), REQUIRED);
  for (const v of ['041234567', '+12345678', 'abc', '0']) assert.is(validatePlainPhone(v), TEN_DIGITS, `'${v}'`);
  for (const v of ['0412345678', '+0412345678', '1234567890']) assert.is(validatePlainPhone(v), null, `'${v}'`);
  for (const v of ['+123456789', '04123456789', '0412 345 678', '04123456a8', '++04123456', '0412345678+', 'abcdefghij']) {
    assert.is(validatePlainPhone(v), INVALID, `'${v}'`);
  }
});

test('Australian mobile: 04 then 8 digits, or 4 then 8 digits', () => {
  for (const v of ['0412345678', '0499999999', '412345678', '400000000']) assert.ok(isAustralianMobile(v), v);
  for (const v of ['0312345678', '041234567', '04123456789', '41234567', '4123456789', '+61412345678', '0412 345 678', '', '312345678']) {
    assert.not.ok(isAustralianMobile(v), v);
  }
});

test.run();
