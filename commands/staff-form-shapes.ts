import { z } from 'zod';
import {
  careSetting, experienceBands, mandatoryTraining, medicationCompetency, ndisScreening, policeCheckTypes, shiftBlockPatterns, startTiming, vaccination,
} from '../src/domain/enums/candidate';
import { employmentTypes, payBasis } from '../src/domain/enums/employment';
import { checkValidity, citizenship, driverLicence, identityDocuments, jobPreferenceGender, verificationStates, workRights } from '../src/domain/enums/identity';
import { taxDeclarationFlags } from '../src/domain/enums/tax';
import { ACCOUNT_NUMBER_INVALID, BSB_INVALID, isValidAccountNumber, isValidBsb, isValidUsi, USI_INVALID } from '../src/domain/staff-forms/bank-details';
import { isValidTaxFileNumber, TFN_INVALID } from '../src/domain/staff-forms/tax-file-number';
import { shiftTimes, uniformSizes, weekdays } from '../src/domain/staff-forms/vocabulary';
import { code, codes, date, emailAddress, flag, money, note, phone, text, wholeNumber } from './staff-form-fields';

/**
 * What each staff form holds (spec §3 'Staff form info' and the candidate, identity, employment and tax
 * vocabularies). Cross-field rules (signed after sent, pay within its basis, nothing in the future) live
 * in src/domain/staff-forms/form-rules.ts, since a patch is only checkable merged with what is stored.
 */

/** What the applicant told us when applying. */
export const applicationFormShape = {
  available_days: codes('Available days', weekdays),
  available_shifts: codes('Available shifts', shiftTimes),
  hours_per_week: wholeNumber('Hours per week', 0, 76),
  care_setting: code('Care setting', careSetting),
  shift_block_pattern: code('Shift block pattern', shiftBlockPatterns),
  start_timing: code('Start timing', startTiming),
  experience: code('Experience', experienceBands),
  covid_vaccination: code('COVID-19 vaccination', vaccination),
  flu_vaccination: code('Flu vaccination', vaccination),
  medication_competency: code('Medication competency', medicationCompetency),
  ndis_screening: code('NDIS screening', ndisScreening),
  police_check_type: code('Police check type', policeCheckTypes),
  driver_licence: code('Driver licence', driverLicence),
  has_own_car: flag('Own car'),
  citizenship: code('Citizenship', citizenship),
  work_rights: code('Work rights', workRights),
  visa_subclass: text('Visa subclass', 3, { re: /^\d{3}$/, message: 'Visa subclass is three digits, e.g. 500.' }),
  gender_preference: code('Gender preference', jobPreferenceGender),
  languages: z.array(text('Language', 40), { error: 'Languages must be a list.' }).max(10, 'Languages has at most 10 entries.'),
};

/** The documents the applicant uploaded and what the review found. */
export const materialsFormShape = {
  identity_document_type: code('Identity document', identityDocuments),
  identity_document_number: text('Identity document number', 20, { re: /^[A-Za-z0-9]{5,20}$/, message: 'Identity document number is 5 to 20 letters and digits.' }),
  identity_document_expires_on: date('Identity document expiry'),
  identity_verification: code('Identity verification', verificationStates),
  police_check_state: code('Police check', verificationStates),
  police_check_number: text('Police check number', 30),
  police_check_issued_on: date('Police check issue date'),
  ndis_screening_number: text('NDIS screening number', 30),
  ndis_screening_expires_on: date('NDIS screening expiry'),
  visa_check_validity: code('Visa check', checkValidity),
  visa_checked_on: date('Visa check date'),
  visa_expires_on: date('Visa expiry'),
  visa_conditions: text('Visa conditions', 300),
  covid_vaccination_evidence: code('COVID-19 vaccination evidence', verificationStates),
  flu_vaccination_evidence: code('Flu vaccination evidence', verificationStates),
  flu_vaccinated_on: date('Flu vaccination date'),
  reviewer_note: note('Reviewer note'),
};

/** Fields whose values are never shown back in full nor written to the audit log (src/server/kit/redact.ts). */
export const secretFormFields = ['identity_document_number', 'tax_file_number', 'bank_account_number', 'super_member_number'] as const;

/** The employment contract and what payroll needs. */
export const contractFormShape = {
  employment_type: code('Employment type', employmentTypes),
  pay_basis: code('Pay basis', payBasis),
  pay_rate: money('Pay rate', 1, 500_000),
  start_date: date('Start date'),
  contract_sent_on: date('Contract sent date'),
  contract_signed_on: date('Contract signed date'),
  tax_file_number: z.string({ error: 'Tax file number must be text.' }).trim().refine(isValidTaxFileNumber, TFN_INVALID),
  tax_declaration: codes('Tax declaration', taxDeclarationFlags),
  bank_account_name: text('Account name', 80),
  bank_bsb: z.string({ error: 'BSB must be text.' }).trim().refine(isValidBsb, BSB_INVALID),
  bank_account_number: z.string({ error: 'Account number must be text.' }).trim().refine(isValidAccountNumber, ACCOUNT_NUMBER_INVALID),
  super_fund_name: text('Super fund', 120),
  super_fund_usi: z.string({ error: 'Fund USI must be text.' }).trim().refine(isValidUsi, USI_INVALID),
  super_member_number: text('Member number', 20, { re: /^[A-Za-z0-9]{4,20}$/, message: 'Member number is 4 to 20 letters and digits.' }),
  emergency_contact_name: text('Emergency contact', 80),
  emergency_contact_relationship: text('Relationship', 40),
  emergency_contact_phone: phone(),
  emergency_contact_email: emailAddress(),
};

/** The steps between a signed contract and the first shift. */
export const onboardingFormShape = {
  mandatory_training_done: codes('Mandatory training', mandatoryTraining),
  induction_completed_on: date('Induction date'),
  induction_facility: text('Induction facility', 120),
  orientation_shift_on: date('Orientation shift date'),
  buddy_name: text('Buddy', 80),
  uniform_size: code('Uniform size', uniformSizes),
  uniform_issued: flag('Uniform issued'),
  id_badge_issued: flag('ID badge issued'),
  app_account_created: flag('Shift app account'),
  policies_acknowledged: flag('Policies acknowledged'),
  onboarding_note: note('Onboarding note'),
};

export const formShapes = {
  application: applicationFormShape,
  materials: materialsFormShape,
  contract: contractFormShape,
  onboarding: onboardingFormShape,
} as const;

export type FormName = keyof typeof formShapes;
export type FormValues<F extends FormName> = { [K in keyof (typeof formShapes)[F]]: z.output<(typeof formShapes)[F][K]> | null };
