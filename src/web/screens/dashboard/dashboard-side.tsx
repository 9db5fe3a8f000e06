// The dashboard's side cards: the keys worth knowing, and the commands this person ran lately.
import { useSnapshot } from 'valtio';
import { getCommand } from '../../../../commands';
import { commandTitle } from '../../commands/dispatcher';
import { useT } from '../../i18n/i18n';
import { timeAgoShort } from '../../i18n/time-ago';
import { commandHistory } from '../../state/command-history';
import { openPalette } from '../../state/palette';
import { Card } from '../../ui/card';
import { Kbd } from '../../ui/kbd';

const shortcuts = ['ui.openPalette', 'nav.applicants', 'application.changeStatus', 'list.next', 'list.previous', 'ui.cheatSheet'] as const;

export function ShortcutsCard() {
  const t = useT();
  return (
    <Card title={t('dashboard.shortcuts')} extra={
      <button type="button" onClick={() => openPalette()} className="flex items-center gap-2 text-sm text-primary hover:text-primary-400 focus-visible:outline-2 focus-visible:outline-primary">
        {t('dashboard.openPalette')} <Kbd kbd={getCommand('ui.openPalette').kbd!} />
      </button>
    }>
      <ul className="divide-y divide-line">
        {shortcuts.map((id) => {
          const command = getCommand(id);
          return (
            <li key={id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="text-ink">{commandTitle(command)}</span>
              <Kbd kbd={command.kbd!} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export function RecentCommands() {
  const t = useT();
  const { entries } = useSnapshot(commandHistory);
  // What the user chose to do, not the palette opening or the cheat sheet.
  const recent = [...entries].reverse().filter((e) => e.source !== 'screen' && !e.id.startsWith('ui.') && !e.id.startsWith('list.')).slice(0, 8);
  return (
    <Card title={t('dashboard.recent')}>
      {recent.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('dashboard.noRecent')}</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="dashboard-recent">
          {recent.map((e) => {
            const command = getCommand(e.id as never);
            return (
              <li key={`${e.at}-${e.id}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className={`truncate ${e.ok ? 'text-ink' : 'text-danger'}`}>{command ? commandTitle(command) : e.id}</span>
                <span className="shrink-0 text-xs text-ink-muted">{t(`source.${e.source}`)} · {timeAgoShort(e.at)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
