// bulk 界面的中文字符串，与 bulk-en.ts 键相同。
import type { Shape } from '../en';
import type { bulkEn } from './bulk-en';

export const bulkZh: Shape<typeof bulkEn> = {};
