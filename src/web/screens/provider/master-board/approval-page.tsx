// /provider/master-board/approval: temp shifts awaiting approval, oldest first, each with its moves
// (approve, or reject or cancel with a reason). An approved shift shows on the board at once.
import { Link } from 'wouter';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { dollars, tempShiftMoves } from '../../../../domain/temp-shift-rules';
import { Card } from '../../../ui/card';
import { BoardFrame, boardPath } from './board-frame';
import { ShiftMoves } from './shift-moves';

const PENDING_MOVES = tempShiftMoves.pending_approval.map((m) => ({ to: m.to, verb: m.verb, needs_reason: m.needsReason, danger: m.danger }));

function Pending({ providerId, requireApproval }: { providerId: number; requireApproval: boolean }) {
  const t = useT();
  const { data } = useCommandQuery('tempshift.list', { provider_id: providerId, status: 'pending_approval', sort_by: 'created_at', sort_dir: 'asc', page_size: 100 });
  return (
    <Card title={t('masterBoard.approval.title', { n: data?.total ?? 0 })} bodyClassName="p-0">
      {!requireApproval && <p className="border-b border-line px-5 py-2 text-sm text-ink-muted">{t('masterBoard.approval.off')}</p>}
      {data?.list.length === 0 && <p className="p-5 text-sm text-ink-muted" data-testid="approval-empty">{t('masterBoard.approval.none')}</p>}
      <ul className="divide-y divide-line" data-testid="approval-list">
        {data?.list.map((s) => (
          <li key={`${s.id}-${s.version}`} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3" data-testid="approval-row">
            <div className="min-w-0">
              <Link href={boardPath(`temp-shift/view/${s.id}`, providerId)} className="font-medium text-primary hover:underline">{s.position}</Link>
              <div className="text-sm text-ink-soft tabular-nums">
                {s.facility_name} · {s.shift_date} {s.start_time}–{s.end_time} · {dollars(s.hourly_rate_cents)}/h{s.headcount > 1 && ` · ×${s.headcount}`}
              </div>
              <div className="text-xs text-ink-muted">{t('masterBoard.approval.by', { name: s.created_by_name ?? s.source })}{s.note && ` · ${s.note}`}</div>
            </div>
            <ShiftMoves shift={s} moves={PENDING_MOVES} size="sm" />
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default function BoardApprovalPage() {
  return (
    <BoardFrame section="approval" titleKey="route.masterBoardApproval">
      {(board) => <Pending providerId={board.provider_id} requireApproval={board.require_approval} />}
    </BoardFrame>
  );
}
