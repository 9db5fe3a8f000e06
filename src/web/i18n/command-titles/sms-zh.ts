// commands/sms.ts 命令的中文标题。
import type { smsCommands } from '../../../../commands/sms';
import type { TitlesFor } from './titles-for';

export const smsTitlesZh: TitlesFor<typeof smsCommands> = {};
