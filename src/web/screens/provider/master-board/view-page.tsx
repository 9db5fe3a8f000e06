// /provider/master-board/view: the board as workers see it, and the pool it is offered to first (the
// provider's preferred workers by priority; blocked workers never see it).
import { Link } from 'wouter';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { BoardFrame, boardPath } from './board-frame';
import { BoardPreview } from './board-preview';

function Pool({ providerId }: { providerId: number }) {
  const t = useT();
  const { data } = useCommandQuery('masterboard.pool', { provider_id: providerId });
  const preferred = data?.list.filter((p) => p.standing === 'preferred') ?? [];
  const blocked = data?.list.filter((p) => p.standing === 'blocked') ?? [];
  return (
    <Card title={t('masterBoard.view.pool')} bodyClassName="p-0">
      {data && !data.list.length && <p className="p-5 text-sm text-ink-muted">{t('masterBoard.view.noPool')}</p>}
      <ul className="divide-y divide-line" data-testid="board-pool">
        {preferred.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-2 px-5 py-2 text-sm">
            <Link href={`/staff/enabled-staff/detail/${p.staff_id}`} className="text-primary hover:underline">{p.name}</Link>
            <span className="text-ink-muted">{p.position} · P{p.priority}{p.facility_name ? ` · ${p.facility_name}` : ''}</span>
          </li>
        ))}
      </ul>
      {blocked.length > 0 && <p className="border-t border-line px-5 py-2 text-sm text-ink-muted">{t('masterBoard.view.blocked', { count: blocked.length })}</p>}
    </Card>
  );
}

export default function BoardViewPage() {
  const t = useT();
  return (
    <BoardFrame
      section="view"
      titleKey="route.masterBoardView"
      actions={(board) => (
        <>
          <Link href={boardPath('temp-shift/add', board.provider_id)}><Button variant="primary">{t('masterBoard.shift.add')}</Button></Link>
          <Link href={boardPath('qrcode', board.provider_id)}><Button>{t('route.masterBoardQrcode')}</Button></Link>
        </>
      )}
    >
      {(board) => (
        <div className="grid gap-4 desktop:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <BoardPreview board={board} />
          <Pool providerId={board.provider_id} />
        </div>
      )}
    </BoardFrame>
  );
}
