// commands/admin.ts 命令的中文标题。
import type { adminCommands } from '../../../../commands/admin';
import type { TitlesFor } from './titles-for';

export const adminTitlesZh: TitlesFor<typeof adminCommands> = {};
