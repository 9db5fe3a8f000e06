// commands/apikey.ts 命令的中文标题。
import type { apikeyCommands } from '../../../../commands/apikey';
import type { TitlesFor } from './titles-for';

export const apikeyTitlesZh: TitlesFor<typeof apikeyCommands> = {};
