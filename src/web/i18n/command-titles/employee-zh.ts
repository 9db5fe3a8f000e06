// commands/employee.ts 命令的中文标题。
import type { employeeCommands } from '../../../../commands/employee';
import type { TitlesFor } from './titles-for';

export const employeeTitlesZh: TitlesFor<typeof employeeCommands> = {
  'employee.list': '内部员工列表',
  'employee.detail': '查看内部员工',
  'employee.emailExists': '检查邮箱是否可用',
  'employee.add': '添加内部员工',
  'employee.edit': '编辑内部员工',
  'employee.setStatus': '设置员工账号状态',
  'employee.resetPassword': '重置员工密码',
  'employee.import': '从 CSV 导入内部员工',
};
