import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

const control = 'h-8 rounded-md border bg-white px-3 text-sm text-ink transition-colors placeholder:text-black/25 focus:outline-none focus:ring-2';
const normal = 'border-[#d9d9d9] hover:border-primary-400 focus:border-primary focus:ring-primary/20';
const invalidTone = 'border-danger hover:border-danger focus:border-danger focus:ring-danger/15';

/** A text input with Ant's look; `invalid` turns the border red. */
export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; inputSize?: 'md' | 'lg' }>(
  function TextInput({ invalid, inputSize = 'md', className = '', ...rest }, ref) {
    const size = inputSize === 'lg' ? 'h-10 text-base px-3' : '';
    return <input ref={ref} aria-invalid={invalid || undefined} className={`${control} w-full ${size} ${invalid ? invalidTone : normal} ${className}`} {...rest} />;
  },
);

export function SelectInput({ className = '', children, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select className={`${control} ${normal} select-chevron cursor-pointer appearance-none pr-8 ${className}`} {...rest}>
      {children}
    </select>
  );
}

/** Label, control and the error under it, ids wired for screen readers. */
export function FormField({ id, label, error, children }: { id: string; label: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="mb-5">
      <label htmlFor={id} className="mb-1.5 block text-sm text-ink">
        {label}
      </label>
      {children}
      <div id={`${id}-error`} role={error ? 'alert' : undefined} data-testid={`${id}-error`} className="min-h-5 pt-1 text-sm leading-5 text-danger">
        {error}
      </div>
    </div>
  );
}
