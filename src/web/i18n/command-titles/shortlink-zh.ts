// commands/shortlink.ts 命令的中文标题。
import type { shortlinkCommands } from '../../../../commands/shortlink';
import type { TitlesFor } from './titles-for';

export const shortlinkTitlesZh: TitlesFor<typeof shortlinkCommands> = {};
