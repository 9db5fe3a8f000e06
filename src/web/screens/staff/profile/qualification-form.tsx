// Add or edit one qualification of an applicant (staff_qualification_save). The kind select takes the
// focus when it opens, Enter saves, Esc cancels.
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { catalogueQualification, staffQualificationRow } from '../../../../../commands/staff-qualifications';
import { verificationStates } from '../../../../domain/enums/identity';
import { ApiError, errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { enumLabel, tMessage, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { SelectInput, TextInput } from '../../../ui/field';
import { DateInput } from '../../../ui/date-input';

type Kind = z.infer<typeof catalogueQualification>;
export type HeldQualification = z.infer<typeof staffQualificationRow>;

const EMPTY = { qualification_id: '', reference_number: '', issuer: '', issued_on: '', expires_on: '', verification: 'pending', note: '' };
type Values = typeof EMPTY;

export function QualificationForm({ staffId, catalogue, editing, preset, onDone }: { staffId: number; catalogue: readonly Kind[]; editing?: HeldQualification; preset?: number; onDone: () => void }) {
  const t = useT();
  const [values, setValues] = useState<Values>(() =>
    editing
      ? { qualification_id: String(editing.qualification_id), reference_number: editing.reference_number ?? '', issuer: editing.issuer ?? '', issued_on: editing.issued_on ?? '', expires_on: editing.expires_on ?? '', verification: editing.verification, note: editing.note ?? '' }
      : { ...EMPTY, qualification_id: preset ? String(preset) : '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());
    const args = {
      staff_id: staffId,
      ...(editing ? { id: editing.id, version: editing.version } : {}),
      qualification_id: values.qualification_id ? Number(values.qualification_id) : undefined,
      reference_number: optional(values.reference_number), issuer: optional(values.issuer), issued_on: optional(values.issued_on),
      expires_on: optional(values.expires_on), verification: values.verification, note: optional(values.note),
    };
    try {
      await run('qualification.save', args, 'screen', { context: { path: location.pathname, record: { kind: 'applicant', id: staffId } } });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      setErrors(fields.length ? Object.fromEntries(fields.map((f) => [f.path || 'form', f.message])) : { form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof Values, label: string, input: React.ReactNode) => (
    <label className="block text-xs text-ink-soft">
      {label}
      <div className="mt-1">{input}</div>
      <span role={errors[key] ? 'alert' : undefined} className="block min-h-4 text-danger" data-testid={`qualification-error-${key}`}>{errors[key] ? tMessage(errors[key]!) : ''}</span>
    </label>
  );
  return (
    <form onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onDone())} noValidate className="rounded-md border border-primary-100 bg-primary-50/40 p-4" data-testid="qualification-form">
      <div className="grid gap-x-4 sm:grid-cols-2 xl:grid-cols-3">
        <div className="sm:col-span-2 xl:col-span-3">
          {field('qualification_id', t('profile.qualifications.kind'), (
            <SelectInput autoFocus className="w-full" value={values.qualification_id} onChange={set('qualification_id')} data-testid="qualification-kind">
              <option value="">{t('profile.qualifications.chooseKind')}</option>
              {catalogue.map((k) => <option key={k.id} value={k.id}>{k.name}</option>)}
            </SelectInput>
          ))}
        </div>
        {field('reference_number', t('profile.qualifications.reference'), <TextInput value={values.reference_number} onChange={set('reference_number')} data-testid="qualification-reference" />)}
        {field('issuer', t('profile.qualifications.issuer'), <TextInput value={values.issuer} onChange={set('issuer')} data-testid="qualification-issuer" />)}
        {field('verification', t('profile.qualifications.verification'), (
          <SelectInput className="w-full" value={values.verification} onChange={set('verification')} data-testid="qualification-verification">
            {verificationStates.codes.map((c) => <option key={c} value={c}>{enumLabel(verificationStates, c)}</option>)}
          </SelectInput>
        ))}
        {field('issued_on', t('profile.qualifications.issued'), <DateInput value={values.issued_on} onChange={(value) => set('issued_on')({ target: { value } })} data-testid="qualification-issued" />)}
        {field('expires_on', t('profile.qualifications.expires'), <DateInput value={values.expires_on} onChange={(value) => set('expires_on')({ target: { value } })} data-testid="qualification-expires" />)}
        {field('note', t('profile.qualifications.note'), <TextInput value={values.note} onChange={set('note')} data-testid="qualification-note" />)}
      </div>
      {errors.form && <p role="alert" className="mb-2 text-sm text-danger" data-testid="qualification-error">{tMessage(errors.form)}</p>}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" loading={busy} data-testid="qualification-save">{t('profile.qualifications.save')}</Button>
        <Button onClick={onDone}>{t('profile.qualifications.cancel')}</Button>
      </div>
    </form>
  );
}
