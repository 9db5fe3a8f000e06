// The catalogue's registry, handed over by index.ts once it has built it. A schema that checks text
// against the whole catalogue (a macro's steps, macro.ts) runs only when a call is parsed, long after
// start-up, and reads it here: index.ts imports that schema's file, so the file cannot import index.ts.
import type { AnyCommand } from './define';
import type { Registry } from './registry';

let built: Registry<AnyCommand> | null = null;

/** Called once, by index.ts, with the registry it built. */
export function handOverCatalogue(registry: Registry<AnyCommand>): void {
  built = registry;
}

export function builtCatalogue(): Registry<AnyCommand> {
  if (!built) throw new Error('The command catalogue is not built yet: import commands/index.ts first.');
  return built;
}
