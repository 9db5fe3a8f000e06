import { proxy } from 'valtio';

/** Lists re-read their data when `key` changes; a successful write bumps it. */
export const refresh = proxy({ key: 0 });

export function bumpRefresh(): void {
  refresh.key += 1;
}
