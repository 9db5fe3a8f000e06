import type { Tone } from '../../ui/status-tag';

/** Colour per application status, grouped by stage: new, screening, interview, offer/contract, done, out. */
export function applicationTone(status: number): Tone {
  if (status === 1 || status === 103) return 'blue';
  if (status === 2) return 'cyan';
  if (status === 3 || status === 18 || status === 21 || status === 22) return 'purple';
  if (status === 4 || status === 47 || status === 31) return 'red';
  if ([5, 6, 25, 26, 27, 28].includes(status)) return 'gold';
  if (status === 7 || status === 20 || status === 17 || status === 24) return 'green';
  if (status >= 8 && status <= 16) return 'purple';
  if (status === 23 || status === 30) return 'purple';
  return 'grey';
}

/** Colour per staff status: enabled green, rejected red, disabled/unverified grey, in progress blue. */
export function staffTone(status: number): Tone {
  if (status === 10) return 'green';
  if (status === 11) return 'red';
  if (status === 0 || status === 12) return 'grey';
  if (status === 15) return 'gold';
  if (status === 1) return 'blue';
  return 'cyan';
}
