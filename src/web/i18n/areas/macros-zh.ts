// macros 界面的中文字符串，与 macros-en.ts 键相同。
import type { Shape } from '../en';
import type { macrosEn } from './macros-en';

export const macrosZh: Shape<typeof macrosEn> = {};
