// commands/link-route.ts 命令的中文标题。
import type { linkRouteCommands } from '../../../../commands/link-route';
import type { TitlesFor } from './titles-for';

export const linkRouteTitlesZh: TitlesFor<typeof linkRouteCommands> = {};
