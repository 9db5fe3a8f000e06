import type { HTMLAttributes, ReactNode } from 'react';

/** A white panel on the grey page, like Ant's Card. */
export function Card({ title, extra, children, className = '', bodyClassName = 'p-5', ...rest }: Omit<HTMLAttributes<HTMLElement>, 'title'> & { title?: ReactNode; extra?: ReactNode; bodyClassName?: string }) {
  return (
    <section className={`rounded-lg bg-white shadow-card ${className}`} {...rest}>
      {(title || extra) && (
        <header className="flex min-h-12 flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-line px-5 py-2">
          <h2 className="text-base font-semibold text-ink">{title}</h2>
          {extra}
        </header>
      )}
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}
