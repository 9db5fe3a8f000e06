import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import '../i18n/area-strings';
import { useT } from '../i18n/i18n';
import { useCommandHotkeys } from '../keys/use-command-hotkeys';
import { useLiveUpdates } from '../live/live-updates';
import { ChangedRecordNotice } from '../live/changed-record-notice';
import { PagePresence } from '../live/page-presence';
import { usePresenceReport } from '../live/presence';
import { CheatSheet } from '../palette/cheat-sheet';
import { Palette } from '../palette/palette';
import { layout } from '../state/layout';
import { settings } from '../state/settings';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import { useShellSync } from './use-shell-sync';

/** The signed-in frame: sidebar, navbar, tabs, the page, and the keyboard layer (palette, hotkeys, cheat sheet). */
export default function AppShell({ children }: { children: ReactNode }) {
  useCommandHotkeys();
  useShellSync();
  useLiveUpdates();
  usePresenceReport();
  const t = useT();
  const { mobile } = useSnapshot(layout);
  const { sidebarCollapsed } = useSnapshot(settings);
  const offset = mobile ? 'ml-0' : sidebarCollapsed ? 'ml-[54px]' : 'ml-sidebar';
  return (
    <div className="min-h-screen bg-page" data-testid="app-shell" data-mobile={mobile || undefined}>
      {/* The first stop of Tab: past the sidebar and the navbar to the page. */}
      <a
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only z-[100] rounded-md bg-white px-4 py-2 text-sm text-primary shadow-pop focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        data-testid="skip-link"
      >
        {t('shell.skipToContent')}
      </a>
      <Sidebar />
      <div className={`flex min-h-screen min-w-0 flex-col transition-[margin] duration-200 ${offset}`}>
        <header className="sticky top-0 z-30">
          <Navbar />
          <TagsView />
        </header>
        <main id="main" tabIndex={-1} className="w-full min-w-0 flex-1 p-4 outline-none desktop:p-5" data-testid="page">
          <PagePresence />
          {children}
        </main>
      </div>
      <Palette />
      <CheatSheet />
      <ChangedRecordNotice />
    </div>
  );
}
