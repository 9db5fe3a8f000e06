// The console's own date box, in the locale's order (dd/mm/yyyy in English for Australia, yyyy/mm/dd in
// Chinese), instead of the browser's <input type="date">, whose order follows the browser (mm/dd/yyyy in a
// US Chromium) and whose parts Tab cannot leave in one step. Typed: digits fill the parts and advance on
// their own (typing into a box just entered replaces its date), ↑/↓ change the part the caret is in (from
// today when empty), a pasted ISO date is read.
// It gives its form an ISO date ('2026-11-27'), or '' while the date is not a whole real day.
import { forwardRef, useEffect, useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n';
import { settings } from '../state/settings';
import { dateOrder, formatDate, partAt, readTyped, stepPart } from './date-parts';
import { TextInput } from './field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** An ISO date, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  invalid?: boolean;
  /** ISO dates outside which the box shows as invalid (the form still gets the date). */
  min?: string;
  max?: string;
};

export const DateInput = forwardRef<HTMLInputElement, Props>(function DateInput({ value, onChange, invalid, min, max, onKeyDown, onBlur, ...rest }, ref) {
  const t = useT();
  const { language } = useSnapshot(settings);
  const order = dateOrder(language);
  const [text, setText] = useState(() => formatDate(value, order));
  // What this box last gave the form: a value coming back the same is ours, not a change from outside.
  const given = useRef(value);
  const own = useRef<HTMLInputElement | null>(null);
  const selection = useRef<[number, number] | null>(null);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    setText(formatDate(value, order));
  }, [value]);
  // A language switch shows the same date in the new order.
  useEffect(() => {
    if (given.current) setText(formatDate(given.current, order));
  }, [language]);
  useLayoutEffect(() => {
    if (!selection.current || !own.current) return;
    own.current.setSelectionRange(...selection.current);
    selection.current = null;
  });

  const give = (iso: string) => {
    if (iso === given.current) return;
    given.current = iso;
    onChange(iso);
  };
  const outside = Boolean(given.current && ((min && given.current < min) || (max && given.current > max)));
  const typedButNotADay = text !== '' && !given.current && !focused;

  return (
    <TextInput
      {...rest}
      ref={(el) => {
        own.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder={rest.placeholder ?? t('dateInput.placeholder')}
      data-date-order={order.join('')}
      invalid={invalid || outside || typedButNotADay}
      value={text}
      onChange={(e) => {
        const read = readTyped(e.target.value, order, e.target.value.length > text.length);
        setText(read.text);
        give(read.iso ?? '');
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.defaultPrevented || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') || e.altKey || e.metaKey || e.ctrlKey) return;
        e.preventDefault();
        const caret = e.currentTarget.selectionStart ?? text.length;
        const stepped = stepPart(text, order, partAt(text, caret), e.key === 'ArrowUp' ? 1 : -1, new Date());
        selection.current = [stepped.start, stepped.end];
        setText(stepped.text);
        give(stepped.iso);
      }}
      onFocus={(e) => {
        setFocused(true);
        // Arriving at a filled box, the digits typed replace its date, as they would a picker's.
        e.currentTarget.select();
        rest.onFocus?.(e);
      }}
      onBlur={(e) => {
        setFocused(false);
        // A whole day typed shows in full ('4/1/2027' → '04/01/2027'); a half-typed one stays to be mended.
        if (given.current) setText(formatDate(given.current, order));
        onBlur?.(e);
      }}
    />
  );
});
