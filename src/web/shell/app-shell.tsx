import type { ReactNode } from 'react';
import { useCommandHotkeys } from '../keys/use-command-hotkeys';
import { CheatSheet } from '../palette/cheat-sheet';
import { Palette } from '../palette/palette';
import { TopBar } from './top-bar';

/** The signed-in frame: top bar, page, and the keyboard layer (palette, hotkeys, cheat sheet). */
export default function AppShell({ children }: { children: ReactNode }) {
  useCommandHotkeys();
  return (
    <div className="min-h-screen bg-page">
      <TopBar />
      <main className="mx-auto w-full max-w-[1440px] px-4 py-5 desktop:px-6">{children}</main>
      <Palette />
      <CheatSheet />
    </div>
  );
}
