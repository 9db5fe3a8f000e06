// Rules of the staff forms: the visa auto-fill, the TFN check digit, bank details, contact phones, the
// cross-field rules, and the checklist read from the forms.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isValidAccountNumber, isValidBsb, normaliseBsb } from '../../src/domain/staff-forms/bank-details';
import { checklistKeys, staffChecklist } from '../../src/domain/staff-forms/checklist';
import { validateContactPhone } from '../../src/domain/staff-forms/contact-phone';
import { formRuleErrors } from '../../src/domain/staff-forms/form-rules';
import { isValidTaxFileNumber } from '../../src/domain/staff-forms/tax-file-number';
import { autoFillVisaCheck, needsVisaCheck } from '../../src/domain/visa-check';

test('visa auto-fill: citizens and residents are valid without a visa, temporary visas carry their conditions', () => {
  assert.equal(autoFillVisaCheck({ citizenship: 1, workRights: 'australian_citizen', visaSubclass: null }).validity, 'valid');
  assert.match(autoFillVisaCheck({ citizenship: 2, workRights: null, visaSubclass: null }).conditions, /permanent resident/);
  assert.match(autoFillVisaCheck({ citizenship: 3, workRights: null, visaSubclass: null }).conditions, /444/);
  const student = autoFillVisaCheck({ citizenship: 4, workRights: 'temporary_restricted', visaSubclass: '500' });
  assert.is(student.validity, 'valid');
  assert.ok(student.temporary);
  assert.match(student.conditions, /48 hours per fortnight/);
  assert.match(autoFillVisaCheck({ citizenship: 4, workRights: 'temporary_restricted', visaSubclass: '999' }).conditions, /record them from VEVO/);
  assert.is(autoFillVisaCheck({ citizenship: 4, workRights: 'no_work_rights', visaSubclass: null }).validity, 'in_valid');
  assert.is(autoFillVisaCheck({ citizenship: null, workRights: null, visaSubclass: null }).validity, 'not_specified');
  const contradiction = autoFillVisaCheck({ citizenship: 1, workRights: 'no_work_rights', visaSubclass: null });
  assert.is(contradiction.validity, 'not_specified');
  assert.match(contradiction.conditions, /disagree/);
  assert.not.ok(needsVisaCheck(1));
  assert.ok(needsVisaCheck(4));
});

test('tax file numbers need a correct check digit; spaces are ignored', () => {
  assert.ok(isValidTaxFileNumber('123456782'));
  assert.ok(isValidTaxFileNumber('123 456 782'));
  assert.not.ok(isValidTaxFileNumber('123456789'));
  assert.not.ok(isValidTaxFileNumber('12345678a'));
  assert.not.ok(isValidTaxFileNumber('1234567'));
});

test('bank details and contact phones', () => {
  assert.ok(isValidBsb('062-000'));
  assert.ok(isValidBsb('062000'));
  assert.not.ok(isValidBsb('06200'));
  assert.is(normaliseBsb('062000'), '062-000');
  assert.ok(isValidAccountNumber('12345678'));
  assert.not.ok(isValidAccountNumber('1234'));
  assert.is(validateContactPhone('0412345678'), null);
  assert.is(validateContactPhone('+64 211234567'), null);
  assert.is(validateContactPhone('+64 5551234'), 'Phone number is invalid.');
  assert.is(validateContactPhone('04123'), 'Phone number should have 10 digits.');
  assert.is(validateContactPhone(''), 'Phone number is required.');
});

test('cross-field rules name the field at fault', () => {
  const today = '2026-11-23';
  assert.equal(formRuleErrors('contract', { contract_sent_on: '2026-11-10', contract_signed_on: '2026-11-01' }, today).map((e) => e.path), ['contract_signed_on']);
  assert.equal(formRuleErrors('contract', { pay_basis: 2, pay_rate: 20 }, today).map((e) => e.path), ['pay_rate']);
  assert.equal(formRuleErrors('contract', { pay_basis: 1, pay_rate: 72000 }, today), []);
  assert.equal(formRuleErrors('materials', { police_check_issued_on: '2026-12-01' }, today).map((e) => e.message), ['Police check issue date must not be in the future.']);
  assert.equal(formRuleErrors('materials', { police_check_state: 'verified', police_check_number: null }, today).map((e) => e.path), ['police_check_number']);
  assert.equal(formRuleErrors('onboarding', { uniform_issued: true, uniform_size: null }, today).map((e) => e.path), ['uniform_size']);
  assert.equal(formRuleErrors('application', { citizenship: 4, work_rights: 'australian_citizen' }, today).map((e) => e.path), ['work_rights']);
});

test('the checklist reads the forms: nothing done without forms, items done as the answers arrive', () => {
  const empty = staffChecklist({ application: null, materials: null, contract: null, onboarding: null, missingQualifications: ['First Aid'], today: '2026-11-23' });
  assert.is(empty.done, 0);
  assert.is(empty.total, checklistKeys.length);
  const some = staffChecklist({
    application: { work_rights: 'australian_citizen', available_days: ['mon'] },
    materials: { identity_verification: 'verified', police_check_state: 'verified', police_check_issued_on: '2020-01-01', visa_check_validity: 'valid' },
    contract: { contract_signed_on: '2026-11-01' },
    onboarding: { mandatory_training_done: ['first_aid'] },
    missingQualifications: [],
    today: '2026-11-23',
  });
  const done = (key: string) => some.items.find((i) => i.key === key)!;
  assert.ok(done('application_answered').done);
  assert.ok(done('identity_verified').done);
  assert.not.ok(done('police_check').done, 'a police check older than three years does not count');
  assert.match(done('police_check').detail, /older than 3 years/);
  assert.ok(done('visa_check').done);
  assert.ok(done('qualifications').done);
  assert.ok(done('contract_signed').done);
  assert.is(done('mandatory_training').detail, '1 of 9 topics');
});

test.run();
