// Spec §3 "Account: start and end date". An account signs in from its start date through its end date,
// both inclusive, as calendar days in Sydney (the business's office); outside them it is refused, and
// its sessions end.

export const ACCOUNT_TIME_ZONE = 'Australia/Sydney';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ACCOUNT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Sydney as YYYY-MM-DD. */
export function accountToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** Why an account cannot sign in today because of its dates, or null when it may. */
export function accountDateProblem(startDate: string | null, endDate: string | null, today: string): string | null {
  if (startDate && today < startDate) return `This account starts on ${startDate}.`;
  if (endDate && today > endDate) return `This account ended on ${endDate}.`;
  return null;
}
