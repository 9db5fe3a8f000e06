// commands/appversion.ts 命令的中文标题。
import type { appversionCommands } from '../../../../commands/appversion';
import type { TitlesFor } from './titles-for';

export const appversionTitlesZh: TitlesFor<typeof appversionCommands> = {};
