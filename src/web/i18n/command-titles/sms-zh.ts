// commands/sms.ts 命令的中文标题。
import type { smsCommands } from '../../../../commands/sms';
import type { TitlesFor } from './titles-for';

export const smsTitlesZh: TitlesFor<typeof smsCommands> = {
  'sms.batchPreview': '预览批量短信',
  'sms.batchSend': '从表格批量发送短信',
  'sms.sendToPhone': '发送短信到电话号码',
  'sms.sendToStaff': '发送短信给员工',
  'sms.staffHistory': '员工短信记录',
  'sms.contacts': '短信会话',
  'sms.messages': '短信会话消息',
  'sms.notices': '短信通知列表',
};
