// commands/macro.ts 命令的中文标题。
import type { macroCommands } from '../../../../commands/macro';
import type { TitlesFor } from './titles-for';

export const macroTitlesZh: TitlesFor<typeof macroCommands> = {
  'macro.list': '宏列表',
  'macro.get': '查看宏',
  'macro.save': '保存宏',
  'macro.delete': '删除宏',
  'macro.share': '与团队共享宏',
  'macro.dryRun': '试运行宏',
  'macro.record': '录制宏（开始 / 停止）',
  'macro.repeat': '重复上一条命令',
  'macro.open': '宏…',
  'macro.run': '运行宏',
};
