// Spec §2: one thin bar, without a spinner, runs on every navigation until the page's lazy parts load.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';

const loads = proxy({ pending: 0 });

/**
 * Marks "still loading" while mounted (a Suspense fallback, the user's roles loading). It draws nothing
 * itself: the one bar at the top of the page keeps running until every marker is gone.
 */
export function ProgressBar() {
  useLayoutEffect(() => {
    loads.pending += 1;
    return () => {
      loads.pending -= 1;
    };
  }, []);
  return null;
}

type Phase = 'idle' | 'running' | 'done';
const MIN_RUN_MS = 180;
const FADE_MS = 320;

/** The bar itself: starts on each location change, completes when nothing is loading any more. */
export function NavigationProgress() {
  const [path] = useLocation();
  const { pending } = useSnapshot(loads);
  const [phase, setPhase] = useState<Phase>('idle');
  const started = useRef(0);

  useLayoutEffect(() => {
    started.current = performance.now();
    setPhase('running');
  }, [path]);

  useEffect(() => {
    if (phase !== 'running' || pending > 0) return;
    const timer = setTimeout(() => setPhase('done'), Math.max(0, MIN_RUN_MS - (performance.now() - started.current)));
    return () => clearTimeout(timer);
  }, [phase, pending]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), FADE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5" role="progressbar" aria-label="Loading" data-testid="progress-bar" data-state={phase}>
      <div className={`progress-bar-fill h-full bg-primary-500 ${phase === 'running' ? 'progress-bar-grow' : 'progress-bar-done'}`} />
    </div>
  );
}
