import type { AnyCommand, CommandContext, CommandId } from '../../../commands';
import { run } from '../commands/dispatcher';
import { versionQueryOf } from '../../../commands/record-kinds';
import { versionReadOf } from '../../../commands/version-reads';
import { t } from '../i18n/i18n';
import type { CommandSource } from '../state/command-history';

/**
 * The version a write acts on, read just before it (commands/version-reads.ts): the record's, a form's or
 * a settings row's. `fields` are the focused row's (an address row names its provider). The read is judged
 * in the flow's own context (the order a worker's row belongs to), so a query only offered on that record
 * answers. Errors are shown in place by the caller.
 */
export async function readVersion(command: AnyCommand, known: Record<string, unknown>, source: CommandSource, context: CommandContext, fields?: Record<string, unknown>): Promise<number> {
  const read = versionReadOf(command);
  const args = read?.args(known, fields);
  if (!read || !args) throw new Error(t('preview.versionUnknown'));
  const kindQuery = versionQueryOf(command);
  const id = command.recordArg ? known[command.recordArg] : undefined;
  const answer = await run(read.command as CommandId, args, source, {
    quiet: true,
    inPlace: true,
    record: false,
    context: kindQuery && typeof id === 'number' ? { path: context.path, record: { kind: kindQuery.kind, id } } : context,
  });
  const version = read.pick(answer, known);
  if (typeof version !== 'number') throw new Error(t('preview.versionUnknown'));
  return version;
}
