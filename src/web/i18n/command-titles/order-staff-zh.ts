// commands/order-staff.ts 命令的中文标题。
import type { orderStaffCommands } from '../../../../commands/order-staff';
import type { TitlesFor } from './titles-for';

export const orderStaffTitlesZh: TitlesFor<typeof orderStaffCommands> = {
  'order.searchStaff': '为班次搜索员工',
  'order.staffAutocomplete': '推荐班次员工',
  'order.assignPreview': '检查排班冲突',
  'order.assignStaff': '为班次安排员工',
  'order.editStaff': '编辑班次员工',
  'order.removeWorkerPreview': '预览移除员工',
  'order.removeWorker': '从班次移除员工',
  'order.removeStaff': '移除员工（不含临时移除）',
  'order.assignedStaff': '班次上的员工',
  'order.checkOutPreview': '预览员工签退',
  'order.checkOut': '为员工签退',
};
