// Tag colours of this area's codes: what a recruiter should notice (waiting, done, fallen through).
import type { Tone } from '../../../ui/status-tag';

const attendance: Record<string, Tone> = {
  unconfirmed: 'gold', accepted: 'cyan', going: 'blue', not_going: 'red', not_attending: 'red', interviewed: 'green', cancelled: 'grey',
};
const checkState: Record<string, Tone> = { not_sent: 'grey', sent: 'gold', answered: 'blue', read: 'green' };
const recommendation: Record<string, Tone> = { strongly_recommend: 'green', recommend: 'cyan', unsure: 'gold', not_recommend: 'red' };

export const attendanceTone = (code: string): Tone => attendance[code] ?? 'grey';
export const checkStateTone = (code: string): Tone => checkState[code] ?? 'grey';
export const recommendationTone = (code: string): Tone => recommendation[code] ?? 'grey';
