// How each staff form is laid out on screen: its sections and their fields, in reading order. Every field
// of commands/staff-form-shapes.ts appears exactly once (a test holds them together).
import type { FormName } from '../../../../../commands/staff-form-shapes';

export interface FormSection {
  /** i18n key under profile.section. */
  key: string;
  fields: readonly string[];
  /** Long text: one field per row. */
  wide?: readonly string[];
}

export const formLayout: Readonly<Record<FormName, readonly FormSection[]>> = {
  application: [
    { key: 'availability', fields: ['available_days', 'available_shifts', 'hours_per_week', 'shift_block_pattern', 'start_timing', 'care_setting', 'gender_preference'], wide: ['available_days'] },
    { key: 'experience', fields: ['experience', 'medication_competency', 'covid_vaccination', 'flu_vaccination', 'ndis_screening', 'police_check_type'] },
    { key: 'eligibility', fields: ['citizenship', 'work_rights', 'visa_subclass', 'driver_licence', 'has_own_car', 'languages'] },
  ],
  materials: [
    { key: 'identity', fields: ['identity_document_type', 'identity_document_number', 'identity_document_expires_on', 'identity_verification'] },
    { key: 'checks', fields: ['police_check_state', 'police_check_number', 'police_check_issued_on', 'ndis_screening_number', 'ndis_screening_expires_on'] },
    { key: 'visa', fields: ['visa_check_validity', 'visa_checked_on', 'visa_expires_on', 'visa_conditions'], wide: ['visa_conditions'] },
    { key: 'vaccination', fields: ['covid_vaccination_evidence', 'flu_vaccination_evidence', 'flu_vaccinated_on'] },
    { key: 'review', fields: ['reviewer_note'], wide: ['reviewer_note'] },
  ],
  contract: [
    { key: 'employment', fields: ['employment_type', 'pay_basis', 'pay_rate', 'start_date', 'contract_sent_on', 'contract_signed_on'] },
    { key: 'tax', fields: ['tax_file_number', 'tax_declaration'], wide: ['tax_declaration'] },
    { key: 'bank', fields: ['bank_account_name', 'bank_bsb', 'bank_account_number', 'super_fund_name', 'super_fund_usi', 'super_member_number'] },
    { key: 'emergency', fields: ['emergency_contact_name', 'emergency_contact_relationship', 'emergency_contact_phone', 'emergency_contact_email'] },
  ],
  onboarding: [
    { key: 'training', fields: ['mandatory_training_done'], wide: ['mandatory_training_done'] },
    { key: 'induction', fields: ['induction_completed_on', 'induction_facility', 'orientation_shift_on', 'buddy_name'] },
    { key: 'issued', fields: ['uniform_size', 'uniform_issued', 'id_badge_issued', 'app_account_created', 'policies_acknowledged'] },
    { key: 'note', fields: ['onboarding_note'], wide: ['onboarding_note'] },
  ],
};

/** The command that saves each form, and the key that opens it on the Forms tab. */
export const formCommands = {
  application: { command: 'profile.modifyApplication', key: 'a' },
  materials: { command: 'profile.modifyMaterials', key: 'm' },
  contract: { command: 'profile.modifyContract', key: 'c' },
  onboarding: { command: 'profile.modifyOnboarding', key: 'o' },
} as const satisfies Record<FormName, { command: string; key: string }>;

export const formOrder = Object.keys(formCommands) as FormName[];
