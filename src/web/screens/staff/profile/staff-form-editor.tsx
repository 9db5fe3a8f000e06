// One staff form as an editor: every field of its sections, changed fields marked, Enter or the button
// saves only what changed against the version shown. Field errors (the browser's schema check or the
// server's) land on their fields; when someone else saved meanwhile, the editor says so and keeps the
// user's answers until they choose to reload.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { CommandId } from '../../../../../commands';
import { formShapes, type FormName } from '../../../../../commands/staff-form-shapes';
import { ERR } from '../../../../domain/errors';
import { ApiError, errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { tMessage, useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { timeAgoLong } from '../../../i18n/time-ago';
import { controlOf } from './field-control-kind';
import { formCommands, formLayout } from './form-layout';
import { ProfileField } from './profile-field';

export interface FormEnvelope {
  version: number;
  updated_at: string | null;
  data: Record<string, unknown>;
}

export interface StaffFormEditorProps {
  staffId: number;
  form: FormName;
  envelope: FormEnvelope;
  /** Only these sections (a workflow dialog shows the part its step needs). */
  sections?: readonly string[];
  onSaved?: (envelope: FormEnvelope) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function StaffFormEditor({ staffId, form, envelope, sections, onSaved }: StaffFormEditorProps) {
  const t = useT();
  const [base, setBase] = useState(envelope);
  const [values, setValues] = useState<Record<string, unknown>>(envelope.data);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shape = formShapes[form] as Record<string, z.ZodType>;
  const controls = useMemo(() => Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, controlOf(key, schema)])), [form]);
  const dirtyKeys = Object.keys(shape).filter((key) => !same(values[key], base.data[key]));
  // Someone else's save reached us: take it when nothing is typed, else say so and keep the typing.
  const stale = envelope.version !== base.version;
  useEffect(() => {
    if (stale && dirtyKeys.length === 0) {
      setBase(envelope);
      setValues(envelope.data);
    }
  }, [envelope.version, envelope.updated_at]);

  const reload = () => {
    setBase(envelope);
    setValues(envelope.data);
    setErrors({});
    setFormError(null);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!dirtyKeys.length) return setFormError(t('profile.form.unchanged'));
    const changed = Object.fromEntries(dirtyKeys.map((key) => [key, values[key]]));
    setBusy(true);
    try {
      const result = (await run(formCommands[form].command as CommandId, { staff_id: staffId, version: base.version, ...changed }, 'screen', {
        quiet: true,
        context: { path: location.pathname, record: { kind: 'applicant', id: staffId, fields: { form } } },
      })) as { form_info: FormEnvelope };
      setErrors({});
      setBase(result.form_info);
      setValues(result.form_info.data);
      toast(t('profile.form.saved', { form: t(`profile.form.${form}`) }), 'success');
      onSaved?.(result.form_info);
    } catch (error) {
      if (error instanceof ApiError && error.fields.length) {
        setErrors(Object.fromEntries(error.fields.map((f) => [f.path.split('.')[0]!, f.message])));
        const elsewhere = error.fields.filter((f) => !(f.path.split('.')[0]! in shape));
        if (elsewhere.length) setFormError(elsewhere.map((f) => tMessage(f.message)).join(' '));
      } else if (!(error instanceof ApiError && error.err === ERR.conflict)) {
        setFormError(tMessage(errorMessage(error)));
      }
    } finally {
      setBusy(false);
    }
  };

  const shown = formLayout[form].filter((s) => !sections || sections.includes(s.key));
  return (
    <form
      onSubmit={submit}
      // Esc leaves the field, so the page's own keys (A/M/C/O, Shift+S) work again.
      onKeyDown={(e) => e.key === 'Escape' && e.target instanceof HTMLElement && e.target !== e.currentTarget && e.target.blur()}
      noValidate
      data-testid={`staff-form-${form}`} data-version={base.version} className="space-y-5">
      {stale && dirtyKeys.length > 0 && (
        <div role="alert" data-testid="staff-form-stale" className="flex items-center justify-between gap-3 rounded-md border border-[#ffe58f] bg-[#fffbe6] px-3 py-2 text-sm text-ink">
          <span>{t('profile.form.stale')}</span>
          <Button size="sm" onClick={reload} data-testid="staff-form-reload">{t('profile.form.reload')}</Button>
        </div>
      )}
      {shown.map((section) => (
        <fieldset key={section.key} className="min-w-0">
          <legend className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t(`profile.section.${section.key}`)}</legend>
          <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 xl:grid-cols-3">
            {section.fields.map((key) => (
              <div key={key} className={section.wide?.includes(key) ? 'sm:col-span-2 xl:col-span-3' : ''}>
                <ProfileField
                  name={key}
                  info={controls[key]!}
                  value={values[key] ?? null}
                  stored={base.data[key] ?? null}
                  dirty={dirtyKeys.includes(key)}
                  error={errors[key]}
                  onChange={(value) => {
                    setValues((v) => ({ ...v, [key]: value }));
                    setErrors((e) => ({ ...e, [key]: '' }));
                  }}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      {formError && <div role="alert" data-testid="staff-form-error" className="rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink">{formError}</div>}
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Button type="submit" variant="primary" loading={busy} data-testid="staff-form-save">
          {t('profile.form.save', { form: t(`profile.form.${form}`) })}
        </Button>
        {dirtyKeys.length > 0 && (
          <>
            <span className="text-sm text-warning" data-testid="staff-form-dirty">{t('profile.form.changed', { count: dirtyKeys.length })}</span>
            <Button variant="text" onClick={reload} data-testid="staff-form-discard">{t('profile.form.discard')}</Button>
          </>
        )}
        <span className="ml-auto text-xs text-ink-muted" data-testid="staff-form-version">
          {base.version ? `${t('profile.form.version', { version: base.version })} · ${t('profile.form.savedAgo', { ago: timeAgoLong(base.updated_at ?? '') })}` : t('profile.form.neverSaved')}
        </span>
      </div>
    </form>
  );
}
