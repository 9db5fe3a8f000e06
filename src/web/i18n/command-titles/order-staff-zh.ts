// commands/order-staff.ts 命令的中文标题。
import type { orderStaffCommands } from '../../../../commands/order-staff';
import type { TitlesFor } from './titles-for';

export const orderStaffTitlesZh: TitlesFor<typeof orderStaffCommands> = {};
