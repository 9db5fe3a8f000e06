// master-board 界面的中文字符串，与 master-board-en.ts 键相同。
import type { Shape } from '../en';
import type { masterBoardEn } from './master-board-en';

export const masterBoardZh: Shape<typeof masterBoardEn> = {};
