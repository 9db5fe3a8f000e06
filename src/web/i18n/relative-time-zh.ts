// 相对时间（简体中文），规格 §9 的两种样式：列表用“5 分钟前”“超过 90 天”，详情用“昨天 14:05”；日期保持数字格式。
import type { RelativeTimeWords } from '../../domain/format/relative-time';

export const relativeTimeZh: RelativeTimeWords = {
  justNow: '刚刚',
  minutesShort: (n) => `${n} 分钟前`,
  hoursShort: (n) => `${n} 小时前`,
  daysShort: (n) => `${n} 天前`,
  daysCapped: (n) => `超过 ${n} 天`,
  minutesAgo: (n) => `${n} 分钟前`,
  hoursAgo: (n) => `${n} 小时前`,
  yesterday: (clock) => `昨天 ${clock}`,
};
