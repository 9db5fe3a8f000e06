import type { InputHTMLAttributes } from 'react';
import { TextInput } from './field';

/** A keyword field with a search glyph; Esc clears it, then hands the keys back to the list. */
export function SearchInput({ value, onValueChange, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & { value: string; onValueChange: (value: string) => void }) {
  return (
    <div className="relative w-full sm:w-64">
      <svg viewBox="0 0 16 16" className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-ink-muted" aria-hidden>
        <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10.5 10.5 14 14" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <TextInput
        type="search"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            if (value) {
              onValueChange('');
              e.preventDefault();
            } else e.currentTarget.blur();
          } else if (e.key === 'ArrowDown' || e.key === 'Enter') {
            e.currentTarget.blur();
          }
        }}
        className="pl-8"
        {...rest}
      />
    </div>
  );
}
