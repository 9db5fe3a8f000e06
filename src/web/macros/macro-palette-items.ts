// The palette's 'Macros' group: the caller's and the team's macros (macro.list), matched like any other
// item; Enter opens the macro's run panel over the current selection (or the focused record). The list is
// read when the palette opens and kept between openings, so the group shows at once and stays current.
import { useEffect, useState } from 'react';
import { runMacro as runMacroCommand, type MacroRow } from '../../../commands/macro';
import { call } from '../api/call';
import { openDialog } from '../dialogs/dialog-store';
import { t } from '../i18n/i18n';
import { closePalette } from '../state/palette';
import type { RootItem } from '../palette/palette-items';

/** The same array until the list changes: the matcher prepares an array once (keyed by identity). */
let cached: RootItem[] = [];
let cachedKey = '';

function toItem(m: MacroRow): RootItem {
  const owner = m.mine ? (m.shared ? t('macros.sharedMine') : t('macros.private')) : m.owner_name;
  return {
    value: `macro:${m.id}`,
    group: 'macros',
    title: m.name,
    subtitle: `${t('macros.steps', { count: m.step_count })} · ${owner}`,
    usageId: `macro:${m.id}`,
    haystack: [m.name, m.description, m.owner_name, 'macro'].join(' '),
    // Enter opens this macro's run panel (macro.run with its id), not the command's own flow.
    target: { command: runMacroCommand, macroId: m.id },
  };
}

/** Reads the list once per palette opening; answers the cached items meanwhile. */
export function useMacroItems(enabled: boolean): RootItem[] {
  const [items, setItems] = useState(cached);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    call<{ list: MacroRow[] }>('get_macro_list', {}, { source: 'palette', toastErrors: false })
      .then(({ list }) => {
        const key = list.map((m) => `${m.id}:${m.version}:${m.mine}`).join('|');
        if (key !== cachedKey) [cached, cachedKey] = [list.map(toItem), key];
        if (live) setItems(cached);
      })
      // No macros group is better than an error over the palette (the Macros… dialog shows the error).
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);
  return enabled ? items : [];
}

export const isMacroItem = (item: RootItem): boolean => 'command' in item.target && item.target.macroId !== undefined;

/** Enter on a macro: the palette closes and the macro opens with its run panel. */
export function chooseMacro(item: RootItem): void {
  const macroId = 'command' in item.target ? item.target.macroId : undefined;
  if (macroId === undefined) return;
  closePalette();
  openDialog('macros', { macroId, run: true });
}
