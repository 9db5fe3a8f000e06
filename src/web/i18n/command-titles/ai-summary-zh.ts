import type { aiSummaryCommands } from '../../../../commands/ai-summary';
import type { TitlesFor } from './titles-for';

export const aiSummaryTitlesZh: TitlesFor<typeof aiSummaryCommands> = {
  'ai.messages': '查看筛选对话',
  'ai.generateSummary': '用 AI 起草对话摘要',
  'ai.summaryHistory': '查看 AI 摘要版本',
  'ai.insertSummary': '起草并保留 AI 摘要',
  'ai.editSummary': '编辑 AI 摘要版本',
  'ai.deleteSummary': '删除 AI 摘要版本',
  'ai.saveSummary': '将 AI 摘要版本保存到申请',
  'ai.recommend': '用 AI 评估岗位匹配度',
  'ai.saveRecommendation': '用 AI 评估匹配度并保存推荐',
  'ai.recommendations': '查看已保存的 AI 推荐',
};
