// Small parts the SMS screens share: the size line under a message box (characters, SMS parts,
// encoding), a message's state tag, and a phone written for people.
import type { SmsMessageRow } from '../../../../commands/sms-fields';
import { formatE164 } from '../../../domain/sms/sms-phone';
import { smsSize } from '../../../domain/sms/sms-segments';
import { useT } from '../../i18n/i18n';
import { StatusTag, type Tone } from '../../ui/status-tag';
import { formatWhen } from '../../ui/date-format';

export function SizeLine({ text, testId }: { text: string; testId?: string }) {
  const t = useT();
  const size = smsSize(text.trim());
  return (
    <p className={`pt-1 text-xs ${size.segments > 10 ? 'text-danger' : 'text-ink-muted'}`} data-testid={testId} data-segments={size.segments}>
      {t('sms.size', { characters: text.trim().length, segments: size.segments, encoding: size.encoding, remaining: size.remaining })}
    </p>
  );
}

// Kept (no provider) is grey: nothing went, though nothing is wrong with the message either.
const TONES: Record<SmsMessageRow['state'], Tone> = { received: 'green', scheduled: 'gold', queued: 'blue', sending: 'blue', sent: 'green', kept: 'grey', failed: 'red', cancelled: 'grey' };

export function StateTag({ state }: { state: SmsMessageRow['state'] }) {
  const t = useT();
  const tone = TONES[state];
  return <StatusTag tone={tone} testId={`sms-state-${state}`}>{t(`sms.state.${state}`)}</StatusTag>;
}

export const phoneText = (e164: string) => formatE164(e164);

/** '+61412345678' → '+61 412345678', the form send_sms_by_phone_number takes. */
export function intlForm(e164: string): string {
  const spaced = formatE164(e164);
  const [prefix, ...rest] = spaced.split(' ');
  return `${prefix} ${rest.join('')}`;
}

/** When a text went, in the console's language (not the browser's). */
export const timeText = (iso: string) => formatWhen(iso);

/** A new key for a batch, so a retried send of the same batch texts nobody twice. */
export function newBatchKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `web-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** ctrl+enter / cmd+enter in a text box. */
export const isSendKey = (e: { key: string; ctrlKey: boolean; metaKey: boolean }) => e.key === 'Enter' && (e.ctrlKey || e.metaKey);
