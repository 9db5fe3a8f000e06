// The applicant's profile beyond the list row (recruitment issue): the four staff forms and the visa
// check, staff status changes, qualifications and training certificates, positions and their levels.
import { positionCommands } from './positions';
import { staffFormCommands } from './staff-forms';
import { staffQualificationCommands } from './staff-qualifications';
import { staffStatusCommands } from './staff-status-change';

export const staffProfileCommands = [...staffFormCommands, ...staffStatusCommands, ...staffQualificationCommands, ...positionCommands] as const;
