// commands/utm.ts 命令的中文标题。
import type { utmCommands } from '../../../../commands/utm';
import type { TitlesFor } from './titles-for';

export const utmTitlesZh: TitlesFor<typeof utmCommands> = {};
