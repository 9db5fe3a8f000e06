// The applicant page's 'Change staff status' action: a button and the command's own key (shift+s, read
// from the catalogue), opening the status-change dialog for the applicant on the page.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useSnapshot } from 'valtio';
import { getCommand } from '../../../../../commands';
import { parseKbd, toHotkeyString } from '../../../keys/kbd';
import { useT } from '../../../i18n/i18n';
import { palette } from '../../../state/palette';
import { Button } from '../../../ui/button';
import { Kbd } from '../../../ui/kbd';
import { StaffStatusDialog } from './staff-status-dialog';

const command = getCommand('profile.modifyStatus');
const hotkey = toHotkeyString(parseKbd(command.kbd!));

export function StaffStatusAction({ staff }: { staff: { id: number; name: string; email: string } | undefined }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { open: paletteOpen } = useSnapshot(palette);
  // On this page the applicant is the page's, not a focused row's, so the key opens this dialog.
  useHotkeys(hotkey, (e) => {
    if (document.querySelector('[role="dialog"][data-state="open"]')) return;
    e.preventDefault();
    setOpen(true);
  }, { enabled: Boolean(staff) && !paletteOpen && !open });
  if (!staff) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Button size="md" variant="primary" onClick={() => setOpen(true)} data-testid="staff-status-action">
        {t('profile.status.action')} <Kbd kbd={command.kbd!} tone="dark" />
      </Button>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-black/45" />
        <Dialog.Content
          aria-describedby={undefined}
          // The moves list takes the focus, so ↑/↓, J/K and Enter work at once (Radix would focus the close button).
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            document.querySelector<HTMLElement>('[data-testid="staff-status-moves"]')?.focus();
          }}
          className="palette-in fixed top-[8vh] left-1/2 z-50 flex max-h-[84vh] w-[min(820px,calc(100vw-2rem))] -translate-x-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-pop focus:outline-none">
          {open && <StaffStatusDialog staffId={staff.id} name={staff.name} email={staff.email} onClose={() => setOpen(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
