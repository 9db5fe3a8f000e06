import { ApiError, isAbort } from './api/api-error';

/**
 * The global handler: anything thrown and not caught is logged once. Failed calls the user has already
 * seen (a toast, the move to /login) and cancelled calls are not errors of the page.
 */
export function installErrorLogging(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    if ((reason instanceof ApiError && reason.shown) || isAbort(reason)) {
      event.preventDefault();
      return;
    }
    console.error('Unhandled rejection:', reason);
  });
}
