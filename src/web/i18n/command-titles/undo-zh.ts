// commands/undo.ts 命令的中文标题。
import type { undoCommands } from '../../../../commands/undo';
import type { TitlesFor } from './titles-for';

export const undoTitlesZh: TitlesFor<typeof undoCommands> = {
  'undo.preview': '撤销将恢复的内容',
  'undo.last': '撤销',
  'undo.history': '撤销历史',
  'undo.entry': '撤销所选步骤',
};
