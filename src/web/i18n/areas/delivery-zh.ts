// delivery 界面的中文字符串，与 delivery-en.ts 键相同。
import type { Shape } from '../en';
import type { deliveryEn } from './delivery-en';

export const deliveryZh: Shape<typeof deliveryEn> = {};
