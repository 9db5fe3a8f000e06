import { useEffect, useState } from 'react';
import type { MasterBoardEntry } from '../../../../../commands/staff';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { timeAgoShort } from '../../../i18n/time-ago';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { StatusTag } from '../../../ui/status-tag';
import { MasterBoardForm } from './master-board-form';

const placeOf = (e: MasterBoardEntry, whole: string) => `${e.provider_name} · ${e.facility_name ?? whole}`;

/**
 * A staff member's standing on the providers' master boards: preferred (P1 = first call) or blocked,
 * with the reason. Add, edit and remove write one entry each under the board's version; removing asks
 * for a second press, since a block's reason goes with it.
 */
export function MasterBoardPanel({ staffId }: { staffId: number }) {
  const t = useT();
  const context = { path: location.pathname, record: { kind: 'applicant' as const, id: staffId } };
  const { data, error } = useCommandQuery('staff.masterboard', { staff_id: staffId }, { context });
  const board = data?.master_board.staff_id === staffId ? data.master_board : undefined;
  const [editing, setEditing] = useState<MasterBoardEntry | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  useEffect(() => {
    if (removing === null) return;
    const timer = setTimeout(() => setRemoving(null), 4000);
    return () => clearTimeout(timer);
  }, [removing]);

  const whole = t('staffLists.board.wholeProvider');
  const preferred = board?.entries.filter((e) => e.standing === 'preferred').length ?? 0;
  const remove = (entry: MasterBoardEntry) => {
    if (removing !== entry.id) return setRemoving(entry.id);
    setRemoving(null);
    const args = { staff_id: staffId, provider_id: entry.provider_id, facility_id: entry.facility_id, standing: 'none', version: board!.version };
    run('staff.editMasterboard', args, 'screen', { context }).catch(() => {});
  };

  return (
    <Card
      title={t('staffLists.board.title')}
      bodyClassName="p-0"
      data-testid="master-board"
      data-version={board?.version}
      extra={
        <div className="flex items-center gap-3 text-sm text-ink-muted">
          {board && <span data-testid="master-board-summary">{t('staffLists.board.summary', { preferred, blocked: board.entries.length - preferred })}</span>}
          {board && board.version > 0 && <span className="tabular-nums">{t('staffLists.board.version', { version: board.version })}</span>}
          <Button size="sm" variant="primary" onClick={() => setEditing('new')} disabled={!board || editing !== null} data-testid="master-board-add">
            {t('staffLists.board.add')}
          </Button>
        </div>
      }
    >
      {error && !board && <p className="px-5 py-4 text-sm text-danger">{error}</p>}
      {!board && !error && <p className="px-5 py-4 text-sm text-ink-muted">{t('table.loading')}</p>}
      {board && board.entries.length === 0 && editing === null && <p className="px-5 py-4 text-sm text-ink-muted" data-testid="master-board-empty">{t('staffLists.board.empty')}</p>}
      {board && board.entries.length > 0 && (
        <ul className="divide-y divide-line" data-testid="master-board-entries">
          {board.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 px-5 py-2.5 text-sm" data-testid="master-board-entry" data-standing={entry.standing}>
              <span className="w-20 shrink-0">
                <StatusTag tone={entry.standing === 'preferred' ? 'green' : 'red'}>
                  {entry.standing === 'preferred' ? `${t('staffLists.board.preferred')} ${t('staffLists.board.priorityShort', { priority: entry.priority ?? '' })}` : t('staffLists.board.blocked')}
                </StatusTag>
              </span>
              <span className="min-w-0 flex-1">
                <span className="font-medium text-ink">{entry.provider_name}</span>
                <span className="text-ink-muted"> · {entry.facility_name ?? whole}</span>
                {entry.note && <span className="block text-ink-soft">{entry.note}</span>}
              </span>
              <span className="text-xs text-ink-muted" title={entry.updated_at}>
                {t('staffLists.board.changed', { who: entry.updated_by ?? '—', when: timeAgoShort(entry.updated_at) })}
              </span>
              <span className="flex gap-1">
                <Button size="sm" variant="text" onClick={() => setEditing(entry)} disabled={editing !== null} aria-label={t('staffLists.board.editEntry', { place: placeOf(entry, whole) })}>
                  {t('staffLists.board.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="text"
                  className={removing === entry.id ? 'text-danger' : ''}
                  onClick={() => remove(entry)}
                  aria-label={t('staffLists.board.removeEntry', { place: placeOf(entry, whole) })}
                  data-testid="master-board-remove"
                >
                  {removing === entry.id ? `${t('staffLists.board.remove')}?` : t('staffLists.board.remove')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {board && editing !== null && (
        <MasterBoardForm key={editing === 'new' ? 'new' : editing.id} staffId={staffId} version={board.version} entry={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      )}
    </Card>
  );
}
