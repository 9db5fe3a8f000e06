// test-runner: own process (it checks what loading pdfjs does to the process's built-ins).
// Redaction for real: a PDF made here with pdf-lib is redacted and its text read back with pdfjs; the
// applicant's details are gone from the new file while the rest of the resume is still there. A PNG
// made here with pngjs has its boxed pixels overwritten and every other pixel left as it was.
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { makePng, makeResumePdf, RESUME_PERSON } from '../support/resume-files';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { blurResumeFile } from '../../src/server/resume-blur';
import { findPersonalDetails, maskPersonalDetails } from '../../src/server/resume-blur/personal-details';
import { pdfPlainText } from '../../src/server/resume-blur/pdf-text';
import { REDACTION_RGBA } from '../../src/server/resume-blur/png-redact';

const test = suite('resume-blur');

const who = RESUME_PERSON;

test('finds the applicant’s own details and anything shaped like an email, phone or street address', () => {
  const line = 'Priya Raman, 14 Church Street Parramatta NSW 2150, priya.raman@example.com, 0412-345-678, other@mail.com.au';
  const masked = maskPersonalDetails(line, who);
  for (const gone of ['Priya', 'Raman', 'Church Street', 'Parramatta', '2150', 'priya.raman@example.com', '0412-345-678', 'other@mail.com.au']) {
    assert.not.ok(masked.includes(gone), `${gone} is masked in ${masked}`);
  }
  assert.equal(findPersonalDetails('Certificate III in Individual Support, 6 years', who), [], 'ordinary resume text is left alone');
  assert.equal(maskPersonalDetails('Worked at Ramanathan Lodge', who), 'Worked at Ramanathan Lodge', 'a name inside another word is not a match');
});

test('a real PDF: the personal details are gone from the redacted file’s text, the rest remains', async () => {
  const original = await makeResumePdf();
  const before = await pdfPlainText(original);
  assert.ok(before.includes('priya.raman@example.com') && before.includes('Priya Raman'), 'the original has the details');

  const out = await blurResumeFile('application/pdf', original, who, []);
  const after = await pdfPlainText(out.bytes);
  for (const gone of ['Priya', 'Raman', 'priya.raman@example.com', '0412 345 678', '412 345 678', 'Church Street', 'Parramatta', '2150', '9876 5432']) {
    assert.not.ok(after.includes(gone), `"${gone}" must not be in the redacted text:\n${after}`);
  }
  for (const kept of ['Personal Care Worker with 6 years in residential aged care.', 'Certificate III in Individual Support (CHC33021), TAFE NSW.', 'Skills: manual handling, medication prompting, first aid.', 'Email:', 'Referee:', 'worked with dementia residents at Bupa Seven Hills.']) {
    assert.ok(after.includes(kept), `"${kept}" is still legible in:\n${after}`);
  }
  assert.ok(out.details_removed >= 9, `details removed: ${out.details_removed}`);
  // Nor anywhere in the bytes (no hidden text, metadata or leftover stream).
  const raw = Buffer.from(out.bytes).toString('latin1');
  assert.not.ok(raw.includes('Raman') || raw.includes('priya.raman'), 'the bytes hold no trace of the name or email');
  const doc = await PDFDocument.load(out.bytes);
  assert.is(doc.getPageCount(), 2, 'both pages are kept');
});

// Taken once the modules are imported and before any test reads a PDF: pdfjs must not be loaded yet.
const natives = { stringify: JSON.stringify, parse: JSON.parse, push: Array.prototype.push };
const coreJsAtStart = '__core-js_shared__' in globalThis;

test('reading a PDF leaves the built-ins every answer uses as they were (pdfjs’s core-js replaces them)', async () => {
  assert.not.ok(coreJsAtStart, 'pdfjs (and its core-js) is loaded on first use, not when the server starts');
  assert.ok((await pdfPlainText(await makeResumePdf())).includes('Support'), 'the PDF was read');
  assert.is(JSON.stringify, natives.stringify, 'JSON.stringify');
  assert.is(JSON.parse, natives.parse, 'JSON.parse');
  assert.is(Array.prototype.push, natives.push, 'Array.prototype.push');
  assert.ok('__core-js_shared__' in globalThis, 'pdfjs was loaded by the read');
});

test('a region drawn on a PDF page removes the text under it too', async () => {
  const original = await makeResumePdf();
  // The 'Referee' line sits at y 668 of 842: a box over that band of page 1.
  const out = await blurResumeFile('application/pdf', original, who, [{ page: 1, x: 0, y: (842 - 682) / 842, width: 1, height: 20 / 842 }]);
  const after = await pdfPlainText(out.bytes);
  assert.not.ok(after.includes('dementia residents'), 'text under the box is gone');
  assert.ok(after.includes('Certificate III in Individual Support'), 'text outside the box stays');
});

test('a real PNG: every pixel in the boxes is overwritten, every other pixel is unchanged', async () => {
  const original = makePng(200, 100);
  const regions = [{ page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.3 }, { page: 1, x: 0.6, y: 0.7, width: 0.2, height: 0.1 }];
  const out = await blurResumeFile('image/png', original, who, regions);
  const a = PNG.sync.read(Buffer.from(original));
  const b = PNG.sync.read(Buffer.from(out.bytes));
  assert.equal([b.width, b.height], [200, 100]);
  const inBox = (x: number, y: number) => (x >= 20 && x < 80 && y >= 20 && y < 50) || (x >= 120 && x < 160 && y >= 70 && y < 80);
  let covered = 0;
  let unchanged = 0;
  for (let y = 0; y < 100; y++) {
    for (let x = 0; x < 200; x++) {
      const at = (y * 200 + x) * 4;
      const pixel = [...b.data.subarray(at, at + 4)];
      if (inBox(x, y)) {
        assert.equal(pixel, [...REDACTION_RGBA], `pixel ${x},${y} is overwritten`);
        covered++;
      } else {
        assert.equal(pixel, [...a.data.subarray(at, at + 4)], `pixel ${x},${y} is as it was`);
        unchanged++;
      }
    }
  }
  assert.is(covered, 60 * 30 + 40 * 10);
  assert.is(unchanged, 200 * 100 - covered);
  assert.is(out.regions_applied, 2);
});

test.run();
