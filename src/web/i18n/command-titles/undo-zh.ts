// commands/undo.ts 命令的中文标题。
import type { undoCommands } from '../../../../commands/undo';
import type { TitlesFor } from './titles-for';

export const undoTitlesZh: TitlesFor<typeof undoCommands> = {};
