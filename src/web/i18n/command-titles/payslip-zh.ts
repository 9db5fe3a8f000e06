// commands/payslip.ts 命令的中文标题。
import type { payslipCommands } from '../../../../commands/payslip';
import type { TitlesFor } from './titles-for';

export const payslipTitlesZh: TitlesFor<typeof payslipCommands> = {};
