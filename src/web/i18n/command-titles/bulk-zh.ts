// commands/bulk.ts 命令的中文标题。
import type { bulkCommands } from '../../../../commands/bulk';
import type { TitlesFor } from './titles-for';

export const bulkTitlesZh: TitlesFor<typeof bulkCommands> = {
  'bulk.dryRun': '批量试运行',
  'bulk.start': '开始批量操作',
  'bulk.step': '处理批量操作的下一批',
  'bulk.stop': '停止批量操作',
  'bulk.status': '批量操作进度',
  'bulk.rows': '批量操作的各行结果',
  'bulk.runs': '我的批量操作',
};
