// Browser implementations of the catalogue's client commands. A client command without an entry here
// is not offered anywhere yet (the sidebar toggle arrives with the shell's sidebar).
import { navigate } from 'wouter/use-browser-location';
import type { CommandById, ParsedArgsOf } from '../../../commands';
import { paths } from '../routes/paths';
import { activeList } from '../state/active-list';
import { setLanguage } from '../state/settings';
import { palette, togglePalette } from '../state/palette';

type ClientId = 'ui.openPalette' | 'nav.go' | 'nav.applicants' | 'nav.dashboard' | 'ui.setLanguage' | 'list.next' | 'list.previous' | 'list.toggleSelected' | 'ui.cheatSheet';

export interface ClientHandler<Args> {
  run(args: Args): void | Promise<void>;
  /** Whether the command can do anything right now (a list to move in, say). */
  available?(): boolean;
}

type Handlers = { [Id in ClientId]: ClientHandler<ParsedArgsOf<CommandById<Id>>> };

const hasList = () => activeList.controls !== null;

export const clientHandlers: Handlers = {
  'ui.openPalette': { run: () => togglePalette() },
  'nav.go': { run: ({ path }) => navigate(path) },
  'nav.applicants': { run: () => navigate(paths.applicants) },
  'nav.dashboard': { run: () => navigate(paths.dashboard) },
  'ui.setLanguage': { run: ({ language }) => setLanguage(language) },
  'list.next': { run: () => activeList.controls?.next(), available: hasList },
  'list.previous': { run: () => activeList.controls?.previous(), available: hasList },
  'list.toggleSelected': { run: () => activeList.controls?.toggleSelected(), available: hasList },
  'ui.cheatSheet': { run: () => void (palette.cheatSheetOpen = !palette.cheatSheetOpen) },
};

export function clientHandlerFor(id: string): ClientHandler<any> | undefined {
  return (clientHandlers as Record<string, ClientHandler<any>>)[id];
}
