// Which applications take an interview: shortlisted or screened, already waiting for one (a second round),
// held one, supplement submitted, or after an invitation fell through (cancelled, declined, expired). The
// workflow's 'schedule interview' step starts from a subset of these (src/domain/workflow.ts).
export const schedulableStatuses: readonly number[] = [2, 3, 5, 6, 22, 25, 26, 27, 28];

export const canScheduleInterview = (status: number): boolean => schedulableStatuses.includes(status);
