// The list the user is looking at, and the browser handlers of the catalogue's `list.*` commands
// (commands/ui.ts), which act on it. client-handlers.ts merges `listHandlers` into the dispatcher's.
import { proxy, ref } from 'valtio';

/** A list's own keys beyond its rows; a list offers only those it has. */
export interface ListKeys {
  focusSearch?(): void;
  focusFilters?(): void;
  selectAllMatching?(): void;
}

/** What j/k/x and the arrow keys act on: the list the user is looking at. */
export interface ListControls extends ListKeys {
  next(): void;
  previous(): void;
  first(): void;
  last(): void;
  toggleSelected(): void;
  /** shift+x: every row from the last one toggled to the focused one (lists with a selection). */
  selectRange?(): void;
  /** Opens the focused row (Enter), where the list has a page for one row. */
  open?(): void;
  /** Where the list pages on the server. */
  nextPage?(): void;
  previousPage?(): void;
}

export const activeList = proxy({ controls: null as ListControls | null, owner: null as string | null });

export function setActiveList(owner: string, controls: ListControls): void {
  activeList.owner = owner;
  activeList.controls = ref(controls);
}

export function releaseActiveList(owner: string): void {
  if (activeList.owner === owner) {
    activeList.owner = null;
    activeList.controls = null;
  }
}

type ControlName = keyof ListControls;

/** A `list.*` command runs one control of the active list, and is offered only where the list has it. */
const onList = (name: ControlName) => ({
  run: () => activeList.controls?.[name]?.(),
  available: () => typeof activeList.controls?.[name] === 'function',
});

export const listHandlers = {
  'list.next': onList('next'),
  'list.previous': onList('previous'),
  'list.toggleSelected': onList('toggleSelected'),
  'list.selectRange': onList('selectRange'),
  'list.open': onList('open'),
  'list.nextPage': onList('nextPage'),
  'list.previousPage': onList('previousPage'),
  'list.focusSearch': onList('focusSearch'),
  'list.focusFilters': onList('focusFilters'),
  'list.selectAllMatching': onList('selectAllMatching'),
} as const;
