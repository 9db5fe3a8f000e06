// A day and a quarter hour: the console's date box (locale order) and a list of times, side by side.
// For a moment to send or meet; what the parts mean (an instant, a local time) is the caller's.
import { quarterHourSteps } from '../../domain/format/time-steps';
import { useT } from '../i18n/i18n';
import { DateInput } from './date-input';
import { SelectInput } from './field';

const TIMES = quarterHourSteps();

export function DateTimeInput({ id, date, time, onChange, invalid, testId }: { id?: string; date: string; time: string; onChange: (date: string, time: string) => void; invalid?: boolean; testId?: string }) {
  const t = useT();
  return (
    <div className="flex gap-2">
      <DateInput id={id} invalid={invalid} value={date} onChange={(d) => onChange(d, time)} data-testid={testId} />
      <SelectInput className="w-28" value={time} onChange={(e) => onChange(date, e.target.value)} aria-label={t('genericForm.time')} data-testid={testId && `${testId}-time`}>
        <option value="">--:--</option>
        {TIMES.map((tm) => <option key={tm} value={tm}>{tm}</option>)}
      </SelectInput>
    </div>
  );
}
