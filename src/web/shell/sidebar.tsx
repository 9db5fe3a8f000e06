// The sidebar (spec §2, §9): permitted routes only, 210px, collapsible to icons on desktop (persisted);
// below 992px an overlay over a backdrop that closes on navigation and never touches the desktop state.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useT } from '../i18n/i18n';
import { paths } from '../routes/paths';
import { accountShows } from '../routes/account-routes';
import { permittedMenu } from '../routes/permitted-routes';
import { useCurrentRoute } from '../routes/use-current-route';
import { closeMobileSidebar, layout } from '../state/layout';
import { session } from '../state/session';
import { settings } from '../state/settings';
import { SidebarMenu } from './sidebar-menu';

export function Sidebar() {
  const t = useT();
  const { mobile, mobileSidebarOpen } = useSnapshot(layout);
  const { sidebarCollapsed } = useSnapshot(settings);
  const { user } = useSnapshot(session);
  const roles = user?.roles;
  const accountType = user?.account_type;
  const items = useMemo(() => permittedMenu(roles ?? [], undefined, (reads) => accountShows(reads, accountType)), [roles, accountType]);
  const match = useCurrentRoute();
  const activePath = match?.route.activeMenu ?? '';
  const collapsed = !mobile && sidebarCollapsed;
  const hiddenOnMobile = mobile && !mobileSidebarOpen;

  return (
    <>
      {mobile && mobileSidebarOpen && (
        <div className="fade-in fixed inset-0 z-40 bg-black/35" onClick={closeMobileSidebar} data-testid="sidebar-backdrop" aria-hidden />
      )}
      <aside
        aria-label={t('shell.navigation')}
        data-testid="sidebar"
        data-collapsed={collapsed || undefined}
        data-mobile={mobile || undefined}
        data-open={mobile ? mobileSidebarOpen : undefined}
        inert={hiddenOnMobile || undefined}
        className={`fixed inset-y-0 left-0 z-50 flex flex-col bg-[#001529] text-white transition-[width,translate] duration-200 ${
          collapsed ? 'w-[54px]' : 'w-sidebar'
        } ${hiddenOnMobile ? '-translate-x-full' : 'translate-x-0'} ${mobile && mobileSidebarOpen ? 'shadow-[6px_0_16px_rgba(0,0,0,0.25)]' : ''}`}
      >
        <Link
          href={paths.dashboard}
          className={`flex h-12 shrink-0 items-center gap-2.5 overflow-hidden bg-[#002140] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-300 ${collapsed ? 'justify-center px-0' : 'px-4'}`}
        >
          <img src="/favicon.svg" alt="" className="size-7 shrink-0" />
          {!collapsed && <span className="truncate text-[15px] font-semibold tracking-tight" data-testid="app-title">{t('app.title')}</span>}
        </Link>
        <nav className={`sidebar-scroll min-h-0 flex-1 ${collapsed ? 'overflow-visible' : 'overflow-x-hidden overflow-y-auto'}`}>
          <SidebarMenu items={items} activePath={activePath} collapsed={collapsed} />
        </nav>
      </aside>
    </>
  );
}
