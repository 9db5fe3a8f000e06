// commands/dashboard.ts 命令的中文标题。
import type { dashboardCommands } from '../../../../commands/dashboard';
import type { TitlesFor } from './titles-for';

export const dashboardTitlesZh: TitlesFor<typeof dashboardCommands> = {};
