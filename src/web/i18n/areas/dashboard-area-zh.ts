// dashboard-area 界面的中文字符串，与 dashboard-area-en.ts 键相同。
import type { Shape } from '../en';
import type { dashboardAreaEn } from './dashboard-area-en';

export const dashboardAreaZh: Shape<typeof dashboardAreaEn> = {};
