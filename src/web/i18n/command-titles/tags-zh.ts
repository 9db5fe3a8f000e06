import type { tagCommands } from '../../../../commands/tags';
import type { TitlesFor } from './titles-for';

export const tagTitlesZh: TitlesFor<typeof tagCommands> = {
  'tag.list': '标签列表',
  'tag.add': '为申请人添加标签',
  'tag.delete': '移除申请人标签',
};
