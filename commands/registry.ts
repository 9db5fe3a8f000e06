import type { AnyCommand } from './define';

export interface Registry<C extends AnyCommand> {
  all: readonly C[];
  byId: ReadonlyMap<string, C>;
  byApi: ReadonlyMap<string, C>;
}

/** Builds lookups from an explicit list; a second command with the same id or api name is refused. */
export function buildRegistry<C extends AnyCommand>(list: readonly C[]): Registry<C> {
  const byId = new Map<string, C>();
  const byApi = new Map<string, C>();
  for (const command of list) {
    if (byId.has(command.id)) throw new Error(`Duplicate command id: ${command.id}`);
    byId.set(command.id, command);
    if (command.kind === 'client') {
      if (command.api) throw new Error(`Client command ${command.id} must not have an api name`);
      continue;
    }
    if (!command.api) throw new Error(`Command ${command.id} needs an api name`);
    if (byApi.has(command.api)) throw new Error(`Duplicate api name: ${command.api} (${byApi.get(command.api)!.id} and ${command.id})`);
    byApi.set(command.api, command);
  }
  return { all: list, byId, byApi };
}
