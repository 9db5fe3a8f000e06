// shift-work 界面的中文字符串，与 shift-work-en.ts 键相同。
import type { Shape } from '../en';
import type { shiftWorkEn } from './shift-work-en';

export const shiftWorkZh: Shape<typeof shiftWorkEn> = {};
