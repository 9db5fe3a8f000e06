// commands/provider.ts 命令的中文标题。
import type { providerCommands } from '../../../../commands/provider';
import type { TitlesFor } from './titles-for';

export const providerTitlesZh: TitlesFor<typeof providerCommands> = {};
