import { Command } from 'cmdk';
import { memo } from 'react';
import { useT } from '../i18n/i18n';
import { Kbd } from '../ui/kbd';
import type { RootItem } from './palette-items';
import type { RootGroup } from './use-root-results';
import { recordLabel } from '../i18n/record-label';
import { PrefetchHighlighted } from './prefetch-highlighted';

const ICONS = {
  navigate: { glyph: '→', tone: 'bg-[#f0f5ff] text-[#2f54eb]' },
  actions: { glyph: '⚡', tone: 'bg-primary-50 text-primary' },
  records: { glyph: '#', tone: 'bg-success-50 text-success' },
  macros: { glyph: '▶', tone: 'bg-purple-50 text-purple' },
} as const;

/** The first list: groups in the order the matcher chose, each item with its shortcut. */
export function RootList({ groups, onChoose }: { groups: RootGroup[]; onChoose: (item: RootItem) => void }) {
  const t = useT();
  return (
    <>
      <PrefetchHighlighted />
      {groups.map((group) => (
        <Command.Group key={group.id} heading={t(`paletteMore.group.${group.id}`)} className="palette-group" data-testid={`palette-group-${group.id}`}>
          {group.items.map((item) => (
            <RootRow key={item.value} item={item} group={group.id} onChoose={onChoose} t={t} />
          ))}
        </Command.Group>
      ))}
    </>
  );
}

/** One item; memoised, since most items stay from one keystroke to the next (the item objects do too). */
const RootRow = memo(function RootRow({ item, group, onChoose, t }: { item: RootItem; group: RootGroup['id']; onChoose: (item: RootItem) => void; t: ReturnType<typeof useT> }) {
  return (
    <Command.Item
      value={item.value}
      onSelect={() => onChoose(item)}
      data-testid="palette-item"
      data-group={group}
      data-command-id={'command' in item.target ? item.target.command.id : undefined}
      data-route={'route' in item.target ? item.target.route : undefined}
      data-record={'record' in item.target ? `${item.target.record.kind}:${item.target.record.id}` : undefined}
      data-needs-record={item.needs?.kind}
      className="palette-item"
    >
      <span className={`flex size-6 shrink-0 items-center justify-center rounded text-xs ${ICONS[group].tone}`} aria-hidden>
        {ICONS[group].glyph}
      </span>
      <span className="min-w-0 flex-1">
        <span className={`block ${item.needs ? 'text-ink-soft' : 'truncate'} ${item.danger ? 'text-danger' : ''}`}>{item.title}</span>
        {group === 'records' && item.subtitle && <span className="block truncate text-xs text-ink-muted">{item.subtitle}</span>}
      </span>
      {item.notBuilt && <span className="shrink-0 rounded bg-black/5 px-1.5 py-0.5 text-[11px] text-ink-muted">{t('paletteMore.notBuilt')}</span>}
      {group !== 'records' && item.subtitle && <span className="hidden max-w-[45%] shrink-0 truncate text-xs text-ink-muted sm:inline">{item.subtitle}</span>}
      {'record' in item.target && <span className="shrink-0 text-xs text-ink-muted">{recordLabel(item.target.record.kind)}</span>}
      {item.kbd && !item.needs && <Kbd kbd={item.kbd} />}
    </Command.Item>
  );
});
