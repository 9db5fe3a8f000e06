// The Forms tab lays out every field of every staff form exactly once, and each code field knows the
// enum its labels come from (codes alone are ambiguous: 1–5 are employment types and identity documents).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formShapes, type FormName } from '../../commands/staff-form-shapes';
import { employmentTypes } from '../../src/domain/enums/employment';
import { identityDocuments } from '../../src/domain/enums/identity';
import { checklistKeys } from '../../src/domain/staff-forms/checklist';
import { weekdays } from '../../src/domain/staff-forms/vocabulary';
import { profileEn } from '../../src/web/i18n/areas/profile-en';
import { profileZh } from '../../src/web/i18n/areas/profile-zh';
import { controlOf } from '../../src/web/screens/staff/profile/field-control-kind';
import { formLayout } from '../../src/web/screens/staff/profile/form-layout';

test('every form field appears exactly once in the layout', () => {
  for (const form of Object.keys(formShapes) as FormName[]) {
    const laid = formLayout[form].flatMap((s) => s.fields);
    assert.equal([...laid].sort(), Object.keys(formShapes[form]).sort(), form);
    assert.is(new Set(laid).size, laid.length, `${form} has no field twice`);
  }
});

test('controls follow the schema, and code fields name their own enum', () => {
  const shape = (form: FormName, key: string) => (formShapes[form] as unknown as Record<string, never>)[key];
  assert.is(controlOf('identity_document_type', shape('materials', 'identity_document_type')).vocabulary, identityDocuments as never);
  assert.is(controlOf('employment_type', shape('contract', 'employment_type')).vocabulary, employmentTypes as never);
  const days = controlOf('available_days', shape('application', 'available_days'));
  assert.is(days.kind, 'codes');
  assert.is(days.vocabulary, weekdays as never);
  assert.is(controlOf('police_check_issued_on', shape('materials', 'police_check_issued_on')).kind, 'date');
  assert.is(controlOf('has_own_car', shape('application', 'has_own_car')).kind, 'flag');
  assert.is(controlOf('tax_file_number', shape('contract', 'tax_file_number')).kind, 'secret');
  assert.is(controlOf('languages', shape('application', 'languages')).kind, 'list');
  assert.is(controlOf('reviewer_note', shape('materials', 'reviewer_note')).kind, 'note');
  for (const form of Object.keys(formShapes) as FormName[]) {
    for (const [key, schema] of Object.entries(formShapes[form])) {
      const info = controlOf(key, schema as never);
      if (info.kind === 'choice' || info.kind === 'codes') assert.ok(info.vocabulary, `${form}.${key} knows its enum`);
    }
  }
});

test('every checklist item has its label in English and Chinese', () => {
  assert.equal(Object.keys(profileEn.checklist).sort(), [...checklistKeys].sort());
  for (const key of checklistKeys) assert.match((profileZh.checklist as Record<string, string>)[key]!, /[\u3400-\u9fff]/, key);
});

test.run();
