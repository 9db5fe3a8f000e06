// 命令参数的中文名称（argLabel.<参数>），按领域分文件；与 palette-strings-zh.ts 一同随中文词典加载。
// 记录编号类参数（facility_id 等）由记录类型的名称给出（record-label.ts），不必在此列出。
import { messageArgLabelsZh } from './messages-zh';
import { nestedArgLabelsZh } from './nested-zh';
import { peopleArgLabelsZh } from './people-zh';
import { recruitmentArgLabelsZh } from './recruitment-zh';
import { systemArgLabelsZh } from './system-zh';
import { workArgLabelsZh } from './work-zh';

/** The tables one by one, so a test can check no key is in two of them (a later one would win silently). */
export const argLabelTablesZh = [peopleArgLabelsZh, recruitmentArgLabelsZh, workArgLabelsZh, messageArgLabelsZh, systemArgLabelsZh, nestedArgLabelsZh];

export const argLabelsZh: Record<string, string> = Object.assign({}, ...argLabelTablesZh);
