// admin-area 界面的中文字符串，与 admin-area-en.ts 键相同。
import type { Shape } from '../en';
import type { adminAreaEn } from './admin-area-en';

export const adminAreaZh: Shape<typeof adminAreaEn> = {};
