// commands/operator.ts 命令的中文标题。
import type { operatorCommands } from '../../../../commands/operator';
import type { TitlesFor } from './titles-for';

export const operatorTitlesZh: TitlesFor<typeof operatorCommands> = {
  'operator.list': '操作员列表',
  'operator.info': '查看操作员',
  'operator.add': '添加操作员',
  'operator.edit': '编辑操作员',
  'operator.setStatus': '设置操作员状态',
  'operator.resendLogin': '重新发送操作员登录信息',
  'operator.delete': '删除操作员',
};
