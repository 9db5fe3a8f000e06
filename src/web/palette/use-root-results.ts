// The palette's first list for what is typed: Navigate, Actions and Records, each ranked by the matcher
// and cut to a few, groups ordered by their best match. Recently and frequently chosen items rise in
// the context they were chosen in; commands that act on the focused record come first; destructive
// ones (Log out) come last when nothing is typed. A command that needs a record nobody focused is
// named as a hint (what to focus) when its name is typed.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n';
import { commandContext } from '../state/command-context';
import { session } from '../state/session';
import { rankTop } from './match';
import { actionItems, isHint, navigateItems, urlItem, type PaletteGroup, type RootItem } from './palette-items';
import { hintsFor, recordHintItems } from './record-hints';
import { usageContext, usageScores } from './palette-usage';
import { cachedRecords, recordCacheVersion, toRecordItem } from './record-cache';
import { useRecordSearch } from './use-record-search';
import { useMacroItems } from '../macros/macro-palette-items';

export interface RootGroup {
  id: PaletteGroup;
  items: RootItem[];
}

const LIMITS = { empty: { actions: 10, navigate: 16 }, typed: { actions: 8, navigate: 8, records: 8 } } as const;
const CONTEXTUAL_BOOST = 1000;

const sameRoute = (a: RootItem, b: RootItem) => 'route' in a.target && 'route' in b.target && a.target.route === b.target.route;

export function useRootResults(query: string, enabled: boolean) {
  const t = useT();
  const ctx = useSnapshot(commandContext);
  const { user } = useSnapshot(session);
  const q = query.trim();

  // Rebuilt when the language, the context or the user changes; not on every keystroke.
  const base = useMemo(() => {
    const context = usageContext(ctx.path, ctx.record?.kind);
    const actions = actionItems();
    // Hints rank with the actions (a typed keyword is a word-start match), shown only for a clear match.
    return { navigate: navigateItems(), actions, actionsAndHints: [...actions, ...recordHintItems()], scores: usageScores(context), context };
  }, [t, ctx, user]);

  const search = useRecordSearch(q, { enabled });
  const macros = useMacroItems(enabled);

  const groups = useMemo<RootGroup[]>(() => {
    if (!enabled) return [];
    // What acts on the focused record first (writes before reads), then habits here.
    const boost = (item: RootItem) =>
      (item.contextual ? CONTEXTUAL_BOOST * ('command' in item.target && item.target.command.kind === 'action' ? 2 : 1) : 0) + (base.scores.get(item.usageId) ?? 0);
    if (!q) {
      // Destructive commands are never the first thing Enter would run.
      const actions = rankTop(base.actions, '', boost, LIMITS.empty.actions).items.sort((a, b) => Number(Boolean(a.danger)) - Number(Boolean(b.danger)));
      const navigate = rankTop(base.navigate, '', boost, LIMITS.empty.navigate).items;
      return [
        { id: 'actions' as const, items: actions },
        { id: 'macros' as const, items: rankTop(macros, '', boost, LIMITS.empty.actions).items },
        { id: 'navigate' as const, items: navigate },
      ].filter((g) => g.items.length);
    }
    const actions = rankTop(base.actionsAndHints, q, boost, LIMITS.typed.actions);
    actions.items = withHintTitles(actions.items, q);
    const navigate = rankTop(base.navigate, q, boost, LIMITS.typed.navigate);
    const url = urlItem(q);
    if (url) {
      navigate.items = [url, ...navigate.items.filter((i) => sameRoute(i, url) === false)];
      navigate.best = 0;
    }
    const records = rankTop(cachedRecords(), q, boost, LIMITS.typed.records);
    // The server also matches phone numbers and ids the cache cannot: its hits for this query join in.
    if (search.query === q) {
      const seen = new Set(records.items.map((r) => r.value));
      const extra = search.hits.map(toRecordItem).filter((r) => !seen.has(r.value));
      records.items = [...records.items, ...extra].slice(0, LIMITS.typed.records);
      if (extra.length) records.best = Math.min(records.best, 4);
    }
    const ordered = [
      { id: 'navigate' as const, ...navigate, order: 0 },
      { id: 'actions' as const, ...actions, order: 1 },
      { id: 'records' as const, ...records, order: 2 },
      { id: 'macros' as const, ...rankTop(macros, q, boost, LIMITS.typed.actions), order: 3 },
    ].filter((g) => g.items.length);
    ordered.sort((a, b) => a.best - b.best || a.order - b.order);
    return ordered.map(({ id, items }) => ({ id, items }));
    // The cache version: records found (or injected by the benchmark) since the last keystroke.
  }, [enabled, q, base, search.hits, search.query, recordCacheVersion(), macros]);

  return { groups, searching: search.loading };
}

/** Hints that clearly match what is typed, with their text for it; the rest of the list as ranked. */
function withHintTitles(items: RootItem[], query: string): RootItem[] {
  const hints = hintsFor(items.filter(isHint), query);
  const byValue = new Map(hints.map((h) => [h.value, h]));
  return items.flatMap((item) => (isHint(item) ? (byValue.has(item.value) ? [byValue.get(item.value)!] : []) : [item]));
}
