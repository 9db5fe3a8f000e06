// The board as workers see it at its public address: its header and colours, and its open shifts by
// date (what master_board_public would list). The style page shows it small, the view page in full.
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { dollars } from '../../../../domain/temp-shift-rules';
import { readableTextClass } from '../../../ui/readable-ink';
import type { Board } from './board-frame';
import { formatWhen } from '../../../ui/date-format';

export function BoardPreview({ board, limit = 50 }: { board: Board; limit?: number }) {
  const t = useT();
  const today = new Date().toISOString().slice(0, 10);
  const { data } = useCommandQuery('tempshift.list', { provider_id: board.provider_id, status: 'open', date_from: today, sort_by: 'shift_date', sort_dir: 'asc', page_size: limit });
  const cards = board.layout === 'cards';
  return (
    <div className="overflow-hidden rounded-lg border border-line" data-testid="board-preview">
      <header className={`px-5 py-4 ${readableTextClass(board.primary_colour)}`} style={{ background: board.primary_colour }}>
        <h2 className="text-lg font-semibold">{board.title}</h2>
        {board.header_text && <p className="text-sm">{board.header_text}</p>}
      </header>
      {board.intro && <p className="border-b border-line px-5 py-3 text-sm text-ink-soft">{board.intro}</p>}
      <div className={cards ? 'grid gap-3 p-4 sm:grid-cols-2' : 'divide-y divide-line'}>
        {data?.list.length === 0 && <p className="px-5 py-6 text-center text-sm text-ink-muted" data-testid="board-preview-empty">{t('masterBoard.view.none')}</p>}
        {data?.list.map((s) => (
          <article key={s.id} className={cards ? 'rounded-md border border-line p-3' : 'flex flex-wrap items-baseline justify-between gap-2 px-5 py-3'} data-testid="board-preview-shift">
            <div>
              <div className="font-medium">{s.position}</div>
              <div className="text-sm text-ink-soft">{s.facility_name}</div>
            </div>
            <div className="text-sm tabular-nums">
              <span className="font-medium">{formatWhen(`${s.shift_date}T00:00:00`, { weekday: 'short', day: 'numeric', month: 'short' })}</span>
              {' · '}{s.start_time}–{s.end_time}
              {board.show_pay_rate && <span className={`ml-2 rounded px-1.5 py-0.5 ${readableTextClass(board.accent_colour)}`} style={{ background: board.accent_colour }}>{dollars(s.hourly_rate_cents)}/h</span>}
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}
