// sms 界面的中文字符串，与 sms-en.ts 键相同。
import type { Shape } from '../en';
import type { smsEn } from './sms-en';

export const smsZh: Shape<typeof smsEn> = {};
