// The staff status step a workflow dialog leads to (materials → under review, contract → signed, onboarding
// → enabled): the table's next step from here when it is one of the dialog's targets, previewed (message,
// documents, what is still open) before it is confirmed. Nothing shows otherwise.
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { statusChangeInformation, staffStatusMoves } from '../../../../../commands/staff-status-change';
import { staffStatus } from '../../../../domain/enums/staff-status';
import { errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, tMessage, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { SelectInput } from '../../../ui/field';

type Info = z.infer<typeof statusChangeInformation.result>;
type Move = z.infer<typeof staffStatusMoves.result>['moves'][number];

export function StatusStep({ staffId, targets }: { staffId: number; targets: readonly number[] }) {
  const t = useT();
  const context = { path: location.pathname, record: { kind: 'applicant' as const, id: staffId } };
  const { data: moves } = useCommandQuery('profile.statusMoves', { staff_id: staffId }, { context });
  const [info, setInfo] = useState<Info | null>(null);
  const [level, setLevel] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Only the next step forward (the table's default from here), never a step back or aside.
  const move: Move | undefined = moves?.staff_id === staffId ? moves.moves.find((m) => m.default && targets.includes(m.status)) : undefined;
  useEffect(() => (setInfo(null), setProblem(null)), [move?.status, moves?.version]);
  if (!moves || !move) return null;

  const preview = async () => {
    setProblem(null);
    try {
      setInfo(await run('profile.statusChangeInfo', { staff_id: staffId, new_status: move.status, new_level: level, version: moves.version }, 'screen', { quiet: true, inPlace: true, record: false, context }));
    } catch (error) {
      setProblem(tMessage(errorMessage(error)));
    }
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await run('profile.modifyStatus', { staff_id: staffId, new_status: move.status, new_level: level, version: moves.version }, 'screen', { inPlace: true, context });
      setInfo(null);
    } catch (error) {
      setProblem(tMessage(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="rounded-md border border-line bg-[#fafafa] p-4 text-sm" data-testid="status-step" data-target={move.status}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-ink-soft">
          {t('profile.status.from')}: <strong className="text-ink">{enumLabel(staffStatus, moves.status)}</strong> → {enumLabel(staffStatus, move.status)}
        </span>
        {move.needs_level && (
          <SelectInput value={level ?? ''} onChange={(e) => (setLevel(e.target.value ? Number(e.target.value) : undefined), setInfo(null))} data-testid="status-step-level">
            <option value="">{t('profile.status.chooseLevel')}</option>
            {moves.levels.map((l) => <option key={l.id} value={l.id}>{`${l.name} · $${l.hourly_rate.toFixed(2)}/h`}</option>)}
          </SelectInput>
        )}
        {!info && <Button onClick={() => void preview()} disabled={move.needs_level && level === undefined} data-testid="status-step-preview">{move.label}…</Button>}
      </div>
      {info && (
        <div className="mt-3 space-y-2" data-testid="status-step-info">
          <p className="text-ink">{info.message}</p>
          {info.file_list.length > 0 && <ul className="text-xs text-ink-soft">{info.file_list.map((f) => <li key={f.name}>· {f.name}: {f.purpose}</li>)}</ul>}
          {info.warnings.length > 0 && <ul className="list-disc pl-4 text-xs text-warning">{info.warnings.map((w) => <li key={w}>{w}</li>)}</ul>}
          <div className="flex gap-2">
            <Button variant="primary" loading={busy} onClick={() => void confirm()} className={move.danger ? 'border-danger bg-danger' : ''} data-testid="status-step-confirm">{move.label}</Button>
            <Button onClick={() => setInfo(null)}>{t('profile.status.cancel')}</Button>
          </div>
        </div>
      )}
      {problem && <p role="alert" className="mt-2 text-danger" data-testid="status-step-problem">{problem}</p>}
    </section>
  );
}
