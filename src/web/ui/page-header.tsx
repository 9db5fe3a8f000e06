import type { ReactNode } from 'react';

/** A page's title row: the title (the breadcrumb above it is the shell's), a line under it, and actions. */
export function PageHeader({ title, subtitle, hint, actions, testId }: { title: ReactNode; subtitle?: ReactNode; hint?: ReactNode; actions?: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-xl font-semibold text-ink" data-testid={testId}>{title}</h1>
        {subtitle && <div className="mt-1 text-sm text-ink-muted">{subtitle}</div>}
      </div>
      {hint && <p className="hidden text-sm text-ink-muted desktop:block">{hint}</p>}
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
