// The onboarding checklist of an applicant (spec §3 'checklist_info'): what recruitment still needs before
// someone can work, read from the four forms and the qualifications on file. Pure, so the preview of a
// status change and the form info agree. Item keys are stable: checklist history refers to them.
import { mandatoryTraining } from '../enums/candidate';

type Form = Readonly<Record<string, unknown>>;

export interface ChecklistInput {
  application: Form | null;
  materials: Form | null;
  contract: Form | null;
  onboarding: Form | null;
  /** Names of required qualifications not on file, or expired. */
  missingQualifications: readonly string[];
  today: string;
}

export interface ChecklistItem {
  key: string;
  label: string;
  done: boolean;
  detail: string;
}

/** Police checks are accepted for three years in aged care. */
const POLICE_CHECK_YEARS = 3;

const minusYears = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
const has = (form: Form | null, key: string) => form !== null && form[key] !== null && form[key] !== undefined && form[key] !== '';

type Check = { key: string; label: string; test: (i: ChecklistInput) => [done: boolean, detail: string] };

const checks: readonly Check[] = [
  {
    key: 'application_answered', label: 'Application answered',
    test: ({ application: a }) => (has(a, 'work_rights') && has(a, 'available_days') ? [true, 'Availability and work rights answered'] : [false, 'Availability or work rights not answered yet']),
  },
  {
    key: 'identity_verified', label: 'Identity verified',
    test: ({ materials: m }) => (m?.identity_verification === 'verified' ? [true, 'Identity document verified'] : [false, `Identity ${String(m?.identity_verification ?? 'not checked')}`]),
  },
  {
    key: 'police_check', label: 'Police check',
    test: ({ materials: m, today }) => {
      if (m?.police_check_state !== 'verified') return [false, `Police check ${String(m?.police_check_state ?? 'not provided')}`];
      const issued = typeof m.police_check_issued_on === 'string' ? m.police_check_issued_on : null;
      if (issued && issued < minusYears(today, POLICE_CHECK_YEARS)) return [false, `Issued ${issued}: older than ${POLICE_CHECK_YEARS} years`];
      return [true, issued ? `Verified, issued ${issued}` : 'Verified'];
    },
  },
  {
    key: 'visa_check', label: 'Visa check',
    test: ({ materials: m, today }) => {
      if (m?.visa_check_validity !== 'valid') return [false, m?.visa_check_validity === 'in_valid' ? 'No valid work rights' : 'Not checked yet'];
      const expires = typeof m.visa_expires_on === 'string' ? m.visa_expires_on : null;
      return expires && expires < today ? [false, `Visa expired ${expires}`] : [true, expires ? `Valid until ${expires}` : 'Valid'];
    },
  },
  {
    key: 'vaccinations', label: 'Vaccination evidence',
    test: ({ materials: m }) => {
      const covid = m?.covid_vaccination_evidence === 'verified';
      const flu = m?.flu_vaccination_evidence === 'verified';
      return [covid && flu, covid && flu ? 'COVID-19 and flu verified' : `${covid ? '' : 'COVID-19 '}${!covid && !flu ? 'and ' : ''}${flu ? '' : 'flu '}evidence outstanding`.trim()];
    },
  },
  {
    key: 'qualifications', label: 'Required qualifications',
    test: ({ missingQualifications: missing }) => (missing.length === 0 ? [true, 'All on file'] : [false, `Missing: ${missing.join(', ')}`]),
  },
  {
    key: 'contract_signed', label: 'Contract signed',
    test: ({ contract: c }) => (has(c, 'contract_signed_on') ? [true, `Signed ${String(c!.contract_signed_on)}`] : [false, has(c, 'contract_sent_on') ? `Sent ${String(c!.contract_sent_on)}, not signed` : 'Not sent']),
  },
  {
    key: 'payroll_details', label: 'Tax, bank and super',
    test: ({ contract: c }) => {
      const missing = [['tax_file_number', 'TFN'], ['bank_account_number', 'bank account'], ['super_fund_name', 'super fund']].filter(([k]) => !has(c, k)).map(([, l]) => l);
      return [missing.length === 0, missing.length ? `Missing ${missing.join(', ')}` : 'All provided'];
    },
  },
  {
    key: 'emergency_contact', label: 'Emergency contact',
    test: ({ contract: c }) => (has(c, 'emergency_contact_name') && has(c, 'emergency_contact_phone') ? [true, String(c!.emergency_contact_name)] : [false, 'Not provided']),
  },
  {
    key: 'mandatory_training', label: 'Mandatory training',
    test: ({ onboarding: o }) => {
      const done = Array.isArray(o?.mandatory_training_done) ? o.mandatory_training_done.length : 0;
      const total = mandatoryTraining.codes.length;
      return [done >= total, `${done} of ${total} topics`];
    },
  },
  {
    key: 'induction', label: 'Induction',
    test: ({ onboarding: o }) => (has(o, 'induction_completed_on') ? [true, `Completed ${String(o!.induction_completed_on)}`] : [false, 'Not completed']),
  },
  {
    key: 'uniform_and_badge', label: 'Uniform and ID badge',
    test: ({ onboarding: o }) => {
      const uniform = o?.uniform_issued === true;
      const badge = o?.id_badge_issued === true;
      return [uniform && badge, uniform && badge ? 'Both issued' : `${uniform ? '' : 'Uniform'}${!uniform && !badge ? ' and ' : ''}${badge ? '' : 'ID badge'} not issued`];
    },
  },
  {
    key: 'app_account', label: 'Shift app account',
    test: ({ onboarding: o }) => (o?.app_account_created === true ? [true, 'Created'] : [false, 'Not created']),
  },
];

/** Checklist item keys, in order. */
export const checklistKeys: readonly string[] = Object.freeze(checks.map((c) => c.key));

export function staffChecklist(input: ChecklistInput): { done: number; total: number; items: ChecklistItem[] } {
  const items = checks.map(({ key, label, test }) => {
    const [done, detail] = test(input);
    return { key, label, done, detail };
  });
  return { done: items.filter((i) => i.done).length, total: items.length, items };
}

/** The checklist items a status step relies on: the preview warns about those not done. */
export const checklistForStatus: Readonly<Partial<Record<number, readonly string[]>>> = {
  6: ['identity_verified'],
  7: ['identity_verified', 'police_check', 'visa_check', 'vaccinations', 'qualifications'],
  8: ['contract_signed'],
  9: ['contract_signed', 'payroll_details', 'emergency_contact'],
  14: ['mandatory_training', 'induction'],
  10: ['identity_verified', 'police_check', 'visa_check', 'qualifications', 'contract_signed', 'payroll_details', 'mandatory_training', 'induction', 'uniform_and_badge', 'app_account'],
};
