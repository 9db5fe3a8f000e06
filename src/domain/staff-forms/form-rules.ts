// Rules across fields of one staff form, checked on the form as it will be stored (a patch merged with
// what is there), so a write can never leave a form that breaks them. Returns the field errors, if any.
import type { FieldError } from '../errors';

type Form = Readonly<Record<string, unknown>>;
type Rule = (form: Form, today: string) => FieldError | null;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const notFuture = (field: string, label: string): Rule => (form, today) => {
  const value = str(form[field]);
  return value && value > today ? { path: field, message: `${label} must not be in the future.` } : null;
};

/** Hourly rates are checked against the award range, salaries against a plausible annual range. */
const PAY_RANGES: Readonly<Record<number, readonly [number, number, string]>> = {
  1: [40_000, 400_000, 'an annual salary'],
  2: [24.95, 300, 'an hourly rate'],
};

const rules: Readonly<Record<string, readonly Rule[]>> = {
  application: [
    (f) => (f.work_rights === 'australian_citizen' && f.citizenship !== null && f.citizenship !== undefined && f.citizenship !== 1
      ? { path: 'work_rights', message: 'Work rights say Australian citizen, but citizenship says otherwise.' }
      : null),
    (f) => (Array.isArray(f.available_days) && f.available_days.length > 0 && f.hours_per_week === 0
      ? { path: 'hours_per_week', message: 'Hours per week must be more than 0 when days are available.' }
      : null),
  ],
  materials: [
    notFuture('police_check_issued_on', 'Police check issue date'),
    notFuture('visa_checked_on', 'Visa check date'),
    notFuture('flu_vaccinated_on', 'Flu vaccination date'),
    (f) => (f.police_check_state === 'verified' && !f.police_check_number
      ? { path: 'police_check_number', message: 'Police check number is needed to mark the police check verified.' }
      : null),
  ],
  contract: [
    notFuture('contract_sent_on', 'Contract sent date'),
    notFuture('contract_signed_on', 'Contract signed date'),
    (f) => {
      const sent = str(f.contract_sent_on);
      const signed = str(f.contract_signed_on);
      return sent && signed && signed < sent ? { path: 'contract_signed_on', message: 'Contract signed date must not be before the contract sent date.' } : null;
    },
    (f) => {
      const range = typeof f.pay_basis === 'number' ? PAY_RANGES[f.pay_basis] : undefined;
      if (!range || typeof f.pay_rate !== 'number') return null;
      const [min, max, what] = range;
      return f.pay_rate < min || f.pay_rate > max
        ? { path: 'pay_rate', message: `Pay rate for ${what} must be between ${min.toLocaleString('en-AU')} and ${max.toLocaleString('en-AU')}.` }
        : null;
    },
  ],
  onboarding: [
    notFuture('induction_completed_on', 'Induction date'),
    (f) => (f.uniform_issued === true && !f.uniform_size ? { path: 'uniform_size', message: 'Uniform size is needed once the uniform is issued.' } : null),
  ],
};

export function formRuleErrors(form: string, data: Form, today: string): FieldError[] {
  return (rules[form] ?? []).map((rule) => rule(data, today)).filter((e): e is FieldError => e !== null);
}
