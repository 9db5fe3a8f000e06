import * as Dialog from '@radix-ui/react-dialog';
import { useSnapshot } from 'valtio';
import { registry } from '../../../commands';
import { clientHandlerFor } from '../commands/client-handlers';
import { commandTitle } from '../commands/dispatcher';
import { areaLabel } from '../i18n/area-label';
import { useT } from '../i18n/i18n';
import { palette } from '../state/palette';
import { Kbd } from '../ui/kbd';

/** Every key binding, generated from the catalogue, grouped by area (shift+? opens it). */
export function CheatSheet() {
  const t = useT();
  const { cheatSheetOpen } = useSnapshot(palette);
  const areas = new Map<string, { title: string; kbd: string }[]>();
  for (const command of registry.all) {
    if (!command.kbd || (command.kind === 'client' && !clientHandlerFor(command.id))) continue;
    const list = areas.get(command.area) ?? [];
    list.push({ title: commandTitle(command), kbd: command.kbd });
    areas.set(command.area, list);
  }
  areas.get('list')?.push({ title: t('cheatSheet.arrows'), kbd: 'down' }, { title: t('cheatSheet.arrowsUp'), kbd: 'up' });
  // The palette's own keys, which are not commands.
  areas.set('palette', [
    { title: t('paletteMore.keys.move'), kbd: 'down' },
    { title: t('paletteMore.keys.choose'), kbd: 'enter' },
    { title: t('paletteMore.keys.back'), kbd: 'escape' },
    { title: t('paletteMore.keys.backspace'), kbd: 'backspace' },
  ]);

  return (
    <Dialog.Root open={cheatSheetOpen} onOpenChange={(open) => void (palette.cheatSheetOpen = open)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-black/45" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="cheat-sheet"
          className="palette-in fixed top-[10vh] left-1/2 z-50 max-h-[80vh] w-[min(720px,calc(100vw-2rem))] -translate-x-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-pop focus:outline-none"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold text-ink">{t('cheatSheet.title')}</Dialog.Title>
            <Dialog.Close className="rounded px-2 text-lg text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary" aria-label={t('common.close')}>
              ×
            </Dialog.Close>
          </div>
          <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {[...areas].map(([area, rows]) => (
              <section key={area}>
                <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{area === 'palette' ? t('palette.title') : areaLabel(area)}</h3>
                <ul className="divide-y divide-line">
                  {rows.map((row) => (
                    <li key={`${row.title}-${row.kbd}`} className="flex items-center justify-between gap-3 py-1.5 text-sm text-ink">
                      <span>{row.title}</span>
                      <Kbd kbd={row.kbd} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
