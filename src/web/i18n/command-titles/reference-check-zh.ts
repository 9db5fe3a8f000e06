import type { referenceCheckCommands } from '../../../../commands/reference-check';
import type { TitlesFor } from './titles-for';

export const referenceCheckTitlesZh: TitlesFor<typeof referenceCheckCommands> = {
  'referee.list': '推荐人列表',
  'referee.add': '添加推荐人',
  'referee.edit': '编辑推荐人',
  'referee.delete': '删除推荐人',
  'referee.sendCheck': '发送背景调查邮件',
  'referee.checkResult': '打开背景调查',
  'referee.setCheckRead': '将背景调查标记为已读',
};
