// Keyboard only, second half of the catalogue the palette offers: typed, Enter to its step, Esc out.
import { commandSuite, offeredCommands } from './keyboard-commands';

await commandSuite('keyboard-only commands (b)', offeredCommands().filter((_, i) => i % 2 === 1));
