// The colour of a status tag, per enumeration: the list kit shows an enum column as tags when its enum
// has a row here, as plain labels otherwise. A new status enum adds one row.
import type { EnumCodeValue } from '../../domain/enums/define-enum';
import type { Tone } from './status-tag';

/** Application status by stage: new, screening, interview, offer/contract, done, out. */
function applicationTone(status: number): Tone {
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

/** Staff status: enabled green, rejected red, disabled/unverified grey, in progress blue. */
function staffTone(status: number): Tone {
  if (status === 10) return 'green';
  if (status === 11) return 'red';
  if (status === 0 || status === 12) return 'grey';
  if (status === 15) return 'gold';
  if (status === 1) return 'blue';
  return 'cyan';
}

/** Job ads: published green, drafts grey, waiting gold, rejected red, archived grey. */
function jobAdTone(status: number): Tone {
  if (status === 2) return 'green';
  if (status === 4 || status === 44) return 'gold';
  if (status === 5 || status === 55) return 'red';
  if (status === 10) return 'blue';
  return 'grey';
}

const tones: Record<string, (code: number) => Tone> = {
  applicationStatus: applicationTone,
  staffStatus: staffTone,
  jobAdStatus: jobAdTone,
};

/** The tone function of an enumeration shown as tags, or undefined for one shown as text. */
export function toneTable(enumName: string): ((code: EnumCodeValue) => Tone) | undefined {
  const table = tones[enumName];
  return table && ((code) => table(Number(code)));
}
