import { proxy, ref } from 'valtio';

/** What j/k/x and the arrow keys act on: the list the user is looking at. */
export interface ListControls {
  next(): void;
  previous(): void;
  first(): void;
  last(): void;
  toggleSelected(): void;
  /** Opens the focused row (Enter), where the list has a page for one row. */
  open?(): void;
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
