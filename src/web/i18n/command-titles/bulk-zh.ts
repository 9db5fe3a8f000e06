// commands/bulk.ts 命令的中文标题。
import type { bulkCommands } from '../../../../commands/bulk';
import type { TitlesFor } from './titles-for';

export const bulkTitlesZh: TitlesFor<typeof bulkCommands> = {};
