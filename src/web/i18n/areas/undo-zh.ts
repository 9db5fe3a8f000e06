// undo 界面的中文字符串，与 undo-en.ts 键相同。
import type { Shape } from '../en';
import type { undoEn } from './undo-en';

export const undoZh: Shape<typeof undoEn> = {
  cannotBeUndone: '此操作无法撤销：{reason}。',
};
