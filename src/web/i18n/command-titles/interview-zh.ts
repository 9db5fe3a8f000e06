import type { interviewCommands } from '../../../../commands/interview';
import type { TitlesFor } from './titles-for';

export const interviewTitlesZh: TitlesFor<typeof interviewCommands> = {
  'interview.list': '面试列表',
  'interview.detail': '打开面试',
  'interview.schedule': '安排下一轮面试',
  'interview.setAttendance': '设置面试出席状态',
  'interview.notifyUnconfirmed': '提醒服务机构未确认的面试',
  'interview.reportData': '打开面试报告',
  'interview.addReport': '撰写面试报告',
  'interview.editReport': '编辑面试报告',
  'interview.virtualRecord': '查看视频面试回答',
  'interview.viConfigs': '视频面试题目列表',
  'interview.virtualList': '视频面试邀请列表',
  'interview.resendVirtual': '重新发送视频面试邀请',
  'interview.setViConfig': '保存视频面试题目',
};
