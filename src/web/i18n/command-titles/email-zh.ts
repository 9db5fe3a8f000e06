// commands/email.ts 命令的中文标题。
import type { emailCommands } from '../../../../commands/email';
import type { TitlesFor } from './titles-for';

export const emailTitlesZh: TitlesFor<typeof emailCommands> = {
  'email.templates': '邮件模板列表',
  'email.saveTemplate': '保存邮件模板',
  'email.deleteTemplate': '删除邮件模板',
  'email.preview': '预览通知邮件',
  'email.send': '发送通知邮件',
  'email.noticeList': '已发送通知邮件列表',
};
