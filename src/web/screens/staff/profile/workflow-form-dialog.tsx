// The body of the recruitment dialogs that fill a staff form (uploading materials, signing contract,
// onboarding): the form for the applicant, what the checklist says of it, and the staff status step it
// leads to. Opened for an application alone, it finds the applicant through the application.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import type { FormName } from '../../../../../commands/staff-form-shapes';
import { useCommandQuery } from '../../../commands/use-command-query';
import { DialogFrame } from '../../../dialogs/dialog-frame';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import type { FormInfo } from './form-side-panels';
import { StaffFormEditor } from './staff-form-editor';
import { StatusStep } from './status-step';

const envelopeKey = { application: 'form_application', materials: 'form_materials', contract: 'form_contract', onboarding: 'form_onboarding' } as const;

export interface WorkflowFormDialogProps {
  id: 'uploadingMaterials' | 'signingContract' | 'onboarding';
  form: FormName;
  /** Checklist items this step is about, shown above the form. */
  checklist: readonly string[];
  /** Staff statuses this step leads to, first allowed wins. */
  targets: readonly number[];
  applicationId?: number;
  staffId?: number;
  extra?: (info: FormInfo) => ReactNode;
}

export function WorkflowFormDialog({ id, form, checklist, targets, applicationId, staffId, extra }: WorkflowFormDialogProps) {
  const t = useT();
  const viaApplication = useCommandQuery('qualification.forApplication', { application_id: applicationId }, {
    enabled: staffId === undefined && applicationId !== undefined,
    context: { path: location.pathname, record: { kind: 'application', id: applicationId ?? 0 } },
  });
  const person = staffId ?? viaApplication.data?.staff_id;
  const { data, error } = useCommandQuery('profile.formInfo', { staff_id: person }, {
    enabled: person !== undefined,
    context: { path: location.pathname, record: { kind: 'applicant', id: person ?? 0 } },
  });
  const info = data && data.staff_id === person ? data : undefined;
  const items = info?.checklist_info.items.filter((i) => checklist.includes(i.key)) ?? [];
  return (
    <DialogFrame title={t(`dialogs.${id}.title`)} footer={<Dialog.Close asChild><Button>{t('common.close')}</Button></Dialog.Close>}>
      <div className="space-y-4" data-testid={`workflow-dialog-${id}`}>
        <p className="text-sm text-ink-soft">{t(`dialogs.${id}.purpose`)}</p>
        {staffId === undefined && applicationId === undefined && <p className="text-sm text-ink-muted" data-testid="workflow-dialog-no-record">{t('profile.form.noRecord')}</p>}
        {person === undefined && applicationId !== undefined && !viaApplication.loading && <p className="text-sm text-danger">{viaApplication.error ?? t('table.empty')}</p>}
        {!info && person !== undefined && <p className="text-sm text-ink-muted">{error ?? t('table.loading')}</p>}
        {info && (
          <>
            <p className="text-sm font-medium text-ink" data-testid="workflow-dialog-applicant">{info.applicant_basic.name} · {info.position_name}{applicationId ? ` · #${applicationId}` : ''}</p>
            <ul className="flex flex-wrap gap-2" data-testid="workflow-dialog-checklist">
              {items.map((i) => (
                <li key={i.key} title={i.detail} className={`rounded-full border px-2.5 py-0.5 text-xs ${i.done ? 'border-success-200 bg-success-50 text-success' : 'border-line bg-white text-ink-soft'}`}>
                  {i.done ? '✓ ' : ''}{t(`profile.checklist.${i.key}`, undefined, i.label)}
                </li>
              ))}
            </ul>
            {extra?.(info)}
            <StaffFormEditor key={`${info.staff_id}:${form}`} staffId={info.staff_id} form={form} envelope={info[envelopeKey[form]]} />
            <StatusStep staffId={info.staff_id} targets={targets} />
          </>
        )}
      </div>
    </DialogFrame>
  );
}
