// commands/audit.ts 命令的中文标题。
import type { auditCommands } from '../../../../commands/audit';
import type { TitlesFor } from './titles-for';

export const auditTitlesZh: TitlesFor<typeof auditCommands> = {
  'audit.list': '搜索审计日志',
  'audit.entry': '查看审计记录',
};
