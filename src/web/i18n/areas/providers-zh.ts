// providers 界面的中文字符串，与 providers-en.ts 键相同。
import type { Shape } from '../en';
import type { providersEn } from './providers-en';

export const providersZh: Shape<typeof providersEn> = {};
