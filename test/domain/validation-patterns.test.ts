// The patterns the API's JSON Schema carries accept exactly what the domain's validators accept (issue 21:
// a rule moved from a refinement into a pattern must not change what the server refuses). Random texts
// over the characters the rules care about, checked both ways, and with the 'u' flag ajv compiles them with.
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { APP_VERSION_PATTERN, parseAppVersion } from '../../src/domain/app-version-number';
import { LINK_ROUTE_PATH_PATTERN, linkRoutePathProblem } from '../../src/domain/link-route-paths';
import { validateContactPhone } from '../../src/domain/staff-forms/contact-phone';
import { EMAIL_PATTERN, validateEmail } from '../../src/domain/validation/email';
import { CONTACT_PHONE_PATTERN, INTL_PHONE_PATTERN, PLAIN_PHONE_PATTERN, typedPlainPhonePattern, validateIntlPhone, validatePlainPhone } from '../../src/domain/validation/phone';
import { isValidUrl, URL_PATTERN } from '../../src/domain/validation/url';

const texts = (alphabet: string, seeds: string[], maxLength = 24) =>
  fc.oneof(fc.string({ unit: fc.constantFrom(...alphabet), maxLength }), fc.constantFrom(...seeds), fc.tuple(fc.constantFrom(...seeds), fc.nat(seeds.join('').length)).map(([s, n]) => s.slice(0, n % (s.length + 1))));

function agrees(name: string, pattern: RegExp, accepts: (v: string) => boolean, values: fc.Arbitrary<string>) {
  const unicode = new RegExp(pattern.source, 'u');
  fc.assert(fc.property(values, (v) => pattern.test(v) === accepts(v) && unicode.test(v) === accepts(v)), { numRuns: 4000, seed: 21 });
  assert.ok(true, name);
}

test('phone patterns accept exactly what spec §5 validators accept', () => {
  const phones = ['+61 0412345678', '+61 412345678', '+64 0212345678', '+64 21234567', '+44 07123456789', '+353 0831234567', '+353 871234567', '0412345678', '+0412345678'];
  agrees('intl', INTL_PHONE_PATTERN, (v) => validateIntlPhone(v) === null, texts('+0123456789 4', phones));
  agrees('plain', PLAIN_PHONE_PATTERN, (v) => validatePlainPhone(v) === null, texts('+0123456789 ', phones));
  agrees('contact', CONTACT_PHONE_PATTERN, (v) => validateContactPhone(v) === null, texts('+0123456789 ', phones));
  const strip = (v: string) => v.replace(/[\s()-]/g, '');
  agrees('typed', typedPlainPhonePattern('\\s()-'), (v) => validatePlainPhone(strip(v)) === null, texts('+0123456789 ()-\t', ['(02) 9876-5432', '0412 345 678', '+61-412-345-678']));
  agrees('typed, optional', typedPlainPhonePattern('\\s()-', true), (v) => strip(v) === '' || validatePlainPhone(strip(v)) === null, texts('+0123456789 ()-', ['  ', '(02) 9876-5432']));
});

test('email, URL, version and link path patterns accept exactly what their validators accept', () => {
  agrees('email', EMAIL_PATTERN, (v) => validateEmail(v) === null, texts('ab.@-_+1cOM', ['x@example.com', 'a.b@c-d.co', 'a..b@x.com', 'a@b.abcdefg']));
  agrees('url', URL_PATTERN, isValidUrl, texts('hHtTpPsSfF:/.a1-@?#: ', ['https://example.com/x', 'FTP://10.0.0.1:21/a', 'http://LOCALHOST', 'http://user:pw@host.org/']));
  agrees('version', APP_VERSION_PATTERN, (v) => parseAppVersion(v) !== null, texts('0123456789.-ab', ['2.14.0', '2.14.0-beta.1', '10000.0.0', `1.2.3-${'a'.repeat(40)}`], 48));
  agrees('link path', LINK_ROUTE_PATH_PATTERN, (v) => linkRoutePathProblem(v) === null, texts('/apisgo-_.1', ['/go/winter', '/api/x', '/s', '/s1', '/a/b/c/d/e/f', `/${'a'.repeat(61)}`], 220));
});

test.run();
