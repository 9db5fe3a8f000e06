// bulk 界面的中文字符串，与 bulk-en.ts 键相同。
import type { Shape } from '../en';
import type { bulkEn } from './bulk-en';

export const bulkZh: Shape<typeof bulkEn> = {
  checking: '正在检查「{{title}}」对 {{count}} 条记录的影响…',
  dryTitle: '{{title}} · {{count}} 条记录',
  willChange: '{{count}} 条将更改',
  willRefuse: '{{count}} 条被拒绝',
  notExamined: '仅检查了 {{total}} 条中的前 {{examined}} 条；其余在运行时检查。',
  nothingChanges: '不会有任何更改。',
  reason: {
    transition: '当前状态不允许',
    stale: '在您查看后已被修改',
    permission: '您的账号无权执行',
    validation: '参数无效',
    not_found: '未找到',
    other: '其他',
  },
  rows: '#{{ids}}',
  moreRows: '另有 {{count}} 条',
  messages: '将发送的消息',
  noMessages: '不会发送任何消息。',
  sms: '{{count}} 条短信 · {{segments}} 段 · {{cost}}',
  email: '{{count}} 封邮件',
  runIt: '对全部 {{total}} 条执行（{{count}} 条将更改）',
  running: '已完成 {{done}} / {{total}}',
  escStops: '按 Esc 停止（尚未执行的行将被跳过）',
  summary: '{{ok}} 条已更改 · {{refused}} 条被拒绝 · {{skipped}} 条已跳过',
  stopped: '已停止',
  filterAll: '全部 {{count}}',
  filterOk: '已更改 {{count}}',
  filterRefused: '失败 {{count}}',
  filterSkipped: '已跳过 {{count}}',
  selectFailed: '在列表中选中失败的 {{count}} 条',
  close: '关闭',
  outcome: { ok: '已更改', refused: '被拒绝', skipped: '已跳过', pending: '等待中' },
  resumed: '已继续一个未完成的批量操作',
};
