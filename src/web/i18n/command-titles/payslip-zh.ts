// commands/payslip.ts 命令的中文标题。
import type { payslipCommands } from '../../../../commands/payslip';
import type { TitlesFor } from './titles-for';

export const payslipTitlesZh: TitlesFor<typeof payslipCommands> = {
  'payslip.periods': '列出工资周期',
  'payslip.list': '列出工资单',
  'payslip.detail': '查看工资单',
  'payslip.approve': '批准工资单',
  'payslip.withdraw': '撤回工资单',
  'payslip.replace': '替换工资单',
  'payslip.generate': '为周期生成工资单',
  'payslip.auditing': '列出薪酬审计记录',
  'payslip.auditDownload': '下载薪酬审计记录（CSV）',
};
