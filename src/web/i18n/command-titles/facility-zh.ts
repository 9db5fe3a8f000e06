// commands/facility.ts 命令的中文标题。
import type { facilityCommands } from '../../../../commands/facility';
import type { TitlesFor } from './titles-for';

export const facilityTitlesZh: TitlesFor<typeof facilityCommands> = {
  'place.autocomplete': '查找郊区',
  'place.postcode': '查找邮编',
  'place.mixedAutocomplete': '查找地址或机构',
  'facility.list': '机构列表',
  'facility.detail': '查看机构',
  'facility.add': '添加机构',
  'facility.edit': '编辑机构',
  'address.list': '地址列表',
  'address.add': '添加地址',
  'address.edit': '编辑地址',
  'address.setDefault': '设为默认地址',
  'address.delete': '删除地址',
};
