// record-reveal 的中文字符串，与 record-reveal-en.ts 键相同。
import type { Shape } from '../en';
import type { recordRevealEn } from './record-reveal-en';

export const recordRevealZh: Shape<typeof recordRevealEn> = {
  record: '{{kind}} {{id}}',
  widened: '已清除筛选条件以显示{{record}}：{{filters}}。',
  offPage: '{{record}}不在列表的这一页：它已在旁边打开，快捷键作用于它。',
  missing: '找不到{{record}}。',
};
