// When a one-way (virtual) interview invitation may go (again) to an applicant: while the application is
// still being screened, before a live interview has happened. Past that, or once the application is
// closed (not fit, screened out, cancelled, withdrawn), a reminder would only confuse the applicant.
import { applicationStatusName as statusName } from './enums/application-status';

/** Spec §3 application statuses in which the applicant is still asked to record their answers. */
export const VI_INVITE_STATUSES: ReadonlySet<number> = new Set([1, 2, 3, 18, 21, 22, 5, 25, 26, 27, 28, 103]);

/** A resend within this many minutes of the last one is refused: the first is probably still unread. */
export const VI_RESEND_GAP_MINUTES = 10;

/** Why an invitation may not go now, or null when it may. */
export function viInviteRefusal(app: { id: number; status: number; archived: boolean }): string | null {
  if (app.archived) return `Application ${app.id} is archived; unarchive it before inviting the applicant to a virtual interview.`;
  if (!VI_INVITE_STATUSES.has(app.status)) {
    return `Application ${app.id} is ${statusName(app.status)}: a virtual interview invitation goes only while the application is being screened.`;
  }
  return null;
}
