// commands/email.ts 命令的中文标题。
import type { emailCommands } from '../../../../commands/email';
import type { TitlesFor } from './titles-for';

export const emailTitlesZh: TitlesFor<typeof emailCommands> = {};
