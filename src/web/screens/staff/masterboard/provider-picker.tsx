import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { isAbort } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useT } from '../../../i18n/i18n';
import { TextInput } from '../../../ui/field';
import { useDebouncedValue } from '../../../ui/use-debounced-value';

export interface PickedProvider {
  id: number;
  name: string;
}

interface Hit extends PickedProvider {
  subtitle: string;
}

/**
 * A provider typeahead over search_records: type two letters, ↓/↑ move, Enter picks, Esc clears. The
 * answer of a slower, older search never replaces a newer one.
 */
export function ProviderPicker({ onPick, invalid, autoFocus }: { onPick: (provider: PickedProvider) => void; invalid?: boolean; autoFocus?: boolean }) {
  const t = useT();
  const listId = useId();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), 150);

  useEffect(() => {
    if (q.length < 2) return setHits(null);
    const controller = new AbortController();
    run('search.records', { q, kinds: ['provider'], limit: 8 }, 'screen', { signal: controller.signal, quiet: true, record: false, inPlace: true })
      .then((answer) => {
        setHits(answer.hits.map((h) => ({ id: h.id, name: h.title, subtitle: h.subtitle })));
        setActive(0);
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setHits([]);
      });
    return () => controller.abort();
  }, [q]);

  const pick = (hit: Hit | undefined) => {
    if (!hit) return;
    onPick({ id: hit.id, name: hit.name });
    setText('');
    setHits(null);
  };
  const onKey = (e: KeyboardEvent) => {
    const count = hits?.length ?? 0;
    if (e.key === 'ArrowDown' && count) setActive((a) => (a + 1) % count);
    else if (e.key === 'ArrowUp' && count) setActive((a) => (a + count - 1) % count);
    else if (e.key === 'Enter') pick(hits?.[active]);
    else if (e.key === 'Escape' && text) setText('');
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div className="relative">
      <TextInput
        role="combobox"
        aria-expanded={hits !== null}
        aria-controls={listId}
        aria-activedescendant={hits?.[active] ? `${listId}-${hits[active].id}` : undefined}
        aria-label={t('staffLists.board.provider')}
        placeholder={t('staffLists.board.providerPlaceholder')}
        value={text}
        invalid={invalid}
        autoFocus={autoFocus}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
        data-testid="board-provider-search"
      />
      {hits !== null && (
        <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-line bg-white py-1 shadow-lg" data-testid="board-provider-hits">
          {hits.length === 0 && <li className="px-3 py-1.5 text-sm text-ink-muted">{t('staffLists.board.noProviders')}</li>}
          {hits.map((hit, i) => (
            <li
              key={hit.id}
              id={`${listId}-${hit.id}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(hit);
              }}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-1.5 text-sm ${i === active ? 'bg-primary-50 text-primary' : 'text-ink'}`}
            >
              <div className="font-medium">{hit.name}</div>
              <div className="text-xs text-ink-muted">{hit.subtitle}</div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
