// Header search over permitted pages (spec §2): a search button that opens a field; ↑/↓ choose, Enter
// goes, Esc closes. Hidden in mobile mode (the palette does the same job there). Its index (Fuse) loads
// when the field first opens, so no page loads fuse.js until someone searches (issue 23 §5).
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../i18n/i18n';
import { accountRoutes } from '../routes/account-routes';
import { permittedRoutes } from '../routes/permitted-routes';
import { session } from '../state/session';
import { settings } from '../state/settings';
import { Icon } from './icons';
import type { routeSearchIndex } from './route-search';

const LIMIT = 8;

type IndexBuilder = typeof routeSearchIndex;
let loadIndex: Promise<IndexBuilder> | null = null;
const indexBuilder = () => (loadIndex ??= import('./route-search').then((m) => m.routeSearchIndex));

/** The builder once the field has been opened (null until its module arrives). */
function useIndexBuilder(open: boolean): IndexBuilder | null {
  const [builder, setBuilder] = useState<IndexBuilder | null>(null);
  useEffect(() => {
    if (open && !builder) void indexBuilder().then((b) => setBuilder(() => b));
  }, [open, builder]);
  return builder;
}

export function HeaderSearch() {
  const t = useT();
  const { language } = useSnapshot(settings);
  const { user } = useSnapshot(session);
  const roles = user?.roles;
  const accountType = user?.account_type;
  const [open, setOpen] = useState(false);
  const build = useIndexBuilder(open);
  const index = useMemo(() => build?.(accountRoutes(permittedRoutes(roles ?? []), accountType)), [build, roles, accountType, language]);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const hits = useMemo(() => (query.trim() && index ? index.search(query.trim(), { limit: LIMIT }).map((r) => r.item) : []), [index, query]);

  const close = () => {
    setOpen(false);
    setQuery('');
    setSelected(0);
  };
  const go = (path: string | undefined) => {
    if (!path) return;
    close();
    input.current?.blur();
    navigate(path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length) setSelected((s) => (s + (event.key === 'ArrowDown' ? 1 : -1) + hits.length) % hits.length);
    } else if (event.key === 'Enter') go(hits[selected]?.path);
    else if (event.key === 'Escape') {
      close();
      input.current?.blur();
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="relative hidden h-12 items-center desktop:flex" data-testid="header-search">
      <button
        type="button"
        aria-label={t('shell.searchPages')}
        title={t('shell.searchPages')}
        data-testid="header-search-button"
        onClick={() => (open ? input.current?.focus() : setOpen(true))}
        className="flex h-12 items-center px-2.5 text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
      >
        <Icon name="search" className="size-[18px]" />
      </button>
      {open && (
        <input
          ref={input}
          type="text"
          role="combobox"
          autoFocus
          aria-label={t('shell.searchPages')}
          aria-expanded={query.trim() !== ''}
          aria-controls="header-search-list"
          aria-activedescendant={hits[selected] ? `header-search-${selected}` : undefined}
          aria-autocomplete="list"
          placeholder={t('shell.searchPlaceholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setSelected(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          data-testid="header-search-input"
          className="fade-in h-8 w-52 rounded-none border-0 border-b border-[#d9d9d9] bg-transparent text-sm text-ink outline-none placeholder:text-black/30 focus:border-primary"
        />
      )}
      {open && query.trim() !== '' && (
        <ul id="header-search-list" role="listbox" className="fade-in absolute top-full right-0 z-50 mt-0.5 max-h-80 w-80 overflow-y-auto rounded-lg bg-white p-1 shadow-pop ring-1 ring-black/5">
          {hits.length === 0 && <li className="px-3 py-2 text-sm text-ink-muted">{t('shell.noMatches')}</li>}
          {hits.map((hit, i) => (
            <li
              key={hit.path}
              id={`header-search-${i}`}
              role="option"
              aria-selected={i === selected}
              data-testid="header-search-option"
              data-path={hit.path}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setSelected(i)}
              onClick={() => go(hit.path)}
              className={`cursor-pointer rounded-md px-3 py-1.5 ${i === selected ? 'bg-primary-50' : ''}`}
            >
              <div className="truncate text-sm text-ink">{hit.title}</div>
              <div className="truncate font-mono text-xs text-ink-muted">{hit.path}</div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
