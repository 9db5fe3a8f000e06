// Issue 24: the palette's own confirm does what a key does. When the record it writes changed since the
// palette was opened on it (the live stream told of a newer version), nothing is sent; when the server
// refuses the write as stale (the stream had not told yet), the refusal is not shown as text in the
// palette. Either way the palette closes and the changed-record notice says who changed it and what it is
// now; Enter goes ahead on the record as it now is, Esc cancels.
import type { AnyCommand, CommandContext } from '../../../commands';
import { ERR } from '../../domain/errors';
import { ApiError, errorMessage } from '../api/api-error';
import { tMessage } from '../i18n/i18n';
import { closePalette } from '../state/palette';
import { toast } from '../state/toasts';
import { changedSinceShown, shownRecordOf, tellChanged, type ShownRecord } from './changed-record-check';

/** Thrown instead of sending: the record changed since the palette showed it. */
export class ChangedBeforeSending extends Error {}

/** The record a palette write acts on, with the version it would send; none for a query or an unversioned write. */
export function shownInPalette(command: AnyCommand, record: CommandContext['record'], path: string, args: Record<string, unknown>): ShownRecord | undefined {
  return command.kind === 'action' ? shownRecordOf(command, { path, record }, args) : undefined;
}

/**
 * Throws ChangedBeforeSending when the stream told of someone else's newer version. Only newer: the
 * palette's choices were read from the record as it is, so a change the list showed a moment ago was seen.
 */
export function checkBeforeSending(shown: ShownRecord | undefined): void {
  if (shown && changedSinceShown(shown, false)) throw new ChangedBeforeSending();
}

/** Whether the error is the record having changed (told before sending, or refused as stale). */
export function isChangedRecord(error: unknown, shown: ShownRecord | undefined): shown is ShownRecord {
  return Boolean(shown) && (error instanceof ChangedBeforeSending || (error instanceof ApiError && error.err === ERR.conflict));
}

/** Closes the palette and shows the notice; `goAhead` writes on the record as it now is, its outcome toasted. */
export function tellChangedFromPalette(shown: ShownRecord, goAhead: () => Promise<unknown>): void {
  closePalette();
  void tellChanged(
    shown,
    () =>
      void goAhead().catch((error: unknown) => {
        // The dispatcher has toasted what it ran itself; the version read before it has not.
        if (!(error instanceof ApiError && error.shown)) toast(tMessage(errorMessage(error)), 'error');
      }),
    true,
  );
}
