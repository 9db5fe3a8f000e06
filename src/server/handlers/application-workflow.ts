// The application workflow's handlers (commands/application-workflow*.ts), one file per part under
// workflow/: the moves, the settings, the lists and the screening.
import type { applicationWorkflowCommands } from '../../../commands/application-workflow';
import type { HandlersFor } from './types';
import { listHandlers } from './workflow/list-handlers';
import { screeningHandlers } from './workflow/screening-handlers';
import { settingHandlers } from './workflow/setting-handlers';
import { stepHandlers } from './workflow/step-handlers';

export const applicationWorkflowHandlers: HandlersFor<typeof applicationWorkflowCommands> = {
  ...stepHandlers,
  ...settingHandlers,
  ...listHandlers,
  ...screeningHandlers,
};
