// Per application: the qualifications its job's position asks for, ticked met or not with a note, and
// saved against the version shown (save_application_qualifications).
import { useEffect, useState } from 'react';
import type { ApplicationRow } from '../../../../../commands/application';
import { ApiError, errorMessage } from '../../../api/api-error';
import { useCommandQuery } from '../../../commands/use-command-query';
import { run } from '../../../commands/dispatcher';
import { tMessage, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectInput, TextInput } from '../../../ui/field';

type Check = { met: boolean; note: string };

export function ApplicationChecksCard({ applications }: { applications: readonly ApplicationRow[] }) {
  const t = useT();
  const [applicationId, setApplicationId] = useState<number | null>(applications[0]?.id ?? null);
  useEffect(() => {
    if (applicationId === null || !applications.some((a) => a.id === applicationId)) setApplicationId(applications[0]?.id ?? null);
  }, [applications]);
  const context = { path: location.pathname, record: { kind: 'application' as const, id: applicationId ?? 0, fields: { form: 'qualifications' } } };
  const { data } = useCommandQuery('qualification.forApplication', { application_id: applicationId }, { enabled: applicationId !== null, context });
  const answer = data?.application_id === applicationId ? data : undefined;
  const [checks, setChecks] = useState<Record<number, Check>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setChecks(Object.fromEntries((answer?.items ?? []).map((i) => [i.qualification_id, { met: i.met, note: i.note ?? '' }])));
    setProblem(null);
  }, [answer?.application_id, answer?.version]);

  const save = async () => {
    if (!answer) return;
    setBusy(true);
    try {
      const items = answer.items.map((i) => ({ qualification_id: i.qualification_id, met: checks[i.qualification_id]?.met ?? i.met, note: checks[i.qualification_id]?.note.trim() || undefined }));
      await run('qualification.saveForApplication', { application_id: answer.application_id, version: answer.version, items }, 'screen', { context });
    } catch (error) {
      setProblem(tMessage(error instanceof ApiError && error.fields.length ? error.fields.map((f) => f.message).join(' ') : errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={t('profile.qualifications.applications')}
      extra={applications.length > 0 && (
        <SelectInput className="max-w-80" value={applicationId ?? ''} onChange={(e) => setApplicationId(Number(e.target.value))} aria-label={t('profile.qualifications.application')} data-testid="application-checks-select">
          {applications.map((a) => <option key={a.id} value={a.id}>#{a.id} · {a.job_title}</option>)}
        </SelectInput>
      )}
      bodyClassName="p-0"
      data-testid="application-checks"
    >
      {!applications.length && <p className="p-5 text-sm text-ink-muted">{t('profile.qualifications.noApplications')}</p>}
      {answer && !answer.items.length && <p className="p-5 text-sm text-ink-muted">{t('profile.qualifications.noRequirements')}</p>}
      {answer && answer.items.length > 0 && (
        <>
          <table className="w-full text-left text-sm">
            <tbody>
              {answer.items.map((item) => {
                const check = checks[item.qualification_id] ?? { met: item.met, note: '' };
                return (
                  <tr key={item.qualification_id} className="border-t border-line first:border-t-0" data-testid="application-check-row" data-qualification={item.qualification_id}>
                    <td className="w-10 py-2 pl-4">
                      <input type="checkbox" className="size-4 accent-primary" checked={check.met} aria-label={`${t('profile.qualifications.met')}: ${item.name}`}
                        onChange={(e) => setChecks((c) => ({ ...c, [item.qualification_id]: { ...check, met: e.target.checked } }))} data-testid="application-check-met" />
                    </td>
                    <td className="py-2 pr-2">
                      <span className="block text-ink">{item.name}</span>
                      <span className="text-xs text-ink-muted">
                        {t(item.required ? 'profile.qualifications.required' : 'profile.qualifications.desirable')} · {item.evidence ? `${t('profile.qualifications.evidence')}${item.evidence.expired ? ` (${t('profile.qualifications.expired')})` : ''}` : t('profile.qualifications.noEvidence')}
                      </span>
                    </td>
                    <td className="w-64 py-2 pr-4">
                      <TextInput value={check.note} placeholder={t('profile.qualifications.note')} onChange={(e) => setChecks((c) => ({ ...c, [item.qualification_id]: { ...check, note: e.target.value } }))} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="flex items-center gap-3 border-t border-line px-4 py-3">
            <Button variant="primary" loading={busy} onClick={() => void save()} data-testid="application-checks-save">{t('profile.qualifications.saveChecks')}</Button>
            {problem && <span role="alert" className="text-sm text-danger">{problem}</span>}
            <span className="ml-auto text-xs text-ink-muted">{answer.version ? t('profile.form.version', { version: answer.version }) : t('profile.form.neverSaved')}</span>
          </div>
        </>
      )}
    </Card>
  );
}
