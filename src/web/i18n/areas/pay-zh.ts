// pay 界面的中文字符串，与 pay-en.ts 键相同。
import type { Shape } from '../en';
import type { payEn } from './pay-en';

export const payZh: Shape<typeof payEn> = {};
