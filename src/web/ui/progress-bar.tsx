/** Spec §2: a thin bar, without a spinner, while a route or its data loads. */
export function ProgressBar() {
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden" role="progressbar" aria-label="Loading" data-testid="progress-bar">
      <div className="progress-bar-run h-full w-1/3 bg-primary" />
    </div>
  );
}
