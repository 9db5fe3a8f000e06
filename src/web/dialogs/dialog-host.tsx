import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n';
import { dialogComponents } from './dialog-registry';
import { closeDialog, dialogs } from './dialog-store';

/** Renders the open shell dialog (one at a time) in a Radix dialog: focus trapped, Esc closes. */
export function DialogHost() {
  const t = useT();
  const { open } = useSnapshot(dialogs);
  const Body = open ? (dialogComponents[open.id] as ComponentType<Record<string, unknown>>) : null;
  return (
    <Dialog.Root open={open !== null} onOpenChange={(next) => !next && closeDialog()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-black/45" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="shell-dialog"
          data-dialog-id={open?.id}
          className="palette-in fixed top-[10vh] left-1/2 z-50 flex max-h-[80vh] w-[min(720px,calc(100vw-2rem))] -translate-x-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-pop focus:outline-none"
        >
          {open && Body && (
            <Suspense fallback={<div className="p-6 text-sm text-ink-muted">{t('table.loading')}</div>}>
              <Body {...(open.props as Record<string, unknown>)} />
            </Suspense>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
