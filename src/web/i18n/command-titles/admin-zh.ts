// commands/admin.ts 命令的中文标题。
import type { adminCommands } from '../../../../commands/admin';
import type { TitlesFor } from './titles-for';

export const adminTitlesZh: TitlesFor<typeof adminCommands> = {
  'admin.users': '列出管理员用户',
  'admin.userInfo': '查看管理员用户',
  'admin.addUser': '添加管理员用户',
  'admin.editUser': '编辑管理员用户',
  'admin.setUserStatus': '启用或停用管理员用户',
  'admin.endSession': '结束管理员用户的会话',
  'admin.apis': '列出接口条目',
  'admin.menus': '列出菜单条目',
  'admin.syncMenus': '从路由表同步菜单条目',
};
