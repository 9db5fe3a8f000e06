// devops 界面的中文字符串，与 devops-en.ts 键相同。
import type { Shape } from '../en';
import type { devopsEn } from './devops-en';

export const devopsZh: Shape<typeof devopsEn> = {};
