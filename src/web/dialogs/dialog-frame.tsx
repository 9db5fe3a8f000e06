import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';

/** The common frame of a shell dialog: title bar with close, scrolling body, optional footer. */
export function DialogFrame({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const t = useT();
  return (
    <>
      <header className="flex min-h-14 items-center justify-between gap-3 border-b border-line px-6">
        <Dialog.Title className="text-base font-semibold text-ink">{title}</Dialog.Title>
        <Dialog.Close className="rounded px-2 text-lg text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary" aria-label={t('common.close')}>
          ×
        </Dialog.Close>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
      {footer && <footer className="flex justify-end gap-2 border-t border-line px-6 py-3">{footer}</footer>}
    </>
  );
}
