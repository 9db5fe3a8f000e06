// Tag colours of a temp shift's status: waiting gold, open blue, filled green, rejected red, cancelled grey.
import type { EnumCodeValue } from '../../../../domain/enums/define-enum';
import type { Tone } from '../../../ui/status-tag';

const TONES: Record<string, Tone> = { pending_approval: 'gold', open: 'blue', filled: 'green', rejected: 'red', cancelled: 'grey' };
export const shiftTone = (code: EnumCodeValue): Tone => TONES[String(code)] ?? 'grey';
