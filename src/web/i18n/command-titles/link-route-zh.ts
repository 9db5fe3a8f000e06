// commands/link-route.ts 命令的中文标题。
import type { linkRouteCommands } from '../../../../commands/link-route';
import type { TitlesFor } from './titles-for';

export const linkRouteTitlesZh: TitlesFor<typeof linkRouteCommands> = {
  'linkroute.list': '链接路由列表',
  'linkroute.add': '新增链接路由',
  'linkroute.edit': '编辑链接路由',
  'linkroute.delete': '删除链接路由',
};
