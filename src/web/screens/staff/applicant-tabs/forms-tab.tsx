import { useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useSnapshot } from 'valtio';
import type { FormName } from '../../../../../commands/staff-form-shapes';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { palette } from '../../../state/palette';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { autoFillVisa, ChecklistCard, RecruitmentCard, VisaCard } from '../profile/form-side-panels';
import { formCommands, formOrder } from '../profile/form-layout';
import { StaffFormEditor } from '../profile/staff-form-editor';
import type { ApplicantTabProps } from './tab-props';

const envelopeKey = { application: 'form_application', materials: 'form_materials', contract: 'form_contract', onboarding: 'form_onboarding' } as const;

/**
 * Applicant detail › Forms: the application, materials, contract and onboarding forms (A, M, C, O switch
 * between them, E focuses the first field, Enter saves), with the checklist, the visa check (V auto-fills
 * it) and the recruitment summary beside them.
 */
export default function FormsTab({ staffId }: ApplicantTabProps) {
  const t = useT();
  const [form, setForm] = useState<FormName>('application');
  const [filling, setFilling] = useState(false);
  const { open: paletteOpen } = useSnapshot(palette);
  const { data, error } = useCommandQuery('profile.formInfo', { staff_id: staffId }, { context: { path: location.pathname, record: { kind: 'applicant', id: staffId } } });
  const info = data?.staff_id === staffId ? data : undefined;

  const autoFill = () => {
    if (!info || filling) return;
    setFilling(true);
    autoFillVisa(info).catch(() => {}).finally(() => setFilling(false));
  };
  const keysOn = { enabled: !paletteOpen && info !== undefined };
  useHotkeys(formOrder.map((f) => formCommands[f].key), (e) => setForm(formOrder.find((f) => formCommands[f].key === e.key) ?? 'application'), keysOn);
  useHotkeys('v', autoFill, keysOn, [info, filling]);
  // E starts editing: the form's first field takes the focus, Tab walks on, Enter saves.
  useHotkeys('e', (e) => {
    e.preventDefault();
    document.querySelector<HTMLElement>(`[data-testid="staff-form-${form}"] [data-field] :is(input, select, textarea)`)?.focus();
  }, keysOn, [form]);

  if (!info) return <p className="p-5 text-sm text-ink-muted" data-testid="forms-loading">{error ?? t('table.loading')}</p>;
  const envelope = info[envelopeKey[form]];
  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_320px]" data-testid="forms-tab">
      <Card
        className="min-w-0"
        bodyClassName="p-5"
        title={
          <nav role="tablist" aria-label={t('applicantDetail.tab.forms')} className="-mb-2 flex flex-wrap gap-1" data-testid="form-switcher">
            {formOrder.map((f) => {
              const version = info[envelopeKey[f]].version;
              return (
                <button
                  key={f}
                  type="button"
                  role="tab"
                  aria-selected={f === form}
                  onClick={() => setForm(f)}
                  data-testid={`form-tab-${f}`}
                  className={`-mb-px flex items-center gap-1.5 border-b-2 px-2.5 py-2 text-sm ${f === form ? 'border-primary font-medium text-primary' : 'border-transparent text-ink-soft hover:text-ink'}`}
                >
                  {t(`profile.form.${f}`)}
                  {version === 0 && <span className="size-1.5 rounded-full bg-black/20" title={t('profile.form.neverSaved')} aria-hidden />}
                  <Kbd kbd={formCommands[f].key} />
                </button>
              );
            })}
          </nav>
        }
      >
        {form === 'application' && info.all_is_quick_apply && (
          <p className="mb-4 rounded-md border border-primary-100 bg-primary-50 px-3 py-2 text-sm text-ink" data-testid="quick-apply">{t('profile.form.quickApply')}</p>
        )}
        <StaffFormEditor key={`${staffId}:${form}`} staffId={staffId} form={form} envelope={envelope} />
        <p className="mt-4 text-xs text-ink-muted">{t('profile.form.keys')}</p>
      </Card>
      <div className="space-y-4">
        <ChecklistCard info={info} />
        <VisaCard info={info} busy={filling} onAutoFill={autoFill} />
        <RecruitmentCard info={info} />
      </div>
    </div>
  );
}
