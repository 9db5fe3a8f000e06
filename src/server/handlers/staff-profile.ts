import type { staffProfileCommands } from '../../../commands/staff-profile';
import { staffFormHandlers } from './staff-profile/forms';
import { positionHandlers } from './staff-profile/positions';
import { staffQualificationHandlers } from './staff-profile/qualifications';
import { staffStatusHandlers } from './staff-profile/status';
import type { HandlersFor } from './types';

export const staffProfileHandlers: HandlersFor<typeof staffProfileCommands> = {
  ...staffFormHandlers,
  ...staffStatusHandlers,
  ...staffQualificationHandlers,
  ...positionHandlers,
};
