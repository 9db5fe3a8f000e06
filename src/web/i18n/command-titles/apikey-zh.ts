// commands/apikey.ts 命令的中文标题。
import type { apikeyCommands } from '../../../../commands/apikey';
import type { TitlesFor } from './titles-for';

export const apikeyTitlesZh: TitlesFor<typeof apikeyCommands> = {
  'apikey.list': '服务机构 API 密钥列表',
  'apikey.add': '创建服务机构 API 密钥',
  'apikey.edit': '编辑服务机构 API 密钥',
  'apikey.delete': '删除服务机构 API 密钥',
  'apikey.administrators': 'API 密钥管理员列表',
};
