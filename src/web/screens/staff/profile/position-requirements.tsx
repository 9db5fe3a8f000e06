// What one position requires: each qualification of the catalogue as required, desirable or not asked,
// saved together against the position's version (save_position_qualifications).
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { tMessage, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectInput } from '../../../ui/field';

type Need = 'required' | 'desirable' | 'none';

export function PositionRequirements({ positionId }: { positionId: number }) {
  const t = useT();
  const context = { path: location.pathname, record: { kind: 'position' as const, id: positionId } };
  const { data } = useCommandQuery('position.qualifications', { position_id: positionId }, { context });
  const { data: catalogue } = useCommandQuery('qualification.catalogue', {});
  const [needs, setNeeds] = useState<Record<number, Need>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answer = data?.position_id === positionId ? data : undefined;
  useEffect(() => {
    setNeeds(Object.fromEntries((answer?.qualification_list ?? []).map((q) => [q.id, q.required ? 'required' : 'desirable'])));
    setProblem(null);
  }, [answer?.position_id, answer?.version]);

  // Asked for first (as saved, so rows do not jump while choosing), then the rest of the catalogue.
  const saved = new Map((answer?.qualification_list ?? []).map((q) => [q.id, q.required ? 0 : 1]));
  const ordered = [...(catalogue?.qualification_list ?? [])].sort((a, b) => (saved.get(a.id) ?? 2) - (saved.get(b.id) ?? 2));

  const save = async () => {
    if (!answer) return;
    setBusy(true);
    try {
      const qualifications = Object.entries(needs).filter(([, need]) => need !== 'none').map(([id, need]) => ({ qualification_id: Number(id), required: need === 'required' }));
      await run('position.saveQualifications', { position_id: positionId, version: answer.version, qualifications }, 'screen', { context });
    } catch (error) {
      setProblem(tMessage(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={answer ? t('profile.roles.requirements', { position: answer.position_name }) : t('table.loading')} bodyClassName="p-0" data-testid="position-requirements">
      <ul className="max-h-[60vh] divide-y divide-line overflow-y-auto">
        {ordered.map((q) => (
          <li key={q.id} className="flex items-center justify-between gap-3 px-4 py-1.5 text-sm" data-testid="requirement-row" data-qualification={q.id}>
            <span className={needs[q.id] ? 'text-ink' : 'text-ink-muted'}>{q.name}</span>
            <SelectInput className="h-7 w-32 shrink-0 text-xs" value={needs[q.id] ?? 'none'} onChange={(e) => setNeeds((n) => ({ ...n, [q.id]: e.target.value as Need }))} aria-label={q.name}>
              <option value="required">{t('profile.roles.requiredTag')}</option>
              <option value="desirable">{t('profile.roles.desirableTag')}</option>
              <option value="none">{t('profile.roles.notAsked')}</option>
            </SelectInput>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-3 border-t border-line px-4 py-3">
        <Button variant="primary" loading={busy} disabled={!answer} onClick={() => void save()} data-testid="requirements-save">{t('profile.roles.saveRequirements')}</Button>
        {problem && <span role="alert" className="text-sm text-danger">{problem}</span>}
      </div>
    </Card>
  );
}
