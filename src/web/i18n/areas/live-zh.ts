import type { Shape } from '../en';
import type { liveEn } from './live-en';

export const liveZh: Shape<typeof liveEn> = {
  changed: {
    title: '打开后已被修改',
    by: '在你打开期间，{{who}} 修改了 {{record}}。',
    bySomeone: '在你打开期间，其他人修改了 {{record}}。',
    now: '现在的状态是 {{status}}。',
    nothingSent: '什么都没有发送。',
    goAhead: '按新状态继续',
    cancel: '取消',
    notHere: '它已不在当前页面：请打开它再操作。',
  },
  alsoOpen: '同时打开的还有：{{names}}',
};
