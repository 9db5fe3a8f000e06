// commands/incident.ts 命令的中文标题。
import type { incidentCommands } from '../../../../commands/incident';
import type { TitlesFor } from './titles-for';

export const incidentTitlesZh: TitlesFor<typeof incidentCommands> = {};
