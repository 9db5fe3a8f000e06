// commands/invoice.ts 命令的中文标题。
import type { invoiceCommands } from '../../../../commands/invoice';
import type { TitlesFor } from './titles-for';

export const invoiceTitlesZh: TitlesFor<typeof invoiceCommands> = {
  'invoice.list': '列出发票',
  'invoice.detail': '查看发票',
  'invoice.approve': '批准发票',
  'invoice.withdraw': '撤回发票',
  'invoice.replace': '替换发票',
  'invoice.generate': '为周期生成发票',
};
