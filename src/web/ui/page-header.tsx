import type { ReactNode } from 'react';

/**
 * A page's title row: the title (the breadcrumb above it is the shell's), a count beside it, a line under
 * it, and actions. The count's place is kept while it loads (null), so nothing moves when it arrives.
 */
export function PageHeader({ title, count, subtitle, hint, actions, testId }: { title: ReactNode; count?: string | null; subtitle?: ReactNode; hint?: ReactNode; actions?: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="flex items-center gap-2 text-xl font-semibold text-ink" data-testid={testId}>
          {title}
          {count !== undefined && (
            <span className={`min-w-8 rounded-full bg-black/5 px-2 text-center text-xs leading-5 font-normal text-ink-muted tabular-nums ${count === null ? 'invisible' : ''}`} data-testid={testId && `${testId}-count`}>
              {count ?? '0'}
            </span>
          )}
        </h1>
        {subtitle && <div className="mt-1 text-sm text-ink-muted">{subtitle}</div>}
      </div>
      {hint && <p className="hidden text-sm text-ink-muted desktop:block">{hint}</p>}
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
