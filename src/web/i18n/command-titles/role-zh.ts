// commands/role.ts 命令的中文标题。
import type { roleCommands } from '../../../../commands/role';
import type { TitlesFor } from './titles-for';

export const roleTitlesZh: TitlesFor<typeof roleCommands> = {
  'role.list': '列出服务机构角色',
  'role.info': '查看服务机构角色',
  'role.add': '添加服务机构角色',
  'role.edit': '编辑服务机构角色',
  'role.delete': '删除服务机构角色',
  'role.customise': '为服务机构自定义角色',
  'role.auths': '列出权限',
  'role.addAuth': '添加权限',
  'role.editAuth': '编辑权限',
  'role.deleteAuth': '删除权限',
};
