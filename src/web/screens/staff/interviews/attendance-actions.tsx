// The attendance moves open to one interview (interview.detail's `moves`, the domain table judged at
// this moment) as buttons: the default is the primary one, cancelling asks to confirm. `c` opens the same
// choice in the palette with the default preselected.
import { useState } from 'react';
import type { CommandContext } from '../../../../../commands';
import type { InterviewRow } from '../../../../../commands/interview-fields';
import { interviewAttendance } from '../../../../domain/enums/candidate';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Kbd } from '../../../ui/kbd';

export const CONFIRM_KEY = 'c';

export function AttendanceActions({ interview, testId = 'attendance', showKey = true }: { interview: InterviewRow; testId?: string; showKey?: boolean }) {
  const t = useT();
  const context: CommandContext = { path: location.pathname, record: { kind: 'interview', id: interview.id, fields: { ...interview } } };
  const { data } = useCommandQuery('interview.detail', { interview_id: interview.id }, { context });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const detail = data?.id === interview.id ? data : undefined;

  const move = async (to: string) => {
    if (to === 'cancelled' && confirming !== to) return setConfirming(to);
    setConfirming(null);
    setBusy(true);
    try {
      await run('interview.setAttendance', { interview_id: interview.id, attendance: to, version: detail?.version ?? interview.version }, 'screen', { context });
    } catch {
      // The dispatcher has shown the refusal; a conflict re-reads the interview.
    } finally {
      setBusy(false);
    }
  };

  if (!detail) return <p className="text-sm text-ink-muted">{t('table.loading')}</p>;
  return (
    <div data-testid={testId}>
      <div className="mb-2 flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('interviews.attendanceMoves')} {showKey && <Kbd kbd={CONFIRM_KEY} />}
      </div>
      {detail.moves.length ? (
        <div className="flex flex-wrap gap-2">
          {detail.moves.map((m) => (
            <Button
              key={m.to}
              size="sm"
              variant={m.default ? 'primary' : 'default'}
              disabled={busy}
              onClick={() => void move(m.to)}
              data-testid={`${testId}-${m.to}`}
              data-default={m.default || undefined}
              className={m.to === 'cancelled' && confirming === m.to ? 'border-danger text-danger' : ''}
            >
              {m.to === 'cancelled' && confirming === m.to ? t('interviews.confirmCancel') : enumLabel(interviewAttendance, m.to)}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-ink-muted" data-testid={`${testId}-reason`}>{detail.reason}</p>
      )}
    </div>
  );
}
