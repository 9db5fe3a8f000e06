// The status moves a temp shift allows now (domain/temp-shift-rules.ts, answered by temp_shift_detail),
// as buttons; a move that needs a reason asks for it first.
import { useState } from 'react';
import { run } from '../../../commands/dispatcher';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { TextInput } from '../../../ui/field';

type Move = { to: string; verb: string; needs_reason: boolean; danger: boolean };

export function ShiftMoves({ shift, moves, size = 'md' }: { shift: { id: number; version: number }; moves: readonly Move[]; size?: 'sm' | 'md' }) {
  const t = useT();
  const [asking, setAsking] = useState<Move | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const go = async (move: Move, why?: string) => {
    setBusy(true);
    try {
      await run('tempshift.changeStatus', { temp_shift_id: shift.id, version: shift.version, status: move.to, ...(why ? { reason: why } : {}) }, 'screen',
        { context: { path: '', record: { kind: 'tempShift', id: shift.id } } });
      setAsking(null);
      setReason('');
    } catch {
      // the dispatcher has shown the error
    } finally {
      setBusy(false);
    }
  };
  if (asking) {
    return (
      <form className="flex flex-wrap items-center gap-2" onSubmit={(e) => { e.preventDefault(); if (reason.trim()) void go(asking, reason.trim()); }} data-testid="shift-move-reason">
        <TextInput autoFocus className="!w-64" placeholder={t('masterBoard.shift.reasonFor', { verb: asking.verb })} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        <Button type="submit" size={size} variant="primary" className="border-danger bg-danger" loading={busy} disabled={!reason.trim()}>{asking.verb}</Button>
        <Button size={size} variant="text" onClick={() => setAsking(null)}>{t('masterBoard.cancel')}</Button>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap gap-1.5">
      {moves.map((m) => (
        <Button key={m.to} size={size} variant={m.danger ? 'default' : 'primary'} danger={m.danger} loading={busy && !m.needs_reason}
          data-testid={`shift-move-${m.to}`} onClick={() => (m.needs_reason ? setAsking(m) : void go(m))}>
          {m.verb}
        </Button>
      ))}
    </div>
  );
}
