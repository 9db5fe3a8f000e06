// commands/masterboard.ts 命令的中文标题。
import type { masterboardCommands } from '../../../../commands/masterboard';
import type { TitlesFor } from './titles-for';

export const masterboardTitlesZh: TitlesFor<typeof masterboardCommands> = {
  'masterboard.list': '主看板列表',
  'masterboard.detail': '查看主看板',
  'masterboard.editConfig': '编辑主看板设置',
  'masterboard.editStyle': '编辑主看板样式',
  'masterboard.qrcode': '查看主看板二维码',
  'masterboard.pool': '主看板员工列表',
  'masterboard.roles': '主看板角色列表',
  'masterboard.addRole': '新增主看板角色',
  'masterboard.editRole': '编辑主看板角色',
  'masterboard.deleteRole': '删除主看板角色',
};
