// commands/order.ts 命令的中文标题。
import type { orderCommands } from '../../../../commands/order';
import type { TitlesFor } from './titles-for';

export const orderTitlesZh: TitlesFor<typeof orderCommands> = {};
