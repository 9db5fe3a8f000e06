// Browser implementations of the macro client commands (registered in commands/client-handlers.ts).
import type { ClientHandler } from '../commands/client-handler';
import { openDialog } from '../dialogs/dialog-store';
import { toggleRecording } from './recorder';
import { repeatLastCommand } from './repeat';

export const macroClientHandlers: Record<string, ClientHandler<any>> = {
  'macro.record': { run: () => toggleRecording() },
  'macro.repeat': { run: (_args, commands) => repeatLastCommand(commands) },
  'macro.open': { run: () => openDialog('macros', {}) },
  'macro.run': { run: ({ macro_id }: { macro_id: number }) => openDialog('macros', { macroId: macro_id, run: true }) },
};
