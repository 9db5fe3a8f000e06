// Handlers of commands/payslip.ts.
import type { payslipCommands } from '../../../commands/payslip';
import type { HandlersFor } from './types';

export const payslipHandlers: HandlersFor<typeof payslipCommands> = {};
