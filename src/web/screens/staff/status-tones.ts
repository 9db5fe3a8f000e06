// The staff screens' tag colours, read from the one table in ui/status-tones.ts.
import { toneTable } from '../../ui/status-tones';
import type { Tone } from '../../ui/status-tag';

export const staffTone: (status: number) => Tone = toneTable('staffStatus')!;
export const applicationTone: (status: number) => Tone = toneTable('applicationStatus')!;
