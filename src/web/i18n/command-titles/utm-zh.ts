// commands/utm.ts 命令的中文标题。
import type { utmCommands } from '../../../../commands/utm';
import type { TitlesFor } from './titles-for';

export const utmTitlesZh: TitlesFor<typeof utmCommands> = {
  'utm.list': 'UTM 统计列表',
  'utm.add': '新增 UTM 统计',
  'utm.delete': '删除 UTM 统计',
  'utm.chart': 'UTM 访问与注册图表',
};
