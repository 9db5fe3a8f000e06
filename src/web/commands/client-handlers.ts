// Browser implementations of the catalogue's client commands: the palette, lists and language here, the
// shell's (tabs, sidebar, size, navigation) from shell/shell-handlers.ts. A client command without an
// entry is not offered anywhere (palette, keys, cheat sheet) until something implements it.
import { navigate } from 'wouter/use-browser-location';
import type { CommandById, ParsedArgsOf } from '../../../commands';
import { openDialog } from '../dialogs/dialog-store';
import { paths } from '../routes/paths';
import { figureHandlers } from '../screens/dashboard/dashboard-links';
import { shellHandlerFor } from '../shell/shell-handlers';
import { listHandlers } from '../state/active-list';
import { palette, togglePalette } from '../state/palette';
import { setLanguage } from '../state/settings';
import { macroClientHandlers } from '../macros/macro-client-handlers';
import type { ClientHandler } from './client-handler';

type OwnId = 'ui.openPalette' | 'nav.go' | 'nav.applicants' | 'nav.dashboard' | 'ui.setLanguage' | 'ui.cheatSheet' | 'notice.open';

type Handlers = { [Id in OwnId]: ClientHandler<ParsedArgsOf<CommandById<Id>>> };

const ownHandlers: Handlers = {
  'ui.openPalette': { run: () => togglePalette() },
  'nav.go': { run: ({ path }) => navigate(path) },
  'nav.applicants': { run: () => navigate(paths.applicants) },
  'nav.dashboard': { run: () => navigate(paths.dashboard) },
  'ui.setLanguage': { run: ({ language }) => setLanguage(language) },
  'ui.cheatSheet': { run: () => void (palette.cheatSheetOpen = !palette.cheatSheetOpen) },
  'notice.open': { run: () => openDialog('notifications', {}) },
};

// The lists' (state/active-list.ts) act on the list in view.
// The dashboard's figure keys (1–7) open the lists its figures count.
const handlers: Record<string, ClientHandler<any>> = { ...ownHandlers, ...listHandlers, ...figureHandlers, ...macroClientHandlers };

export function clientHandlerFor(id: string): ClientHandler<any> | undefined {
  // The shell's handlers take plain functions; they win for the ids they implement (nav.go included).
  const shell = shellHandlerFor(id);
  return shell ? { run: shell } : handlers[id];
}
