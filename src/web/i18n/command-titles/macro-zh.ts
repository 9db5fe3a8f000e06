// commands/macro.ts 命令的中文标题。
import type { macroCommands } from '../../../../commands/macro';
import type { TitlesFor } from './titles-for';

export const macroTitlesZh: TitlesFor<typeof macroCommands> = {};
