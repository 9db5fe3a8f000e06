// commands/confirm-reach.ts 命令的中文标题。
import type { confirmReachCommands } from '../../../../commands/confirm-reach';
import type { TitlesFor } from './titles-for';

export const confirmReachTitlesZh: TitlesFor<typeof confirmReachCommands> = {
  'provider.changeReach': '查看停用或取消的影响范围',
};
