// commands/tempshift.ts 命令的中文标题。
import type { tempshiftCommands } from '../../../../commands/tempshift';
import type { TitlesFor } from './titles-for';

export const tempshiftTitlesZh: TitlesFor<typeof tempshiftCommands> = {
  'tempshift.templates': '主看板班次模板列表',
  'tempshift.addTemplate': '新增主看板班次模板',
  'tempshift.editTemplate': '编辑主看板班次模板',
  'tempshift.deleteTemplate': '删除主看板班次模板',
  'tempshift.list': '临时班次列表',
  'tempshift.detail': '查看临时班次',
  'tempshift.add': '新增临时班次',
  'tempshift.edit': '编辑临时班次',
  'tempshift.changeStatus': '更改临时班次状态',
  'tempshift.import': '从 CSV 导入临时班次',
};
