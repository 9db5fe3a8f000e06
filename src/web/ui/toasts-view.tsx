import { useSnapshot } from 'valtio';
import { dismissToast, toasts, type ToastKind } from '../state/toasts';

const ICONS: Record<ToastKind, { glyph: string; color: string }> = {
  success: { glyph: '✓', color: 'bg-success' },
  error: { glyph: '!', color: 'bg-danger' },
  info: { glyph: 'i', color: 'bg-primary' },
};

/** Ant-style messages at the top centre; errors are announced to screen readers at once. */
export function ToastsView() {
  const { items } = useSnapshot(toasts);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center gap-2 px-4" aria-live="polite">
      {items.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          data-kind={item.kind}
          className="toast-in pointer-events-auto flex max-w-xl items-start gap-2.5 rounded-lg bg-white px-4 py-2.5 text-sm text-ink shadow-pop"
        >
          <span className={`mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full text-[10px] font-bold text-white ${ICONS[item.kind].color}`} aria-hidden>
            {ICONS[item.kind].glyph}
          </span>
          <span className="min-w-0 break-words">{item.message}</span>
          {item.action && (
            <button
              type="button"
              data-testid="toast-action"
              className="-my-0.5 shrink-0 rounded px-1.5 py-0.5 font-medium text-primary hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary"
              onClick={() => {
                const { run } = item.action!;
                dismissToast(item.id);
                run();
              }}
            >
              {item.action.label}
            </button>
          )}
          <button
            type="button"
            className="-mr-1 ml-1 rounded px-1 text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
            onClick={() => dismissToast(item.id)}
            aria-label="Dismiss"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
