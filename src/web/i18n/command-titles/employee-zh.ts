// commands/employee.ts 命令的中文标题。
import type { employeeCommands } from '../../../../commands/employee';
import type { TitlesFor } from './titles-for';

export const employeeTitlesZh: TitlesFor<typeof employeeCommands> = {};
