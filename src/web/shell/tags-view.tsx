// Tabs of visited views (spec §2): click opens, the × or a middle click closes, right click opens the
// menu (refresh, close, close others, close all). Fixed tabs have no ×. The active tab scrolls into view.
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useT } from '../i18n/i18n';
import { normalisePath } from '../routes/match-path';
import { routeTable } from '../routes/route-table';
import { routeTitle } from '../routes/route-title';
import { useCurrentRoute } from '../routes/use-current-route';
import { tags, type TagView } from '../state/tags';
import { Icon } from './icons';
import { MenuList } from './popup-menu';
import { closeAllTabs, closeOtherTabs, closeTab, refreshTab } from './tag-actions';

const routesByPattern = new Map(routeTable.map((r) => [r.path, r]));

interface MenuAt {
  key: string;
  x: number;
  y: number;
}

export function TagsView() {
  const t = useT();
  const { views } = useSnapshot(tags);
  const match = useCurrentRoute();
  const activeKey = match ? normalisePath(location.pathname) : '';
  const [menu, setMenu] = useState<MenuAt | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenu(null), []);

  useEffect(() => {
    strip.current?.querySelector('[data-active="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, views.length]);

  const title = (view: TagView) => {
    const route = routesByPattern.get(view.route);
    return view.title ?? (route ? routeTitle(route, view.params) : view.key);
  };

  const onAuxClick = (event: MouseEvent, view: TagView) => {
    if (event.button !== 1) return;
    event.preventDefault();
    if (!view.affix) closeTab(view.key);
  };
  const onContextMenu = (event: MouseEvent, view: TagView) => {
    event.preventDefault();
    setMenu({ key: view.key, x: event.clientX, y: event.clientY });
  };

  const menuView = menu ? views.find((v) => v.key === menu.key) : undefined;
  const menuEntries = useMemo(
    () =>
      menu
        ? [
            { key: 'refresh', label: t('tags.refresh'), icon: 'refresh' as const, testId: 'tag-menu-refresh', onSelect: () => refreshTab(menu.key) },
            { key: 'close', label: t('tags.close'), icon: 'close' as const, testId: 'tag-menu-close', disabled: menuView?.affix, onSelect: () => closeTab(menu.key) },
            { key: 'others', label: t('tags.closeOthers'), icon: 'closeOthers' as const, testId: 'tag-menu-close-others', onSelect: () => closeOtherTabs(menu.key) },
            { key: 'all', label: t('tags.closeAll'), icon: 'closeAll' as const, testId: 'tag-menu-close-all', onSelect: () => closeAllTabs() },
          ]
        : [],
    [menu, menuView?.affix, t],
  );

  return (
    <div className="relative flex h-[34px] items-center border-b border-[#d8dce5] bg-white shadow-[0_1px_3px_0_rgba(0,0,0,0.08),0_0_3px_0_rgba(0,0,0,0.04)]">
      <div
        ref={strip}
        role="list"
        aria-label={t('tags.label')}
        data-testid="tags-view"
        onWheel={(e) => {
          if (strip.current && e.deltaY) strip.current.scrollLeft += e.deltaY;
        }}
        className="no-scrollbar flex h-full flex-1 items-center gap-1 overflow-x-auto px-3"
      >
        {views.map((view) => {
          const active = view.key === activeKey;
          const text = title(view);
          return (
            <div
              key={view.key}
              role="listitem"
              data-testid="tag"
              data-path={view.key}
              data-active={active}
              data-affix={view.affix || undefined}
              onAuxClick={(e) => onAuxClick(e, view)}
              onMouseDown={(e) => e.button === 1 && e.preventDefault()}
              onContextMenu={(e) => onContextMenu(e, view)}
              className={`group flex h-[26px] shrink-0 items-center rounded-[3px] border text-xs transition-colors ${
                active ? 'border-primary bg-primary text-white' : 'border-[#d8dce5] bg-white text-ink-soft hover:border-primary-300 hover:text-primary'
              }`}
            >
              <Link
                href={view.fullPath}
                aria-current={active ? 'page' : undefined}
                className={`flex h-full items-center gap-1.5 rounded-[3px] pl-2.5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary ${view.affix ? 'pr-2.5' : 'pr-1'}`}
              >
                {active && <span className="size-1.5 rounded-full bg-white" aria-hidden />}
                <span className="max-w-48 truncate" data-testid="tag-title">{text}</span>
              </Link>
              {!view.affix && (
                <button
                  type="button"
                  aria-label={t('tags.closeTab', { title: text })}
                  data-testid="tag-close"
                  onClick={() => closeTab(view.key)}
                  className={`mr-1 flex size-4 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-primary ${
                    active ? 'hover:bg-white/25' : 'hover:bg-black/15 hover:text-white'
                  }`}
                >
                  <Icon name="close" className="size-2.5" />
                </button>
              )}
            </div>
          );
        })}
      </div>
      {menu && (
        <MenuList
          entries={menuEntries}
          label={t('tags.label')}
          onClose={closeMenu}
          testId="tag-menu"
          className="fixed"
          style={{ left: Math.min(menu.x, window.innerWidth - 180), top: Math.min(menu.y, window.innerHeight - 170) }}
        />
      )}
    </div>
  );
}
