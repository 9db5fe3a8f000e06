// commands/notice.ts 命令的中文标题。
import type { noticeCommands } from '../../../../commands/notice';
import type { TitlesFor } from './titles-for';

export const noticeTitlesZh: TitlesFor<typeof noticeCommands> = {
  'notice.list': '我的站内通知',
  'notice.unreadCount': '未读通知数',
  'notice.setRead': '标记通知为已读',
  'notice.groupStaff': '通知对象员工列表',
  'notice.sendGroup': '向员工群组发送通知',
  'notice.sends': '群组通知发送记录',
  'notice.announcementProviders': '可发布公告的服务机构',
  'notice.announce': '向服务机构发布公告',
  'notice.announcements': '服务机构公告列表',
  'notice.open': '打开通知',
};
