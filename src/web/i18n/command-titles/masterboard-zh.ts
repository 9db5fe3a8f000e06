// commands/masterboard.ts 命令的中文标题。
import type { masterboardCommands } from '../../../../commands/masterboard';
import type { TitlesFor } from './titles-for';

export const masterboardTitlesZh: TitlesFor<typeof masterboardCommands> = {};
