// places-employees 界面的中文字符串，与 places-employees-en.ts 键相同。
import type { Shape } from '../en';
import type { placesEmployeesEn } from './places-employees-en';

export const placesEmployeesZh: Shape<typeof placesEmployeesEn> = {};
