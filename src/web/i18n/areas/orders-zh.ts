// orders 界面的中文字符串，与 orders-en.ts 键相同。
import type { Shape } from '../en';
import type { ordersEn } from './orders-en';

export const ordersZh: Shape<typeof ordersEn> = {};
