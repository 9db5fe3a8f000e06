// commands/shortlink.ts 命令的中文标题。
import type { shortlinkCommands } from '../../../../commands/shortlink';
import type { TitlesFor } from './titles-for';

export const shortlinkTitlesZh: TitlesFor<typeof shortlinkCommands> = {
  'shortlink.create': '生成短链接',
  'shortlink.list': '短链接列表',
  'shortlink.setDisabled': '停用或启用短链接',
  'shortlink.delete': '删除短链接',
};
