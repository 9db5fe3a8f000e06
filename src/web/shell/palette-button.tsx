import { getCommand } from '../../../commands';
import { useT } from '../i18n/i18n';
import { openPalette } from '../state/palette';
import { Kbd } from '../ui/kbd';
import { Icon } from './icons';

const paletteKbd = getCommand('ui.openPalette').kbd!;

/** The palette's button in the navbar, teaching its key (⌘K / Ctrl+K). */
export function PaletteButton() {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => openPalette()}
      data-testid="palette-button"
      aria-label={t('shell.searchOrRun')}
      className="mx-1 flex h-8 w-8 shrink-0 items-center justify-center gap-2 rounded-md border border-[#d9d9d9] bg-[#fafafa] px-0 text-left text-sm text-ink-muted transition-colors hover:border-primary-400 hover:text-ink focus-visible:outline-2 focus-visible:outline-primary sm:w-56 sm:justify-start sm:px-2.5 min-[1200px]:w-72"
    >
      <Icon name="search" className="size-3.5" />
      <span className="hidden flex-1 truncate sm:inline">{t('shell.searchOrRun')}</span>
      <span className="hidden sm:inline-flex">
        <Kbd kbd={paletteKbd} />
      </span>
    </button>
  );
}
