// Tabs of visited views (spec §2). One tab per page path, so each record's page (an applicant's detail per
// id) has its own; the tab keeps the last query it was shown with. Affix routes (the dashboard) always
// stay. Tabs belong to one sign-in of one user: they survive a reload, never a logout or a user switch.
import { proxy, subscribe } from 'valtio';
import { normalisePath, type RouteParams } from '../routes/match-path';
import { allRoutes, matchRoute, whenRoutesLoaded } from '../routes/route-lookup';
import { session } from './session';

export interface TagView {
  /** The page's path: the tab's identity. */
  key: string;
  /** Where the tab goes: the path and the query last seen there. */
  fullPath: string;
  /** The route pattern (title, affix). */
  route: string;
  params: RouteParams;
  /** A title a screen gave its tab (a record's name), shown instead of the route title. */
  title?: string;
  affix?: boolean;
}

export const tags = proxy({
  /** Whose tabs these are (user id), and which sign-in (a fingerprint of the token). */
  owner: null as number | null,
  signIn: null as string | null,
  views: [] as TagView[],
});

// The fixed tabs from the start (main.tsx loads the routes before this file, so they are there at once).
whenRoutesLoaded(() => {
  if (tags.owner === null && tags.views.length === 0) tags.views = affixViews();
});

const STORAGE_PREFIX = 'care-console-tags:';

function affixViews(): TagView[] {
  return allRoutes().filter((r) => r.affix).map((r) => ({ key: r.path, fullPath: r.path, route: r.path, params: {}, affix: true }));
}

/** FNV-1a: tells sign-ins apart without keeping a second copy of the token. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

interface Stored {
  signIn: string;
  views: TagView[];
}

function storedKeys(): string[] {
  try {
    return Object.keys(localStorage).filter((k) => k.startsWith(STORAGE_PREFIX));
  } catch {
    return [];
  }
}

function readStored(userId: number): Stored | null {
  try {
    const raw = localStorage.getItem(`${STORAGE_PREFIX}${userId}`);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

/** Takes this user's tabs of this sign-in from storage; any other user's or sign-in's tabs are dropped. */
export function bindTags(userId: number, token: string): void {
  const signIn = fingerprint(token);
  if (tags.owner === userId && tags.signIn === signIn) return;
  for (const key of storedKeys()) if (key !== `${STORAGE_PREFIX}${userId}`) localStorage.removeItem(key);
  const stored = readStored(userId);
  const restored = stored?.signIn === signIn && Array.isArray(stored.views) ? stored.views.filter((v) => !v.affix && matchRoute(v.key)) : [];
  tags.owner = userId;
  tags.signIn = signIn;
  tags.views = [...affixViews(), ...restored];
}

/** Back to the fixed tabs only, nothing stored (logout). */
export function clearTags(): void {
  for (const key of storedKeys()) localStorage.removeItem(key);
  tags.owner = null;
  tags.signIn = null;
  tags.views = affixViews();
}

/** Adds the page at `path` (or updates its query). Pages that never get a tab are ignored. */
export function openView(path: string, search: string): void {
  const key = normalisePath(path);
  const match = matchRoute(key);
  if (!match || match.route.noTag || match.route.public) return;
  const fullPath = `${key}${search ? `?${search.replace(/^\?/, '')}` : ''}`;
  const existing = tags.views.find((v) => v.key === key);
  if (existing) {
    if (existing.fullPath !== fullPath) existing.fullPath = fullPath;
    return;
  }
  tags.views.push({ key, fullPath, route: match.route.path, params: match.params });
}

/** Closes a tab (never a fixed one); returns the tab to show if it was the active one: the last left. */
export function closeView(key: string, activeKey: string): TagView | null {
  const index = tags.views.findIndex((v) => v.key === key);
  if (index < 0 || tags.views[index].affix) return null;
  tags.views.splice(index, 1);
  return key === activeKey ? (tags.views[tags.views.length - 1] ?? null) : null;
}

/** Keeps the fixed tabs and `key`. */
export function closeOtherViews(key: string): void {
  tags.views = tags.views.filter((v) => v.affix || v.key === key);
}

/** Keeps the fixed tabs; returns the tab to show when the active one went. */
export function closeAllViews(activeKey: string): TagView | null {
  tags.views = tags.views.filter((v) => v.affix);
  return tags.views.some((v) => v.key === activeKey) ? null : (tags.views[tags.views.length - 1] ?? null);
}

/** The tab `step` places from the active one, wrapping around. */
export function adjacentView(activeKey: string, step: 1 | -1): TagView | null {
  const index = tags.views.findIndex((v) => v.key === activeKey);
  if (tags.views.length === 0) return null;
  const from = index < 0 ? (step === 1 ? -1 : 0) : index;
  return tags.views[(from + step + tags.views.length) % tags.views.length];
}

/** Lets a screen name its tab (an applicant's name rather than "Applicant #42"). */
export function setViewTitle(path: string, title: string | undefined): void {
  const view = tags.views.find((v) => v.key === normalisePath(path));
  if (view && view.title !== title) view.title = title;
}

subscribe(tags, () => {
  if (tags.owner === null || tags.signIn === null) return;
  try {
    const stored: Stored = { signIn: tags.signIn, views: tags.views.filter((v) => !v.affix) };
    localStorage.setItem(`${STORAGE_PREFIX}${tags.owner}`, JSON.stringify(stored));
  } catch {
    // Without storage the tabs last for this page only.
  }
});

// Logging out (or a session ending) ends the tabs with it.
subscribe(session, () => {
  if (session.token === null && tags.owner !== null) clearTags();
});
