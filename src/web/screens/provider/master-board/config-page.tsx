// /provider/master-board/config: the board's settings (on or off, its address, title, whether new
// shifts wait for approval, pay shown, when open shifts go out to every worker). The first save
// creates the board (version 0 → 1).
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { Card } from '../../../ui/card';
import { CommandForm } from '../../generic/command-form';
import { BoardFrame } from './board-frame';

export default function BoardConfigPage() {
  const t = useT();
  return (
    <BoardFrame section="config" titleKey="route.masterBoardConfig">
      {(board) => (
        <div className="grid gap-4 desktop:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Card title={t('masterBoard.config.title')}>
            {board.version === 0 && <p className="mb-4 rounded-md border border-[#91caff] bg-[#e6f4ff] px-3 py-2 text-sm" data-testid="board-config-new">{t('masterBoard.config.new')}</p>}
            <CommandForm
              key={board.version}
              commandId="masterboard.editConfig"
              testId="board-config"
              fixed={{ provider_id: board.provider_id, version: board.version }}
              defaults={{ enabled: board.enabled, slug: board.slug, title: board.title, intro: board.intro, require_approval: board.require_approval, show_pay_rate: board.show_pay_rate, release_after_hours: board.release_after_hours }}
              labels={{
                enabled: t('masterBoard.config.enabled'), slug: t('masterBoard.config.slug'), title: t('masterBoard.config.boardTitle'), intro: t('masterBoard.config.intro'),
                require_approval: t('masterBoard.config.requireApproval'), show_pay_rate: t('masterBoard.config.showPayRate'), release_after_hours: t('masterBoard.config.releaseAfter'),
              }}
              submitLabel={t('masterBoard.save')}
              onDone={() => toast(t('masterBoard.saved'), 'success')}
            />
          </Card>
          <Card title={t('masterBoard.config.address')}>
            <p className="break-all font-mono text-sm" data-testid="board-public-url">{board.public_url}</p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-muted">{t('masterBoard.col.open')}</dt><dd className="tabular-nums">{board.open_count}</dd>
              <dt className="text-ink-muted">{t('masterBoard.col.pending')}</dt><dd className="tabular-nums">{board.pending_count}</dd>
              <dt className="text-ink-muted">{t('masterBoard.col.preferred')}</dt><dd className="tabular-nums">{board.preferred_count}</dd>
              <dt className="text-ink-muted">{t('masterBoard.col.blocked')}</dt><dd className="tabular-nums">{board.blocked_count}</dd>
            </dl>
            <p className="mt-4 text-sm text-ink-muted">{t('masterBoard.config.releaseHint')}</p>
          </Card>
        </div>
      )}
    </BoardFrame>
  );
}
