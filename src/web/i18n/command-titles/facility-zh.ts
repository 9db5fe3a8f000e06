// commands/facility.ts 命令的中文标题。
import type { facilityCommands } from '../../../../commands/facility';
import type { TitlesFor } from './titles-for';

export const facilityTitlesZh: TitlesFor<typeof facilityCommands> = {};
