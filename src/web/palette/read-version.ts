import type { AnyCommand, CommandId } from '../../../commands';
import { run } from '../commands/dispatcher';
import { versionQueryOf } from '../../../commands/record-kinds';
import type { CommandSource } from '../state/command-history';

/** A record's current version, through its kind's version query (errors are shown in place by the caller). */
export async function readVersion(command: AnyCommand, id: number, source: CommandSource, path: string): Promise<number> {
  const query = versionQueryOf(command);
  if (!query) throw new Error(`No way to read the version of ${command.recordArg} ${id}.`);
  const answer = (await run(query.commandId as CommandId, { [query.idArg]: id }, source, {
    quiet: true,
    inPlace: true,
    record: false,
    context: { path, record: { kind: query.kind, id } },
  })) as { version?: unknown };
  if (typeof answer.version !== 'number') throw new Error(`${query.commandId} did not answer a version.`);
  return answer.version;
}
