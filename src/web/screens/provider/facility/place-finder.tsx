// Finds a suburb in the places gazetteer as one types (place_autocomplete) and hands the picked place
// to the page, which fills suburb, state and postcode from it. Arrow keys move, Enter picks, Escape closes.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import type { placeSuggestion } from '../../../../../commands/place-fields';
import { run } from '../../../commands/dispatcher';
import { useT } from '../../../i18n/i18n';
import { TextInput } from '../../../ui/field';
import { useDebouncedValue } from '../../../ui/use-debounced-value';

export type PickedPlace = z.infer<typeof placeSuggestion>;

export function PlaceFinder({ onPick, testId = 'place-finder', label }: { onPick: (place: PickedPlace) => void; testId?: string; label?: string }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [found, setFound] = useState<PickedPlace[]>([]);
  const typed = useDebouncedValue(text.trim(), 150);

  useEffect(() => {
    if (!typed) return setFound([]);
    const controller = new AbortController();
    run('place.autocomplete', { text: typed }, 'screen', { signal: controller.signal, quiet: true, record: false })
      .then((answer) => {
        setFound(answer.suggestions);
        setActive(0);
      })
      .catch(() => setFound([]));
    return () => controller.abort();
  }, [typed]);

  const pick = (place: PickedPlace) => {
    onPick(place);
    setText(place.label);
    setOpen(false);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (found.length ? (i + (event.key === 'ArrowDown' ? 1 : found.length - 1)) % found.length : 0));
    } else if (event.key === 'Enter' && open && found[active]) {
      event.preventDefault();
      pick(found[active]);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative mb-4" data-testid={testId}>
      <label htmlFor={id} className="mb-1 block text-sm text-ink-soft">{label ?? t('placesEmployees.place.finder')}</label>
      <TextInput
        id={id}
        role="combobox"
        aria-expanded={open && found.length > 0}
        aria-controls={`${id}-list`}
        autoComplete="off"
        value={text}
        placeholder="Parramatta, 3065, Fitzroy VIC…"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKey}
        data-testid={`${testId}-input`}
      />
      <p className="mt-1 text-xs text-ink-muted">{t('placesEmployees.place.finderHint')}</p>
      {open && typed && (
        <ul id={`${id}-list`} role="listbox" className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-line bg-white py-1 shadow-card">
          {found.length === 0 && <li className="px-3 py-1.5 text-sm text-ink-muted">{t('placesEmployees.place.none')}</li>}
          {found.map((place, i) => (
            <li
              key={place.label}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(place);
              }}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-1.5 text-sm ${i === active ? 'bg-primary-50 text-primary' : 'text-ink'}`}
              data-testid={`${testId}-option`}
            >
              {place.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
