// Browser handlers of the shell's client commands (catalogue: commands/ui.ts): tabs, sidebar, size and the
// `g` sequences to areas. commands/client-handlers.ts merges this map into the dispatcher's.
import { navigate } from 'wouter/use-browser-location';
import type { UiSize } from '../../domain/constants';
import { routeTable } from '../routes/route-table';
import { toggleSidebar } from '../state/layout';
import { setSize } from '../state/settings';
import { closeAllTabs, closeOtherTabs, closeTab, refreshTab, stepTab } from './tag-actions';

type Handler<Args = Record<string, never>> = (args: Args) => void;

interface ShellHandlers {
  'tabs.next': Handler;
  'tabs.previous': Handler;
  'tabs.refresh': Handler;
  'tabs.close': Handler;
  'tabs.closeOthers': Handler;
  'tabs.closeAll': Handler;
  'ui.toggleSidebar': Handler;
  'ui.setSize': Handler<{ size: UiSize }>;
  /** `nav.*`: each route that names a command in the route table (g d, g a, g p, g j, g o, g t, g i, g m, g s, g e). */
  [navCommand: `nav.${string}`]: Handler;
}

/** Every `nav.*` command the route table points at goes to that route. */
const navHandlers = Object.fromEntries(routeTable.filter((r) => r.command?.startsWith('nav.')).map((r) => [r.command!, () => navigate(r.path)]));

export const shellHandlers: ShellHandlers = {
  ...navHandlers,
  'tabs.next': () => stepTab(1),
  'tabs.previous': () => stepTab(-1),
  'tabs.refresh': () => refreshTab(),
  'tabs.close': () => closeTab(),
  'tabs.closeOthers': () => closeOtherTabs(),
  'tabs.closeAll': () => closeAllTabs(),
  'ui.toggleSidebar': () => toggleSidebar(),
  'ui.setSize': ({ size }) => setSize(size),
};
