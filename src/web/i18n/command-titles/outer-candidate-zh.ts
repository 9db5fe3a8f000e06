// 外部候选人命令的中文标题。
import type { outerCandidateCommands } from '../../../../commands/outer-candidate';
import type { TitlesFor } from './titles-for';

export const outerCandidateTitlesZh: TitlesFor<typeof outerCandidateCommands> = {
  'outer.import': '从 CSV 导入外部候选人',
  'outer.list': '列出外部候选人',
  'outer.detail': '打开外部候选人',
  'outer.remove': '移除外部候选人',
  'outer.invite': '邀请外部候选人注册',
  'outer.edit': '编辑外部候选人',
  'outer.applications': '列出外部候选人的申请',
  'outer.score': '为外部候选人简历评分',
};
