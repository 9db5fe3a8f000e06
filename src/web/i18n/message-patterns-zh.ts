// Chinese for the server's sentences that carry names in them, which an exact-text table cannot hold:
// the undo journal's reasons ('Shortlist → New is not a move', 'Jane Citizen has changed since (…)').
// Each pattern matches the English the server writes (commands/inverse.ts, kit/journal-undo.ts) and
// rewrites it with the parts translated where they are codes' labels; names stay as they are.
import { applicationStatus } from '../../domain/enums/application-status';
import { enumLabelsZh } from './enum-labels-zh';

/** An application status's English label in Chinese ('Shortlist' → '入围'); unknown labels as they are. */
function statusZh(label: string): string {
  const entry = applicationStatus.entries.find((e) => e.label === label);
  const zh = entry ? (enumLabelsZh.applicationStatus as Record<number, string>)[entry.code] : undefined;
  return zh ?? label;
}

/** The irreversible reasons of the catalogue (commands/*.ts `irreversible.reason`), as undo names them. */
export const REASONS_ZH: Readonly<Record<string, string>> = {
  'it has no way back': '无法撤回',
  'it was undone already': '已经撤销过',
  'it emails the applicant': '它会给申请人发送邮件',
  'it sends a message': '它会发送消息',
  'it sends a text message': '它会发送短信',
  'it sends text messages': '它会发送短信',
  'it sends an email': '它会发送邮件',
  'it sends an invitation': '它会发送邀请',
  'it sends the interview invitation': '它会发送面试邀请',
  'it sends the shift notification': '它会发送班次通知',
  'it sends a verification code': '它会发送验证码',
  'it sends a notice to every staff member of the group': '它会向该组每位员工发送通知',
  'it sends an announcement to the providers': '它会向服务机构发送公告',
  'it delivers the message': '它会投递该消息',
  'it texts the assigned workers that the shift is canceled': '它会短信通知已分配的护工班次已取消',
  'a review decision is final, and a rejection texts the assigned workers': '审核决定不可更改，驳回会短信通知已分配的护工',
};

const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(.+?) → (.+?) is not a move\.?$/, (m) => `不允许从“${statusZh(m[1])}”改回“${statusZh(m[2])}”。`],
  [/^It changed nothing to take back\.$/, () => '没有可撤回的更改。'],
  [/^(.+) has changed since \('(.+)'(?: by (.+?))? at (.+)\)$/, (m) => `${m[1]} 此后已被更改（${m[3] ? `${m[3]}：` : ''}“${m[2]}”，${m[4]}）`],
];

/** The Chinese of a server sentence with names in it, or undefined when no pattern knows it. */
export function patternMessageZh(message: string): string | undefined {
  const trimmed = message.trim();
  if (REASONS_ZH[trimmed]) return REASONS_ZH[trimmed];
  for (const [pattern, zh] of PATTERNS) {
    const m = pattern.exec(trimmed);
    if (m) return zh(m);
  }
  return undefined;
}
