// commands/dashboard.ts 命令的中文标题。
import type { dashboardCommands } from '../../../../commands/dashboard';
import type { TitlesFor } from './titles-for';

export const dashboardTitlesZh: TitlesFor<typeof dashboardCommands> = {
  'dashboard.summary': '仪表盘数据',
  'dashboard.openApplications': '打开进行中的申请',
  'dashboard.openUnfilledShifts': '打开未来 7 天未排人的班次',
  'dashboard.openTimesheets': '打开待审批的工时表',
  'dashboard.openPayslips': '打开待审批的工资单',
  'dashboard.openInvoices': '打开待审批的发票',
  'dashboard.openNotices': '打开未读通知',
  'dashboard.openOutboxFailures': '打开发送失败的消息',
};
