// Training certificates of an applicant: the mandatory topics they completed, added and deleted here.
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { trainingCertificateRow } from '../../../../../commands/staff-qualifications';
import { mandatoryTraining } from '../../../../domain/enums/candidate';
import { ApiError, errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { enumLabel, tMessage, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectInput, TextInput } from '../../../ui/field';
import { DateInput } from '../../../ui/date-input';

type Certificate = z.infer<typeof trainingCertificateRow>;
const EMPTY = { topic: '', completed_on: '', provider: '', certificate_number: '', expires_on: '' };

export function CertificatesCard({ staffId, certificates }: { staffId: number; certificates: readonly Certificate[] }) {
  const t = useT();
  const context = { path: location.pathname, record: { kind: 'applicant' as const, id: staffId, fields: { form: 'qualifications' } } };
  const [adding, setAdding] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());
    try {
      await run('qualification.addCertificate', {
        staff_id: staffId, topic: values.topic || undefined, completed_on: optional(values.completed_on), provider: optional(values.provider),
        certificate_number: optional(values.certificate_number), expires_on: optional(values.expires_on),
      }, 'screen', { context });
      setValues(EMPTY);
      setErrors({});
      setAdding(false);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      setErrors(fields.length ? Object.fromEntries(fields.map((f) => [f.path || 'form', f.message])) : { form: errorMessage(error) });
    }
  };
  const remove = (id: number) => {
    if (confirming !== id) return setConfirming(id);
    setConfirming(null);
    run('qualification.deleteCertificate', { id }, 'screen', { context }).catch(() => {});
  };
  const error = (key: string) => errors[key] && <span role="alert" className="block text-xs text-danger" data-testid={`certificate-error-${key}`}>{tMessage(errors[key]!)}</span>;

  return (
    <Card title={t('profile.qualifications.certificates')} extra={<Button size="sm" onClick={() => setAdding((a) => !a)} data-testid="certificate-add">{t('profile.qualifications.addCertificate')}</Button>} bodyClassName="p-0">
      {adding && (
        <form onSubmit={add} noValidate className="grid gap-3 border-b border-line bg-primary-50/40 p-4 sm:grid-cols-3" data-testid="certificate-form">
          <label className="text-xs text-ink-soft">{t('profile.qualifications.topic')}
            <SelectInput className="mt-1 w-full" value={values.topic} onChange={set('topic')} data-testid="certificate-topic" autoFocus>
              <option value="">—</option>
              {mandatoryTraining.codes.map((c) => <option key={c} value={c}>{enumLabel(mandatoryTraining, c)}</option>)}
            </SelectInput>{error('topic')}
          </label>
          <label className="text-xs text-ink-soft">{t('profile.qualifications.completed')}<DateInput className="mt-1" value={values.completed_on} onChange={(value) => set('completed_on')({ target: { value } })} data-testid="certificate-completed" />{error('completed_on')}</label>
          <label className="text-xs text-ink-soft">{t('profile.qualifications.provider')}<TextInput className="mt-1" value={values.provider} onChange={set('provider')} data-testid="certificate-provider" />{error('provider')}</label>
          <label className="text-xs text-ink-soft">{t('profile.qualifications.number')}<TextInput className="mt-1" value={values.certificate_number} onChange={set('certificate_number')} />{error('certificate_number')}</label>
          <label className="text-xs text-ink-soft">{t('profile.qualifications.expires')}<DateInput className="mt-1" value={values.expires_on} onChange={(value) => set('expires_on')({ target: { value } })} />{error('expires_on')}</label>
          <div className="flex items-end gap-2"><Button type="submit" variant="primary" data-testid="certificate-save">{t('profile.qualifications.addCertificate')}</Button>{error('form')}</div>
        </form>
      )}
      {certificates.length ? (
        <table className="w-full text-left text-sm" data-testid="certificates">
          <thead className="bg-[#fafafa] text-xs text-ink-muted">
            <tr><th className="px-4 py-2 font-medium">{t('profile.qualifications.topic')}</th><th className="px-2 font-medium">{t('profile.qualifications.completed')}</th><th className="px-2 font-medium">{t('profile.qualifications.provider')}</th><th className="px-2 font-medium">{t('profile.qualifications.expires')}</th><th /></tr>
          </thead>
          <tbody>
            {certificates.map((c) => (
              <tr key={c.id} className="border-t border-line" data-testid="certificate-row" data-topic={c.topic}>
                <td className="px-4 py-2">{mandatoryTraining.has(c.topic) ? enumLabel(mandatoryTraining, c.topic) : c.topic}</td>
                <td className="px-2 whitespace-nowrap tabular-nums">{c.completed_on}</td>
                <td className="px-2 text-ink-soft">{c.provider}</td>
                <td className="px-2 whitespace-nowrap tabular-nums text-ink-soft">{c.expires_on ?? '—'}</td>
                <td className="px-4 text-right">
                  <Button size="sm" variant={confirming === c.id ? 'primary' : 'text'} danger onClick={() => remove(c.id)} onBlur={() => setConfirming(null)} data-testid="certificate-delete">
                    {confirming === c.id ? t('profile.qualifications.confirm') : t('profile.qualifications.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="p-5 text-sm text-ink-muted">{t('profile.qualifications.noCertificates')}</p>
      )}
    </Card>
  );
}
