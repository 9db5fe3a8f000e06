import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { paths } from './paths';

interface State {
  error: Error | null;
}

/**
 * A screen that throws, or whose code cannot be fetched (a new deployment replaced its chunk), shows this
 * panel instead of taking the whole console down; the frame, tabs and palette keep working.
 * Keyed by path in the route view, so going elsewhere tries again.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section role="alert" data-testid="screen-error" className="mx-auto mt-6 max-w-xl rounded-lg bg-white px-8 py-10 shadow-card">
        <h1 className="text-lg font-semibold text-ink">{t('screenError.title')}</h1>
        <p className="mt-2 text-sm text-ink-soft">{t('screenError.text')}</p>
        <p className="mt-3 rounded-md bg-[#fff2f0] px-3 py-2 font-mono text-xs break-all text-danger">{error.message}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <button type="button" onClick={() => location.reload()} className="rounded-md bg-primary px-4 py-1.5 text-white hover:bg-primary-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
            {t('screenError.reload')}
          </button>
          <a href={paths.dashboard} className="text-primary hover:text-primary-400">{t('screenError.back')}</a>
        </div>
      </section>
    );
  }
}
