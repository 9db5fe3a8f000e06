// commands/outbox.ts 命令的中文标题。
import type { outboxCommands } from '../../../../commands/outbox';
import type { TitlesFor } from './titles-for';

export const outboxTitlesZh: TitlesFor<typeof outboxCommands> = {
  'outbox.list': '发件箱消息列表',
  'outbox.summary': '发件箱概况',
  'outbox.detail': '打开发件箱消息',
  'outbox.retry': '立即重试失败的消息',
  'outbox.cancel': '取消排队中的消息',
};
