// commands/notice.ts 命令的中文标题。
import type { noticeCommands } from '../../../../commands/notice';
import type { TitlesFor } from './titles-for';

export const noticeTitlesZh: TitlesFor<typeof noticeCommands> = {};
