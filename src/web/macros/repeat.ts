// `.` (macro.repeat), as Vim's dot: the last command run again with the same arguments, on the selected
// records, or else the focused one. The record argument is swapped for each target and the version is
// each target's own (as the list showed it, else read just before), so nothing is written blindly.
import { snapshot } from 'valtio';
import { recordKindOf, registry, type AnyCommand, type CommandId } from '../../../commands';
import { run } from '../commands/dispatcher';
import { t } from '../i18n/i18n';
import { readVersion } from '../palette/read-version';
import { commandContext } from '../state/command-context';
import { commandHistory, type HistoryEntry } from '../state/command-history';
import { toast } from '../state/toasts';

/** The last successful server action that is worth repeating (not a macro command, not a read). */
export function lastRepeatable(entries: readonly HistoryEntry[]): HistoryEntry | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    const command = registry.byId.get(entry.id) as AnyCommand | undefined;
    if (entry.ok && command?.kind === 'action' && !command.id.startsWith('macro.') && !command.id.startsWith('undo.')) return entry;
  }
  return undefined;
}

export async function repeatLastCommand(): Promise<void> {
  const entry = lastRepeatable(commandHistory.entries);
  if (!entry) {
    toast(t('macros.nothingToRepeat'), 'info');
    return;
  }
  const command = registry.byId.get(entry.id) as AnyCommand;
  const ctx = snapshot(commandContext);
  const kind = recordKindOf(command);
  const args = { ...entry.args } as Record<string, unknown>;
  if (!command.recordArg || !kind) {
    await run(command.id as CommandId, args, 'hotkey');
    return;
  }
  // Each selected (else the focused) record is a target: one of the command's kind, or one its `fill`
  // names (the applicant of a focused application, for a text to the applicant).
  const records = ctx.selection?.ids.length
    ? ctx.selection.ids.map((id) => ({ kind: ctx.selection!.kind, id, fields: ctx.selection!.rows?.[id] }))
    : ctx.record ? [ctx.record] : [];
  const recordArg = command.recordArg;
  const targets = records.flatMap((record) => {
    if (record.kind === kind) return [{ id: record.id, fields: record.fields }];
    const named = command.fill?.({ path: ctx.path, record: { ...record, fields: record.fields ? { ...record.fields } : undefined } })?.[recordArg as never];
    return typeof named === 'number' ? [{ id: named as number, fields: undefined }] : [];
  });
  if (!targets.length) {
    toast(t('macros.repeatNeedsRecord', { title: t(`command.${command.id}`, undefined, command.title) }), 'info');
    return;
  }
  const takesVersion = 'version' in command.args.shape;
  for (const { id, fields } of targets) {
    const next: Record<string, unknown> = { ...args, [recordArg]: id };
    if (takesVersion) next.version = typeof fields?.version === 'number' ? fields.version : await readVersion(command, id, 'hotkey', ctx.path);
    // One failure (a refused transition) is shown by the dispatcher; the other targets still go.
    await run(command.id as CommandId, next, 'hotkey', { quiet: targets.length > 1 }).catch(() => undefined);
  }
  if (targets.length > 1) toast(t('macros.repeated', { count: targets.length }), 'success');
}
