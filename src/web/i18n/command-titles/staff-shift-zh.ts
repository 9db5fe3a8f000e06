import type { staffShiftCommands } from '../../../../commands/staff-shift';
import type { TitlesFor } from './titles-for';

export const staffShiftTitlesZh: TitlesFor<typeof staffShiftCommands> = {
  'shift.staffList': '员工班次列表',
  'shift.detail': '打开班次',
};
