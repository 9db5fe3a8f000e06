import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { getCommand } from '../../../commands';
import { run } from '../commands/dispatcher';
import { useT } from '../i18n/i18n';
import { routeTable } from '../routes/route-table';
import { openPalette } from '../state/palette';
import { session } from '../state/session';
import { Button } from '../ui/button';
import { Kbd } from '../ui/kbd';

const paletteKbd = getCommand('ui.openPalette').kbd!;

/** Title, the visible routes, the palette button (teaching its key), the user and Log out. */
export function TopBar() {
  const t = useT();
  const [path] = useLocation();
  const { user } = useSnapshot(session);
  const [leaving, setLeaving] = useState(false);
  const links = routeTable.filter((r) => !r.hidden && !r.public);

  const logOut = () => {
    setLeaving(true);
    run('auth.logout', {}, 'screen').catch(() => {});
  };

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-4 bg-[#001529] px-4 text-white shadow-[0_1px_4px_rgba(0,21,41,0.12)] desktop:px-6">
      <Link href="/dashboard" className="flex shrink-0 items-center gap-2.5 rounded focus-visible:outline-2 focus-visible:outline-primary-300">
        <img src="/favicon.svg" alt="" className="size-7" />
        <span className="hidden text-[15px] font-semibold tracking-tight min-[420px]:inline" data-testid="app-title">{t('app.title')}</span>
      </Link>
      <nav className="ml-2 hidden items-center gap-1 desktop:flex" aria-label={t('shell.navigation')}>
        {links.map((r) => {
          const active = path === r.path;
          return (
            <Link
              key={r.path}
              href={r.path}
              aria-current={active ? 'page' : undefined}
              className={`rounded-md px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-primary-300 ${active ? 'bg-primary text-white' : 'text-white/65 hover:text-white'}`}
            >
              {t(r.titleKey)}
            </Link>
          );
        })}
      </nav>
      <button
        type="button"
        onClick={() => openPalette()}
        data-testid="palette-button"
        aria-label={t('shell.searchOrRun')}
        className="ml-auto flex h-8 w-8 shrink-0 items-center justify-center gap-2 rounded-md border sm:w-full sm:max-w-72 sm:shrink sm:justify-start border-white/15 bg-white/10 px-0 sm:px-3 text-left text-sm text-white/60 transition-colors hover:border-white/30 hover:text-white/85 focus-visible:outline-2 focus-visible:outline-primary-300"
      >
        <svg viewBox="0 0 16 16" className="size-3.5 shrink-0" aria-hidden>
          <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M10.5 10.5 14 14" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <span className="hidden flex-1 truncate sm:inline">{t('shell.searchOrRun')}</span>
        <span className="hidden sm:inline-flex">
          <Kbd kbd={paletteKbd} tone="dark" />
        </span>
      </button>
      <div className="flex shrink-0 items-center gap-3">
        <div className="hidden items-center gap-2 sm:flex" data-testid="user-name">
          <span className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold uppercase" aria-hidden>
            {user?.name.slice(0, 1) ?? '?'}
          </span>
          <span className="max-w-40 truncate text-sm text-white/85">{user?.name}</span>
        </div>
        <Button variant="text" size="md" className="text-white/75 hover:bg-white/10 hover:text-white" onClick={logOut} loading={leaving} data-testid="logout-button">
          {t('shell.logOut')}
        </Button>
      </div>
    </header>
  );
}
