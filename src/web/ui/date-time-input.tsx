// A day and a quarter hour: the console's date box (locale order) and a list of times, side by side.
// For a moment to send or meet; what the parts mean (an instant, a local time) is the caller's.
// The time is kept while the date is retyped: the date box gives '' until a whole day is typed, and the
// caller then holds no moment at all, so the time it hands back is empty; the box remembers the one chosen.
import { useEffect, useRef, useState } from 'react';
import { quarterHourSteps } from '../../domain/format/time-steps';
import { useT } from '../i18n/i18n';
import { DateInput } from './date-input';
import { SelectInput } from './field';

const TIMES = quarterHourSteps();

export function DateTimeInput({ id, date, time, onChange, invalid, testId }: { id?: string; date: string; time: string; onChange: (date: string, time: string) => void; invalid?: boolean; testId?: string }) {
  const t = useT();
  const [kept, setKept] = useState(time);
  // Set while this box cleared the moment itself (a date half typed); a moment cleared from outside clears the time too.
  const clearing = useRef(false);
  useEffect(() => {
    if (time) setKept(time);
    else if (!date && !clearing.current) setKept('');
    clearing.current = false;
  }, [date, time]);
  const shown = time || kept;
  return (
    <div className="flex gap-2">
      <DateInput id={id} invalid={invalid} value={date} onChange={(d) => { clearing.current = !d; onChange(d, shown); }} data-testid={testId} />
      <SelectInput className="w-28" value={shown} onChange={(e) => { setKept(e.target.value); clearing.current = !date; onChange(date, e.target.value); }} aria-label={t('genericForm.time')} data-testid={testId && `${testId}-time`}>
        <option value="">--:--</option>
        {TIMES.map((tm) => <option key={tm} value={tm}>{tm}</option>)}
      </SelectInput>
    </div>
  );
}
