// Hooks for the benchmark and browser tests, installed only when the page was opened with
// `?consoleTest` (remembered for the tab): inject records into the palette's cache, open a shell
// dialog, mount the rich-text editor. Nothing is exposed in normal use.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { RecordHit } from '../../../commands/search';
import type { RecordKind } from '../../../commands';
import { setFocusedRecord, setSelection } from '../state/command-context';
import { openPalette } from '../state/palette';
import { isRefreshing } from '../state/refresh';
import { cacheRecords, cachedRecords, clearRecordCache } from './record-cache';

const FLAG = 'consoleTest';

export interface ConsoleTestHooks {
  injectRecords(hits: RecordHit[]): number;
  recordCount(): number;
  clearRecords(): void;
  openDialog(id: string, props?: Record<string, unknown>): Promise<void>;
  mountRichText(container: HTMLElement, html?: string): Promise<() => string>;
  /** Opens the palette at a command with arguments already chosen (as '.' does), to reach its preview. */
  openCommand(id: string, preset: Record<string, unknown>): void;
  /** Focuses a record as a list or detail page would, so commands act on it (their `when` and `fill`). */
  focusRecord(kind: string, id: number, fields?: Record<string, unknown>): void;
  /** Selects rows as a list would (x), each with the fields it showed (its version), so commands run over them. */
  selectRecords(kind: string, rows: { id: number; version?: number }[]): void;
  /** Whether a re-read after a write still holds the keys that act on records (state/refresh.ts). */
  refreshing(): boolean;
}

function enabled(): boolean {
  try {
    if (new URLSearchParams(location.search).has(FLAG)) sessionStorage.setItem(FLAG, '1');
    return sessionStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}

let installed = false;

export function installPaletteTestHooks(): void {
  if (installed || typeof window === 'undefined' || !enabled()) return;
  installed = true;
  const hooks: ConsoleTestHooks = {
    injectRecords(hits) {
      cacheRecords(hits);
      return cachedRecords().length;
    },
    recordCount: () => cachedRecords().length,
    clearRecords: clearRecordCache,
    async openDialog(id, props) {
      const { openDialog, isDialogId } = await import('../dialogs/dialog-store');
      if (!isDialogId(id)) throw new Error(`No dialog ${id}`);
      (openDialog as (id: string, props: Record<string, unknown>) => void)(id, props ?? {});
    },
    async mountRichText(container, html = '') {
      const { RichTextEditor } = await import('../ui/rich-text-editor');
      let value = html;
      createRoot(container).render(createElement(RichTextEditor, { value: html, onChange: (next: string) => void (value = next), label: 'Test editor' }));
      return () => value;
    },
    openCommand: (id, preset) => openPalette(id, 'palette', preset),
    focusRecord: (kind, id, fields) => setFocusedRecord({ kind: kind as RecordKind, id, fields: fields ?? {} }),
    selectRecords: (kind, rows) => setSelection(kind as RecordKind, rows.map((r) => r.id), rows),
    refreshing: isRefreshing,
  };
  (window as unknown as { __consoleTest: ConsoleTestHooks }).__consoleTest = hooks;
}
