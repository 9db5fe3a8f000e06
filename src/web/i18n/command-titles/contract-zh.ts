// commands/contract.ts 命令的中文标题。
import type { contractCommands } from '../../../../commands/contract';
import type { TitlesFor } from './titles-for';

export const contractTitlesZh: TitlesFor<typeof contractCommands> = {};
