/// <reference types="node" />
// The pay documents' rules table as docs/pay.md writes it, held against the domain table cell by cell;
// the money rules (cents, AUD text, charge and GST) and the audit CSV's quoting.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { payDocumentActions, payDocumentStatus } from '../../src/domain/enums/pay';
import { canActOnPayDocument, payDocumentActionsFrom, payDocumentRefusal, payDocumentRules } from '../../src/domain/pay-documents';
import { CHARGE_MARKUP_PERCENT, chargeCents, formatCents, gstCents } from '../../src/domain/pay-documents-money';
import { centsToDecimal, csvCell, toCsv } from '../../src/domain/pay-documents-csv';

const doc = readFileSync(new URL('../../docs/pay.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## Rules table'), doc.indexOf('## Amounts'));
const docRows = section
  .split('\n')
  .map((line) => line.match(/^\|\s*([a-z]+)\s*\|\s*(yes|no)\s*\|\s*(yes|no)\s*\|\s*(yes|no)\s*\|$/))
  .filter((m): m is RegExpMatchArray => m !== null)
  .map((m) => ({ status: m[1]!, approve: m[2] === 'yes', withdraw: m[3] === 'yes', replace: m[4] === 'yes' }));

test('the doc table has a row for every status, in the enum order', () => {
  assert.equal(docRows.map((r) => r.status), [...payDocumentStatus.codes]);
});

test('the domain table allows exactly what the doc table says, cell by cell', () => {
  for (const row of docRows) {
    for (const action of payDocumentActions.codes) {
      assert.is(canActOnPayDocument(row.status, action), row[action], `${action} from ${row.status}`);
    }
    assert.equal(payDocumentActionsFrom(row.status), payDocumentActions.codes.filter((a) => row[a]), row.status);
  }
});

test('the table itself: one rule per action; replaced is final; approved is corrected only after a withdraw', () => {
  assert.equal(payDocumentRules.map((r) => r.action), [...payDocumentActions.codes]);
  assert.equal(payDocumentActionsFrom('replaced'), []);
  assert.not.ok(canActOnPayDocument('approved', 'replace'));
  assert.ok(canActOnPayDocument('withdrawn', 'replace'));
  assert.equal(payDocumentRules.filter((r) => r.danger).map((r) => r.action), ['withdraw'], 'only withdraw asks to confirm');
  assert.equal(payDocumentRules.filter((r) => r.reason).map((r) => r.action), ['withdraw', 'replace']);
  assert.not.ok(canActOnPayDocument('nonsense', 'approve'), 'an unknown status allows nothing');
});

test('a refusal names the document, its status and the statuses that would allow it', () => {
  assert.is(payDocumentRefusal('Payslip', 12, 'approved', 'approve'), 'Payslip 12 is Approved; only a document that is Pending approval can be approved.');
  assert.is(payDocumentRefusal('Invoice', 3, 'replaced', 'withdraw'), 'Invoice 3 is Replaced; only a document that is Pending approval or Approved can be withdrawn.');
});

test('money: AUD text from cents, charges marked up and GST rounded to the cent', () => {
  assert.is(formatCents(123456), '$1,234.56');
  assert.is(formatCents(5), '$0.05');
  assert.is(formatCents(0), '$0.00');
  assert.is(CHARGE_MARKUP_PERCENT, 32);
  assert.is(chargeCents(10000), 13200);
  assert.is(chargeCents(28737), 37933, '28737 × 1.32 = 37932.84');
  assert.is(gstCents(13200), 1320);
  assert.is(gstCents(37933), 3793, '3793.3 rounds down');
  assert.is(gstCents(15), 2, 'half a cent rounds up');
});

test('CSV: RFC 4180 quoting, CRLF, and formula cells defused', () => {
  assert.is(csvCell('plain'), 'plain');
  assert.is(csvCell('a, b'), '"a, b"');
  assert.is(csvCell('say "hi"'), '"say ""hi"""');
  assert.is(csvCell('two\nlines'), '"two\nlines"');
  assert.is(csvCell('=SUM(A1:A2)'), "'=SUM(A1:A2)");
  assert.is(csvCell('+61 400'), "'+61 400");
  assert.is(csvCell('-5'), "'-5");
  assert.is(csvCell('@cmd'), "'@cmd");
  assert.is(csvCell('=1,2'), `"'=1,2"`);
  assert.is(csvCell(null), '');
  assert.is(toCsv(['a', 'b'], [['1', 'x,y'], [2, null]]), 'a,b\r\n1,"x,y"\r\n2,\r\n');
  assert.is(centsToDecimal(123456), '1234.56');
  assert.is(centsToDecimal(7), '0.07');
});

test.run();
