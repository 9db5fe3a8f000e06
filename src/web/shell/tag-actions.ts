// What the tabs do, for the tab bar, its context menu and the catalogue's tabs.* commands alike.
import { navigate } from 'wouter/use-browser-location';
import { normalisePath } from '../routes/match-path';
import { paths } from '../routes/paths';
import { adjacentView, closeAllViews, closeOtherViews, closeView, tags } from '../state/tags';

const activeKey = () => normalisePath(location.pathname);
const find = (key: string) => tags.views.find((v) => v.key === key);

export function openTab(key: string): void {
  const view = find(key);
  if (view && view.key !== activeKey()) navigate(view.fullPath);
}

/** Spec §2: refresh goes through /redirect/<path>, so the page mounts afresh (and loads its data again). */
export function refreshTab(key = activeKey()): void {
  const fullPath = find(key)?.fullPath ?? `${location.pathname}${location.search}`;
  navigate(`${paths.redirect}${fullPath}`, { replace: true });
}

/** Closes a tab; closing the one on screen goes to the last tab left. Fixed tabs stay. */
export function closeTab(key = activeKey()): void {
  const next = closeView(key, activeKey());
  if (next) navigate(next.fullPath);
}

export function closeOtherTabs(key = activeKey()): void {
  closeOtherViews(key);
  openTab(key);
}

export function closeAllTabs(): void {
  const next = closeAllViews(activeKey());
  if (next) navigate(next.fullPath);
}

export function stepTab(step: 1 | -1): void {
  const view = adjacentView(activeKey(), step);
  if (view) openTab(view.key);
}
