// One SMS to one number: the country prefix and the number (spec §5 international rules, their messages
// on the field), the text with its size, an optional time. Ctrl+Enter sends.
import { useState, type FormEvent } from 'react';
import { phoneCountryPrefixes } from '../../../domain/validation/phone';
import { ApiError } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { tMessage, useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField, SelectInput, TextInput } from '../../ui/field';
import { isSendKey, phoneText, SizeLine } from './sms-parts';
import { DateTimeInput } from '../../ui/date-time-input';

export function SingleTab() {
  const t = useT();
  const [prefix, setPrefix] = useState<string>(phoneCountryPrefixes[0]!);
  const [number, setNumber] = useState('');
  const [message, setMessage] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const phone = number.trim() ? `${prefix} ${number.trim()}` : '';
      const sent = await run('sms.sendToPhone', { phone, message, ...(time && { request_time: new Date(time).toISOString() }) }, 'screen', { quiet: true });
      toast(t(sent.message.state === 'scheduled' ? 'sms.single.scheduled' : 'sms.single.sent', { phone: phoneText(sent.message.phone) }), 'success');
      setMessage('');
      setTime('');
    } catch (error) {
      if (error instanceof ApiError) setErrors(Object.fromEntries(error.fields.map((f) => [f.path, tMessage(f.message)])));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="max-w-2xl">
      <form onSubmit={(e) => void submit(e)} onKeyDown={(e) => { if (isSendKey(e)) { e.preventDefault(); void submit(); } }} noValidate data-testid="sms-single-form">
        <FormField id="sms-single-number" label={t('sms.single.number')} error={errors.phone}>
          <div className="flex gap-2">
            <SelectInput aria-label={t('sms.single.country')} value={prefix} onChange={(e) => setPrefix(e.target.value)} data-testid="sms-single-prefix">
              {phoneCountryPrefixes.map((p) => <option key={p} value={p}>{p}</option>)}
            </SelectInput>
            <TextInput id="sms-single-number" autoFocus inputMode="tel" value={number} invalid={!!errors.phone} placeholder="0412345678" onChange={(e) => setNumber(e.target.value)} data-testid="sms-single-number" />
          </div>
          <p className="pt-1 text-xs text-ink-muted">{t('sms.single.numberHint')}</p>
        </FormField>
        <FormField id="sms-single-message" label={t('sms.single.message')} error={errors.message}>
          <textarea id="sms-single-message" value={message} onChange={(e) => setMessage(e.target.value)} data-testid="sms-single-message"
            className={`h-28 w-full rounded-md border p-2 text-sm focus:outline-none focus:ring-2 ${errors.message ? 'border-danger' : 'border-[#d9d9d9] focus:border-primary focus:ring-primary/20'}`} />
          <SizeLine text={message} testId="sms-single-size" />
        </FormField>
        <FormField id="sms-single-time" label={t('sms.batch.time')} error={errors.request_time}>
          <DateTimeInput id="sms-single-time" testId="sms-single-time" date={time.split('T')[0] ?? ''} time={time.split('T')[1] ?? ''} invalid={!!errors.request_time} onChange={(d, tm) => setTime(d ? `${d}T${tm || '09:00'}` : '')} />
        </FormField>
        <div className="flex items-center gap-3">
          <Button type="submit" variant="primary" loading={busy} data-testid="sms-single-send">{t('sms.single.send')}</Button>
          <span className="text-xs text-ink-muted">{t('sms.single.keys')}</span>
        </div>
      </form>
    </Card>
  );
}
