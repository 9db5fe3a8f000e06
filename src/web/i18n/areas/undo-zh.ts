// undo 界面的中文字符串，与 undo-en.ts 键相同。
import type { Shape } from '../en';
import type { undoEn } from './undo-en';

export const undoZh: Shape<typeof undoEn> = {
  cannotBeUndone: '此操作无法撤销：{{reason}}。',
  stepCannotBeUndone: '无法撤销：{{reason}}。',
  willUndo: '撤销：{{title}}',
  nothing: '没有可撤销的操作。',
  passedBy: '已跳过（{{count}}）：无法撤销',
  runOf: '{{count}} 条记录，一次批量操作',
  yes: '是',
  no: '否',
  undoneSkipped: '已撤销：{{summary}}。跳过了 {{count}} 个无法撤销的步骤。',
  journalIntro: '你最近的更改，最新的在前。撤销会撤回最新的可撤销步骤；带“撤销”按钮的每一行都可单独撤回。',
  stateOpen: '可撤销',
  stateUndone: '已撤销',
  stateRefused: '无法撤销：{{reason}}',
  undoThis: '撤销',
  empty: '还没有更改：你所做的更改会显示在这里。',
  when: '时间',
  what: '操作',
  records: '记录',
  state: '状态',
  steps: '你的更改',
};
