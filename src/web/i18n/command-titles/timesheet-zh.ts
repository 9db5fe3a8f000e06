// commands/timesheet.ts 命令的中文标题。
import type { timesheetCommands } from '../../../../commands/timesheet';
import type { TitlesFor } from './titles-for';

export const timesheetTitlesZh: TitlesFor<typeof timesheetCommands> = {};
