// The sign-in pages run their commands through the dispatcher like every screen, but reach it through a
// dynamic import: the dispatcher holds the whole catalogue, which must not be part of what the login
// page needs before it is usable. The pages start loading it as soon as they have rendered.
import type { run } from './dispatcher';

const dispatcher = () => import('./dispatcher');

export const runLazily = ((...args: Parameters<typeof run>) => dispatcher().then((d) => d.run(...args))) as typeof run;

/** Fetches the dispatcher (and the catalogue) in the background, so a sign-in does not wait for it. */
export function preloadDispatcher(): void {
  void dispatcher();
}
