// SMS parts by encoding: GSM-7 160 in one, 153 a part; UCS-2 70 and 67; extension characters count two;
// and the placeholder and phone readings a batch uses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readIntlPhone, readLoosePhone } from '../../src/domain/sms/sms-phone';
import { smsSize } from '../../src/domain/sms/sms-segments';
import { renderTemplate } from '../../src/domain/sms/sms-template';

const table: [string, string, 'GSM-7' | 'UCS-2', number, number][] = [
  ['empty', '', 'GSM-7', 0, 0],
  ['one character', 'a', 'GSM-7', 1, 1],
  ['160 GSM-7 fit one', 'a'.repeat(160), 'GSM-7', 160, 1],
  ['161 GSM-7 take two', 'a'.repeat(161), 'GSM-7', 161, 2],
  ['306 GSM-7 take two', 'a'.repeat(306), 'GSM-7', 306, 2],
  ['307 GSM-7 take three', 'a'.repeat(307), 'GSM-7', 307, 3],
  ['€ counts two', '€'.repeat(80), 'GSM-7', 160, 1],
  ['81 € overflow', '€'.repeat(81), 'GSM-7', 162, 2],
  ['accents of the GSM table stay GSM-7', 'Café Ñoño à ü', 'GSM-7', 13, 1],
  ['an accent outside it does not', 'Ñandú', 'UCS-2', 5, 1],
  ['70 UCS-2 fit one', '你'.repeat(70), 'UCS-2', 70, 1],
  ['71 UCS-2 take two', '你'.repeat(71), 'UCS-2', 71, 2],
  ['134 UCS-2 take two', '你'.repeat(134), 'UCS-2', 134, 2],
  ['135 UCS-2 take three', '你'.repeat(135), 'UCS-2', 135, 3],
  ['one emoji makes it UCS-2 (two code units)', `${'a'.repeat(68)}👍`, 'UCS-2', 70, 1],
  ['a curly quote makes it UCS-2', `it’s ${'a'.repeat(70)}`, 'UCS-2', 75, 2],
];

test('smsSize: encoding, units and parts', () => {
  for (const [name, text, encoding, units, segments] of table) {
    const size = smsSize(text);
    assert.equal([size.encoding, size.units, size.segments], [encoding, units, segments], name);
  }
  assert.is(smsSize('a'.repeat(150)).remaining, 10);
  assert.is(smsSize('a'.repeat(200)).remaining, 106);
});

test('renderTemplate: headings match ignoring case and spaces; fallbacks; unknown and empty named', () => {
  const values = new Map([['first_name', 'Aroha'], ['site', '']]);
  assert.equal(renderTemplate('Hi {{ First Name }}, at {{site|our homes}}', values), { text: 'Hi Aroha, at our homes', unknown: [], empty: [] });
  assert.equal(renderTemplate('Hi {{nick}} {{site}}', values), { text: 'Hi {{nick}}', unknown: ['nick'], empty: ['site'] });
});

test('phones: single sends take spec §5 form exactly; sheet cells the ways spreadsheets hold them', () => {
  assert.equal(readIntlPhone('+61 0412345678'), { recipient: '+61412345678' });
  assert.equal(readIntlPhone('0412345678'), { error: 'Phone number is invalid.' });
  assert.equal(readIntlPhone(''), { error: 'Phone number is required.' });
  for (const cell of ['0412 345 678', '412345678', '+61 412 345 678', '(04) 1234-5678', '+610412345678']) assert.equal(readLoosePhone(cell), { recipient: '+61412345678' }, cell);
  assert.equal(readLoosePhone('+64 021 234 5678'), { recipient: '+64212345678' });
  for (const cell of ['0298765432', '04123', '+1 202 555 0123', 'call me']) assert.equal(readLoosePhone(cell), { error: 'Phone number is invalid.' }, cell);
  assert.equal(readLoosePhone(' '), { error: 'Phone number is required.' });
});

test.run();
