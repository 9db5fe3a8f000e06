// notices 界面的中文字符串，与 notices-en.ts 键相同。
import type { Shape } from '../en';
import type { noticesEn } from './notices-en';

export const noticesZh: Shape<typeof noticesEn> = {};
