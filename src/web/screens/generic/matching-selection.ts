import { proxy, ref } from 'valtio';

/**
 * 'All N matching the filter' chosen on a list: the list command and its filter arguments, so a bulk
 * command (roadmap: power use) can page through exactly what the user saw selected.
 */
export interface MatchingSelection {
  owner: string;
  commandId: string;
  args: Record<string, unknown>;
  total: number;
}

export const matchingSelection = proxy({ current: null as MatchingSelection | null });

export function setMatchingSelection(selection: MatchingSelection | null): void {
  matchingSelection.current = selection ? ref(selection) : null;
}

export function clearMatchingSelection(owner: string): void {
  if (matchingSelection.current?.owner === owner) matchingSelection.current = null;
}
