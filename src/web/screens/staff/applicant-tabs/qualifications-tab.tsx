import { useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useSnapshot } from 'valtio';
import { verificationStates } from '../../../../domain/enums/identity';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { palette } from '../../../state/palette';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { ApplicationChecksCard } from '../profile/application-checks-card';
import { CertificatesCard } from '../profile/certificates-card';
import { codeLabel } from '../profile/code-label';
import { QualificationForm, type HeldQualification } from '../profile/qualification-form';
import { qualificationCategories } from '../../../../domain/staff-forms/vocabulary';
import type { ApplicantTabProps } from './tab-props';

const ADD_KEY = 'q';
type Editing = { mode: 'add'; preset?: number } | { mode: 'edit'; row: HeldQualification } | null;

/**
 * Applicant detail › Qualifications: what they hold (Q adds one), what their position still needs,
 * their training certificates, and per application which required qualifications are met.
 */
export default function QualificationsTab({ staffId, applications }: ApplicantTabProps) {
  const t = useT();
  const context = { path: location.pathname, record: { kind: 'applicant' as const, id: staffId, fields: { form: 'qualifications' } } };
  const { data } = useCommandQuery('qualification.list', { staff_id: staffId }, { context });
  const { data: catalogue } = useCommandQuery('qualification.catalogue', {});
  const { open: paletteOpen } = useSnapshot(palette);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  useHotkeys(ADD_KEY, (e) => (e.preventDefault(), setEditing({ mode: 'add' })), { enabled: !paletteOpen && editing === null && Boolean(catalogue) });
  const list = data?.staff_id === staffId ? data : undefined;

  const remove = (row: HeldQualification) => {
    if (confirming !== row.id) return setConfirming(row.id);
    setConfirming(null);
    run('qualification.delete', { id: row.id, version: row.version }, 'screen', { context }).catch(() => {});
  };

  return (
    <div className="space-y-4" data-testid="qualifications-tab">
      <Card
        title={t('profile.qualifications.title')}
        extra={<Button variant="primary" onClick={() => setEditing({ mode: 'add' })} disabled={!catalogue} data-testid="qualification-add">{t('profile.qualifications.add')} <Kbd kbd={ADD_KEY} tone="dark" /></Button>}
        bodyClassName="p-0"
      >
        {list && list.missing_required.length > 0 && (
          <div className="flex flex-wrap items-center gap-2 border-b border-line bg-[#fffbe6] px-4 py-2 text-sm" data-testid="qualifications-missing">
            <span className="text-ink-soft">{t('profile.qualifications.missing', { position: list.position_name })}:</span>
            {list.missing_required.map((q) => (
              <Button key={q.id} size="sm" onClick={() => setEditing({ mode: 'add', preset: q.id })} data-testid="qualification-missing">{q.name}</Button>
            ))}
          </div>
        )}
        {list && list.missing_required.length === 0 && <p className="border-b border-line px-4 py-2 text-sm text-success">{t('profile.qualifications.allHeld', { position: list.position_name })}</p>}
        {editing && catalogue && (
          <div className="border-b border-line p-4">
            <QualificationForm
              key={editing.mode === 'edit' ? editing.row.id : `add-${editing.preset ?? ''}`}
              staffId={staffId}
              catalogue={catalogue.qualification_list}
              editing={editing.mode === 'edit' ? editing.row : undefined}
              preset={editing.mode === 'add' ? editing.preset : undefined}
              onDone={() => setEditing(null)}
            />
          </div>
        )}
        {list?.qualification_list.length ? (
          <table className="w-full text-left text-sm" data-testid="qualifications">
            <thead className="bg-[#fafafa] text-xs text-ink-muted">
              <tr>
                <th className="px-4 py-2 font-medium">{t('profile.qualifications.kind')}</th>
                <th className="px-2 font-medium">{t('profile.qualifications.reference')}</th>
                <th className="px-2 font-medium">{t('profile.qualifications.issued')}</th>
                <th className="px-2 font-medium">{t('profile.qualifications.expires')}</th>
                <th className="px-2 font-medium">{t('profile.qualifications.verification')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.qualification_list.map((q) => (
                <tr key={q.id} className="border-t border-line" data-testid="qualification-row" data-qualification={q.qualification_id}>
                  <td className="px-4 py-2">
                    <span className="block text-ink">{q.name}</span>
                    <span className="text-xs text-ink-muted">{codeLabel(t, qualificationCategories as never, q.category)}{q.issuer ? ` · ${q.issuer}` : ''}</span>
                  </td>
                  <td className="px-2 text-ink-soft tabular-nums">{q.reference_number ?? '—'}</td>
                  <td className="px-2 tabular-nums">{q.issued_on ?? '—'}</td>
                  <td className={`px-2 tabular-nums ${q.expired ? 'font-medium text-danger' : ''}`}>{q.expires_on ?? '—'}{q.expired && ` · ${t('profile.qualifications.expired')}`}</td>
                  <td className="px-2">{verificationStates.has(q.verification) ? enumLabel(verificationStates, q.verification) : q.verification}</td>
                  <td className="px-4 text-right whitespace-nowrap">
                    <Button size="sm" variant="text" onClick={() => setEditing({ mode: 'edit', row: q })} data-testid="qualification-edit">{t('profile.qualifications.edit')}</Button>
                    <Button size="sm" variant={confirming === q.id ? 'primary' : 'text'} danger onClick={() => remove(q)} onBlur={() => setConfirming(null)} data-testid="qualification-delete">
                      {confirming === q.id ? t('profile.qualifications.confirm') : t('profile.qualifications.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="p-5 text-sm text-ink-muted">{list ? t('profile.qualifications.none') : t('table.loading')}</p>
        )}
      </Card>
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <CertificatesCard staffId={staffId} certificates={list?.certificate_list ?? []} />
        <ApplicationChecksCard applications={applications} />
      </div>
    </div>
  );
}
