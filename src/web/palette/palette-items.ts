// What the palette's first list offers: the routes (Navigate) and the commands available here (Actions).
import { snapshot } from 'valtio';
import { registry, type AnyCommand } from '../../../commands';
import { commandContext } from '../state/command-context';
import { commandTitle, isAvailable } from '../commands/dispatcher';
import { t, tEnglish } from '../i18n/i18n';
import { routeTable } from '../routes/route-table';
import type { Matchable } from './match';

export type PaletteGroup = 'actions' | 'navigate';

export interface RootItem extends Matchable {
  value: string;
  group: PaletteGroup;
  subtitle?: string;
  kbd?: string;
  danger?: boolean;
  /** Acts on the focused record: listed before general commands. */
  contextual?: boolean;
  /** A route to go to, or a command to run. */
  target: { route: string } | { command: AnyCommand };
}

/** Commands the palette never lists: sign-in steps and opening the palette itself. */
const NOT_LISTED = new Set(['ui.openPalette']);

export function rootItems(): RootItem[] {
  const routeCommands = new Set(routeTable.map((r) => r.command).filter(Boolean));
  const navigate: RootItem[] = routeTable
    .filter((r) => !r.hidden && !r.public)
    .map((r) => {
      const title = t(r.titleKey);
      const kbd = r.command ? registry.byId.get(r.command)?.kbd : undefined;
      return {
        value: `route:${r.path}`,
        group: 'navigate',
        title,
        subtitle: r.path,
        kbd,
        haystack: [title, tEnglish(r.titleKey), r.path, ...(r.keywords ?? [])].join(' '),
        target: { route: r.path },
      };
    });
  const record = snapshot(commandContext).record;
  const actions: RootItem[] = registry.all
    .filter((c) => !c.public && !NOT_LISTED.has(c.id) && !routeCommands.has(c.id) && isAvailable(c))
    .map((command) => {
      const title = commandTitle(command);
      return {
        value: `command:${command.id}`,
        group: 'actions',
        title,
        subtitle: t(`area.${command.area}`, undefined, command.area),
        kbd: command.kbd,
        danger: command.danger,
        contextual: Boolean(record && command.recordArg && command.when),
        haystack: [title, command.title, command.id, ...(command.keywords ?? [])].join(' '),
        target: { command },
      };
    });
  return [...actions, ...navigate];
}
