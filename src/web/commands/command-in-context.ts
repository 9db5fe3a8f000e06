// The command a key, a button or the palette starts: the one chosen, unless in this context it is
// another's job (`a` at Onboarding is complete recruitment, whose preview comes first; `handsOver` in
// the catalogue) for the focused record. One place, so every surface starts the same command for the same record.
import { registry, type AnyCommand, type CommandContext } from '../../../commands';

export function commandInContext(command: AnyCommand, ctx: CommandContext): AnyCommand {
  // Over several selected rows the command is asked of each row (a bulk run), not of the focused one.
  if (ctx.selection && ctx.selection.ids.length > 1) return command;
  const id = command.handsOver?.(ctx);
  return (id && registry.byId.get(id)) || command;
}
