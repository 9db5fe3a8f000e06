import type { z } from 'zod';
import type { staffDetail } from '../../../../../commands/staff';

/**
 * What every tab of the applicant detail page gets. `staff` is staff.detail's answer (undefined while
 * loading). Any write through the dispatcher bumps the refresh key, so queries reload by themselves.
 */
export interface ApplicantTabProps {
  staffId: number;
  staff: z.infer<typeof staffDetail.result>['staff'] | undefined;
  applications: z.infer<typeof staffDetail.result>['applications'];
}
