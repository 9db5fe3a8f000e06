// Issue 24: "a key on a record that changed since it was shown says so before sending, with the new
// state and a choice". The record a key acts on is noted as shown when the key is pressed; before the
// command goes out, a change by someone else that the live stream told of (a newer version than the one
// shown) stops it, and so does the server's refusal as stale when the stream had not told yet. Either
// way the person reads, in words, what it is now (re-read through the record kind's own query, so
// permissions hold) and who changed it, then goes ahead on the new state or cancels.
import { proxy, ref, snapshot } from 'valtio';
import type { AnyCommand, CommandContext, CommandId } from '../../../commands';
import { recordKind, recordKindOf, type RecordKind } from '../../../commands/record-kinds';
import { enumLabel, t } from '../i18n/i18n';
import { recordLabel } from '../i18n/record-label';
import { commandContext } from '../state/command-context';
import { bumpRefresh, whenFresh } from '../state/refresh';
import { toast } from '../state/toasts';
import { acknowledgeChange, changedByOthers, heardOf } from './heard-changes';

export interface ShownRecord {
  kind: RecordKind;
  /** The kind the command names it by, when the screen calls it otherwise (staff / applicant). */
  commandKind: RecordKind;
  id: number;
  version: number;
  name?: string;
}

export interface ChangedNotice {
  record: string;
  who?: string;
  status?: string;
  goAhead: () => void;
}

export const changedNotice = proxy({ open: null as ChangedNotice | null });

/** The record a key's command acts on, as the screen shows it now (with the version shown); none if unversioned. */
export function shownRecordOf(command: AnyCommand, ctx: CommandContext, known: Record<string, unknown>): ShownRecord | undefined {
  const commandKind = recordKindOf(command);
  const id = command.recordArg ? known[command.recordArg] : undefined;
  if (!commandKind || typeof id !== 'number' || typeof known.version !== 'number') return undefined;
  const focused = ctx.record?.id === id ? ctx.record : undefined;
  const name = focused?.fields?.name ?? focused?.fields?.title;
  return { kind: focused?.kind ?? commandKind, commandKind, id, version: known.version, name: typeof name === 'string' && name ? name : undefined };
}

/** Whether the live stream told of someone else's change to it since it was shown (`justChanged`: see changedByOthers). */
export function changedSinceShown(shown: ShownRecord, justChanged = true): boolean {
  return Boolean(changedByOthers(shown.kind, shown.id, shown.version, justChanged) ?? changedByOthers(shown.commandKind, shown.id, shown.version, justChanged));
}

/** The record as it is now, through its kind's own query (its status and version), if it has one. */
async function readNow(shown: ShownRecord): Promise<{ status?: unknown } | undefined> {
  const spec = recordKind(shown.kind).versionQuery ? recordKind(shown.kind) : recordKind(shown.commandKind);
  if (!spec.versionQuery) return undefined;
  // Imported here: the dispatcher imports this file's callers.
  const { run } = await import('../commands/dispatcher');
  return (await run(spec.versionQuery as CommandId, { [spec.idArg]: shown.id }, 'screen', { record: false, inPlace: true, quiet: true }).catch(() => undefined)) as { status?: unknown } | undefined;
}

/**
 * Tells the person the record changed, with its new state and who changed it; `again` runs the key once
 * more on the record as it now is, when they choose to go ahead (a key: only if the record is still the
 * focused one; the palette's confirm names its record itself, so `anywhere`).
 */
export async function tellChanged(shown: ShownRecord, again: () => void, anywhere = false): Promise<void> {
  bumpRefresh();
  const now = await readNow(shown);
  const spec = recordKind(shown.kind).status ? recordKind(shown.kind) : recordKind(shown.commandKind);
  const status = spec.status && (typeof now?.status === 'number' || typeof now?.status === 'string') ? enumLabel(spec.status, now.status) : undefined;
  const who = heardOf(shown.kind, shown.id)?.byName ?? heardOf(shown.commandKind, shown.id)?.byName;
  // Told once: whichever they choose, the next key on it acts on what it now shows.
  acknowledgeChange(shown.kind, shown.id);
  acknowledgeChange(shown.commandKind, shown.id);
  changedNotice.open = ref({
    record: shown.name ?? `${recordLabel(shown.kind)} ${shown.id}`,
    who,
    status,
    goAhead: () => {
      changedNotice.open = null;
      if (anywhere) return again();
      void whenFresh().then(() => {
        const record = (snapshot(commandContext) as CommandContext).record;
        if (record?.id === shown.id && (record.kind === shown.kind || record.kind === shown.commandKind)) again();
        else toast(t('live.changed.notHere'), 'info');
      });
    },
  });
}
