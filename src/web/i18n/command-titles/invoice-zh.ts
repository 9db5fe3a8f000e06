// commands/invoice.ts 命令的中文标题。
import type { invoiceCommands } from '../../../../commands/invoice';
import type { TitlesFor } from './titles-for';

export const invoiceTitlesZh: TitlesFor<typeof invoiceCommands> = {};
