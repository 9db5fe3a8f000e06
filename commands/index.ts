import { applicationCommands } from './application';
import { authCommands } from './auth';
import { buildRegistry } from './registry';
import { searchCommands } from './search';
import { staffCommands } from './staff';
import { uiCommands } from './ui';

/** The catalogue: every command of every surface, from explicit lists (no import side effects). */
export const commandList = [...authCommands, ...staffCommands, ...applicationCommands, ...searchCommands, ...uiCommands] as const;

export type Command = (typeof commandList)[number];
export type CommandId = Command['id'];
export type CommandById<Id extends CommandId> = Extract<Command, { id: Id }>;
export type ServerCommand = Exclude<Command, { kind: 'client' }>;
export type ServerCommandId = ServerCommand['id'];

export const registry = buildRegistry<Command>(commandList);

export function getCommand<Id extends CommandId>(id: Id): CommandById<Id> {
  return registry.byId.get(id) as CommandById<Id>;
}

export * from './define';
export * from './record-kinds';
