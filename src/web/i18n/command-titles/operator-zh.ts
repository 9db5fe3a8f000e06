// commands/operator.ts 命令的中文标题。
import type { operatorCommands } from '../../../../commands/operator';
import type { TitlesFor } from './titles-for';

export const operatorTitlesZh: TitlesFor<typeof operatorCommands> = {};
