// The toolbar's buttons for the focused row: the commands that act on it (the first is primary, drawn
// last) with their keys, and Open where rows have a page. They run what the keys and the palette run.
import { getCommand, type AnyCommand } from '../../../../commands';
import { commandTitle } from '../../commands/dispatcher';
import { triggerCommand } from '../../commands/trigger-command';
import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Kbd } from '../../ui/kbd';

export interface ListAction {
  command: AnyCommand;
  /** i18n key of a short label, where the command's title is long for a button. */
  label?: string;
}

export function ListActions({ actions, onOpen, hasFocus, testId }: { actions: readonly ListAction[]; onOpen?: () => void; hasFocus: boolean; testId: string }) {
  const t = useT();
  return (
    // Open, then the commands with the first (primary) last: in the order they read, so Tab follows it.
    <div className="ml-auto flex items-center gap-2">
      {onOpen && (
        <Button onClick={onOpen} disabled={!hasFocus} data-testid={`${testId}-open`}>
          {t('genericList.open')} <Kbd kbd={getCommand('list.open').kbd!} />
        </Button>
      )}
      {actions.map(({ command, label }, i) => (
        <Button
          key={command.id}
          variant={i === 0 ? 'primary' : 'default'}
          onClick={() => triggerCommand(command, 'screen')}
          disabled={!hasFocus}
          title={commandTitle(command)}
          data-testid={`${testId}-action`}
          data-command-id={command.id}
        >
          {label ? t(label) : commandTitle(command)} {command.kbd && <Kbd kbd={command.kbd} tone={i === 0 ? 'dark' : 'light'} />}
        </Button>
      )).reverse()}
    </div>
  );
}
