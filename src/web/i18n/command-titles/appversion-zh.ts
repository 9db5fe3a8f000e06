// commands/appversion.ts 命令的中文标题。
import type { appversionCommands } from '../../../../commands/appversion';
import type { TitlesFor } from './titles-for';

export const appversionTitlesZh: TitlesFor<typeof appversionCommands> = {
  'appversion.list': '应用版本列表',
  'appversion.add': '新增应用版本',
  'appversion.edit': '编辑应用版本',
  'appversion.delete': '删除应用版本',
};
