import * as Dialog from '@radix-ui/react-dialog';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n';
import { Button } from '../ui/button';
import { changedNotice } from './changed-record-check';

/**
 * The notice a key gets instead of a refusal when its record changed since it was shown: the record, who
 * changed it and what it is now, in words; Enter goes ahead on the new state, Esc cancels.
 */
export function ChangedRecordNotice() {
  const t = useT();
  const { open } = useSnapshot(changedNotice);
  return (
    <Dialog.Root open={open !== null} onOpenChange={(next) => !next && (changedNotice.open = null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-black/45" />
        <Dialog.Content
          data-testid="changed-notice"
          className="palette-in fixed top-[20vh] left-1/2 z-50 flex w-[min(520px,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-4 rounded-xl bg-white p-6 shadow-pop focus:outline-none"
        >
          <Dialog.Title className="text-base font-semibold text-ink">{t('live.changed.title')}</Dialog.Title>
          {open && (
            <Dialog.Description asChild>
              <div className="space-y-2 text-sm text-ink-soft" data-testid="changed-notice-text">
                <p className="text-ink">{open.who ? t('live.changed.by', { record: open.record, who: open.who }) : t('live.changed.bySomeone', { record: open.record })}</p>
                {open.status && <p data-testid="changed-notice-status">{t('live.changed.now', { status: open.status })}</p>}
                <p>{t('live.changed.nothingSent')}</p>
              </div>
            </Dialog.Description>
          )}
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button data-testid="changed-notice-cancel">{t('live.changed.cancel')}</Button>
            </Dialog.Close>
            <Button variant="primary" autoFocus data-testid="changed-notice-go" onClick={() => open?.goAhead()}>
              {t('live.changed.goAhead')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
