import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n';
import { layout, toggleSidebar } from '../state/layout';
import { settings } from '../state/settings';
import { AvatarMenu } from './avatar-menu';
import { Breadcrumb } from './breadcrumb';
import { HeaderSearch } from './header-search';
import { NoticeBell } from './notice-bell';
import { Icon } from './icons';
import { PaletteButton } from './palette-button';
import { LanguageSelect, SizeSelect } from './settings-menus';

/** Spec §2 navbar: hamburger, breadcrumb, header search, the palette, language, size and the avatar menu. */
export function Navbar() {
  const t = useT();
  const { mobile, mobileSidebarOpen } = useSnapshot(layout);
  const { sidebarCollapsed } = useSnapshot(settings);
  const expanded = mobile ? mobileSidebarOpen : !sidebarCollapsed;
  const label = mobile ? t(mobileSidebarOpen ? 'shell.closeMenu' : 'shell.openMenu') : t(sidebarCollapsed ? 'shell.expandSidebar' : 'shell.collapseSidebar');
  return (
    <div className="flex h-12 items-center bg-white shadow-[0_1px_4px_rgba(0,21,41,0.08)]" data-testid="navbar">
      <button
        type="button"
        onClick={toggleSidebar}
        aria-label={label}
        title={label}
        aria-expanded={expanded}
        data-testid="hamburger"
        className="flex h-12 w-12 shrink-0 items-center justify-center text-ink-soft transition-colors hover:bg-black/[0.025] hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
      >
        <Icon name={expanded ? 'menuFold' : 'menuUnfold'} className="size-5" />
      </button>
      <div className="min-w-0 flex-1">
        <Breadcrumb />
      </div>
      <div className="ml-auto flex shrink-0 items-center">
        <HeaderSearch />
        <PaletteButton />
        <LanguageSelect />
        {!mobile && <SizeSelect />}
        <NoticeBell />
        <AvatarMenu />
      </div>
    </div>
  );
}
