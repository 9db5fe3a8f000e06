// Every enumeration of spec §3 against the spec's own text (lines pasted verbatim).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as enums from '../../src/domain/enums/index';
import type { Enum, EnumCodeValue } from '../../src/domain/enums/define-enum';
import { codedList, snake, wordList } from './spec-text';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const entriesOf = (e: Enum<EnumCodeValue>) => e.entries.map(({ code, label }) => [code, label]);
const assertLabels = (e: Enum<EnumCodeValue>, expected: [EnumCodeValue, string][]) => {
  assert.equal(entriesOf(e), expected, e.name);
  for (const [code, label] of expected) assert.is(e.label(code), label, `${e.name}.label(${code})`);
};
const assertCodes = (e: Enum<EnumCodeValue>, expected: string[]) => assert.equal(e.codes, expected, e.name);

test('staff/applicant status codes', () => {
  assertLabels(
    enums.staffStatus,
    codedList(
      '0 Email unverified, 1 New, 2 ApplicationReceived, 3 InterviewProcess, 4 InterviewInfoReceived, 5 UploadingMaterials, 6 MaterialsUnderReview, 7 SigningContract, 8 ContractSigned, 9 Onboarding, 10 Enabled, 11 Rejected, 12 Disabled, 13 Interview, 14 OnboardingInfoReceived, 15 On-hold, 16 Reviewed',
    ),
  );
  assert.is(enums.staffStatus.label(17), undefined);
});

test('job application status codes: exactly the listed codes', () => {
  assertLabels(
    enums.applicationStatus,
    codedList(
      '1 New, 2 Shortlist, 3 Pre-Screen, 4 Not fit, 5 Interview pending, 6 Interviewed, 7 Selected, 8 Offer sent, 9 Offer expired, 10 Offer accepted, 11 Offer declined, 12 Contract sent, 13 Contract expired, 14 Contract accepted, 15 Contract declined, 16 Onboarding, 17 Onboarding completed, 18 In prescreen, 20 Completed, 21 Supplement required, 22 Supplement submitted, 23 Contract confirmed, 24 Contract completed, 25 Interview cancelled, 26 Interview accepted, 27 Interview declined, 28 Interview invitation expired, 30 Contract in review, 31 Contract disapproved, 44 Cancelled, 45 Withdraw, 46 n/a, 47 Screened out, 103 Invited',
    ),
  );
  for (const gap of [0, 19, 29, 32, 43, 48, 102, 104]) assert.not.ok(enums.applicationStatus.has(gap), `no status ${gap}`);
});

test('job ad status: 4 and 44 awaiting approval, 5 and 55 rejected', () => {
  // Spec: "1 Draft, 2 Published, 3 Unpublished, 4 and 44 Awaiting approval, 5 and 55 Rejected, 10 Transferred in, 100 Archived."
  assertLabels(enums.jobAdStatus, [
    [1, 'Draft'],
    [2, 'Published'],
    [3, 'Unpublished'],
    [4, 'Awaiting approval'],
    [44, 'Awaiting approval'],
    [5, 'Rejected'],
    [55, 'Rejected'],
    [10, 'Transferred in'],
    [100, 'Archived'],
  ]);
});

test('shift orders: status and list filter', () => {
  assertCodes(enums.shiftOrderStatus, wordList('available, upcoming, in_progress, completed, canceled.'));
  assert.equal([...enums.orderListFilterFields], ['dateRange', 'filter_status', 'keyword']);
  assert.is(enums.orderListFilterDefault, 'all');
  assert.equal(enums.orderListFilterStatus.codes, ['all', ...enums.shiftOrderStatus.codes]);
  assert.is(enums.orderListFilterStatus.label('in_progress'), enums.shiftOrderStatus.label('in_progress'));
  const filterCodes: Equal<enums.OrderListFilterStatusCode, 'all' | enums.ShiftOrderStatusCode> = true;
  assert.ok(filterCodes, 'checked by tsc');
});

test('admin accounts and organisations', () => {
  assertCodes(
    enums.accountTypes,
    wordList('super_account, hr_officer, hr_coordinator, hr_officer_myvista, operational_manager, public_account, general_manager, hr_manager, facilitator, hrbp.'),
  );
  assert.is(enums.accountTypes.label('super_account'), 'Super account');
  assert.is(enums.accountTypes.label('hr_officer_myvista'), 'HR officer (MyVista)');
  assertCodes(enums.accountStatus, wordList('active, inactive.'));
  assertCodes(enums.organisationKinds, wordList('provider, facility.'));
});

test('employment and pay', () => {
  assertLabels(enums.employmentTypes, codedList('1 Casual, 2 Full time, 3 Part time, 4 Contract, 5 Placement'));
  assertLabels(enums.payBasis, codedList('1 Annually, 2 Hourly'));
  // Named in words by the spec: codes are their snake_case, labels the same words.
  const loadings = wordList('casual, afternoon shift, night shift, saturday, sunday, public holiday, christmas saturday, christmas sunday.');
  assertCodes(enums.payLoadings, loadings.map(snake));
  assert.equal(enums.payLoadings.entries.map((e) => e.label.toLowerCase()), loadings);
  const benefitWords = wordList(
    'signup_bonus, salary_packaging, covid_spread_loading, laundry_loading, transport_loading, free_uniform, annual_leave, free_onsite_parking, staff_development_program, health and financial discounts, other.',
  );
  assertCodes(enums.benefits, benefitWords.map(snake));
  assert.is(enums.benefits.label('health_and_financial_discounts'), 'Health and financial discounts');
});

test('location and time', () => {
  assertCodes(enums.australianStates, wordList('WA, NSW, VIC, QLD, SA, TAS, ACT, NT, Overseas'));
  assert.is(enums.australianStates.label('NSW'), 'New South Wales');
  assert.is(enums.australianStates.label('Overseas'), 'Overseas');
  assertLabels(enums.timeZoneOffsets, codedList('8 AWST, 11 AEDT, 10 AEST, 10.5 ACDT, 9.5 ACST, 8.75 ACWST'));
  assert.is(enums.timeZoneOffsets.label(8), 'AWST');
  assert.is(enums.timeZoneOffsets.label(8.75), 'ACWST');
});

test('identity and eligibility', () => {
  assertLabels(
    enums.citizenship,
    codedList('1 Australian Citizen, 2 Australian Permanent Resident, 3 New Zealand Citizen, 4 Non Australian Citizen or PR'),
  );
  assertCodes(
    enums.workRights,
    wordList('permanent_unrestricted, temporary_unrestricted, temporary_restricted, no_work_rights, australian_citizen, not_provided.'),
  );
  assertLabels(
    enums.identityDocuments,
    codedList('1 Australian Passport, 2 Australian Birth Certificate, 3 Citizenship Certificate, 4 Passport, 5 Immigration Card'),
  );
  assertCodes(enums.verificationStates, wordList('verified, pending, verifying.'));
  assertCodes(enums.checkValidity, wordList('not_specified, valid, in_valid.'));
  assert.is(enums.checkValidity.label('in_valid'), 'Invalid');
  assertLabels(enums.driverLicence, codedList('0 none, 3 valid overseas, 4 Australian full, 5 Australian provisional'));
  assertCodes(enums.jobPreferenceGender, wordList('not_specified, female, male.'));
  assertLabels(enums.profileGender, codedList('1 Male, 2 Female, 3 Prefer not to say'));
});

test('tax declaration flags', () => {
  assertCodes(
    enums.taxDeclarationFlags,
    wordList(
      'tax_free_threshold, hecs_or_help, eligible_to_receive, trade_support_loan, financial_supplement_debt, senior_and_pensioners, other_tax_offset, student_startup_loan, approved_withholding_variation, upward_variation_requested.',
    ),
  );
});

test('candidate attributes', () => {
  assertCodes(
    enums.experienceBands,
    wordList('no_experience, complete_placement, lt_6mos, 6mos_to_1yr, 1_to_2yrs, 2_to_5yrs, 5_to_10yrs, gte_10yrs.'),
  );
  assert.is(enums.experienceBands.label('lt_6mos'), 'Less than 6 months');
  assertCodes(enums.vaccination, wordList('yes, plan, refuse'));
  assertCodes(enums.medicationCompetency, wordList('certificate, training, no.'));
  assertCodes(enums.ndisScreening, wordList('yes, in_process, willing, no.'));
  assertCodes(enums.policeCheckTypes, wordList('police, ndis, both.'));
  assertCodes(enums.careSetting, wordList('residential_care, home_care, not_specified.'));
  assertCodes(enums.shiftBlockPatterns, wordList('weekly, fortnightly, weekly_time_specify, fortnightly_time_specify.'));
  assertCodes(enums.startTiming, wordList('one_week, two_weeks, one_month, commencement.'));
  assertCodes(
    enums.interviewAttendance,
    wordList('unconfirmed, going, not_going, not_attending, interviewed, cancelled, accepted.'),
  );
  const topics = wordList(
    'Elder Abuse, Hand Hygiene, Infection Control, Chemical, Food Safety, First Aid, Manual Handling, Behavior Management, Dysphagia.',
  );
  assertLabels(enums.mandatoryTraining, topics.map((t) => [snake(t), t]));
  const requests = wordList(
    "request police clearance, flu vax, invite for jobs, driver's license, updating qualification, residency status, reference/service statement, update resume.",
  );
  assertCodes(enums.staffActionRequests, requests.map(snake));
  assert.equal(enums.staffActionRequests.entries.map((e) => e.label.toLowerCase()), requests);
});

const isEnum = (value: unknown): value is Enum<EnumCodeValue> =>
  typeof value === 'object' && value !== null && 'entries' in value && 'codes' in value && 'label' in value;

test('allEnums lists every exported enum once, each named after its export', () => {
  const exported = Object.entries(enums).filter(([, value]) => isEnum(value));
  // The 36 of spec §3 and §4, plus the areas' own (attendance, exports, workflow …).
  assert.ok(exported.length >= 36, `${exported.length} enums`);
  assert.is(enums.allEnums.length, exported.length);
  for (const [exportName, value] of exported) {
    assert.ok(enums.allEnums.includes(value as Enum<EnumCodeValue>), `${exportName} is in allEnums`);
    assert.is((value as Enum<EnumCodeValue>).name, exportName, 'enum name is the i18n namespace');
  }
  assert.is(new Set(enums.allEnums.map((e) => e.name)).size, enums.allEnums.length);
});

// Labels the spec gives verbatim in lower case, and brand names spelt their own way; every other label
// reads as a sentence-case phrase.
const verbatimLowerCase = new Set(['n/a', 'none', 'valid overseas', 'iOS']);

test('every label is readable English, not a raw code', () => {
  for (const e of enums.allEnums) {
    for (const { code, label } of e.entries) {
      assert.ok(label.length > 0 && label === label.trim(), `${e.name}.${code} has a label`);
      assert.not.ok(/_/.test(label), `${e.name}.${code} label '${label}' is not snake_case`);
      if (!verbatimLowerCase.has(label)) assert.ok(/^[A-Z0-9]/.test(label), `${e.name}.${code} label '${label}' is capitalised`);
    }
  }
});

test.run();
