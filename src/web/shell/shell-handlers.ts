// Browser handlers of the shell's client commands (catalogue: commands/ui.ts): tabs, sidebar, size and the
// `g` sequences to areas. commands/client-handlers.ts asks these first.
import { navigate } from 'wouter/use-browser-location';
import type { UiSize } from '../../domain/constants';
import { allRoutes } from '../routes/route-lookup';
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
}

const ownHandlers: ShellHandlers = {
  'tabs.next': () => stepTab(1),
  'tabs.previous': () => stepTab(-1),
  'tabs.refresh': () => refreshTab(),
  'tabs.close': () => closeTab(),
  'tabs.closeOthers': () => closeOtherTabs(),
  'tabs.closeAll': () => closeAllTabs(),
  'ui.toggleSidebar': () => toggleSidebar(),
  'ui.setSize': ({ size }) => setSize(size),
};

/** `nav.*`: each route that names a command in the route table (g d, g a, g p, g j, g o, g t, g i, g m, g s, g e). */
let navHandlers: ReadonlyMap<string, Handler> | null = null;

/** The shell's handler of a client command: its own, else the route a `nav.*` command names (mapped on first use). */
export function shellHandlerFor(id: string): Handler<any> | undefined {
  navHandlers ??= new Map(allRoutes().filter((r) => r.command?.startsWith('nav.')).map((r) => [r.command!, () => navigate(r.path)]));
  return Object.hasOwn(ownHandlers, id) ? ownHandlers[id as keyof ShellHandlers] : navHandlers.get(id);
}
