import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { UI_SIZES } from '../domain/constants';
import { dictionaries } from './i18n/i18n';
import { RouteView } from './routes/route-view';
import { ScreenErrorBoundary } from './routes/screen-error-boundary';
import { RefreshSettler } from './state/refresh-settler';
import { settings, sizeClass } from './state/settings';
import { NavigationProgress, ProgressBar } from './ui/progress-bar';
import { ToastsView } from './ui/toasts-view';

export function App() {
  const { language, size } = useSnapshot(settings);
  // A stored choice of Chinese: wait the moment its dictionary takes rather than flash English.
  const ready = useSnapshot(dictionaries)[language];
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = language === 'zh' ? 'zh-CN' : 'en';
    html.classList.remove(...UI_SIZES.map(sizeClass));
    html.classList.add(sizeClass(size));
    html.dataset.size = size;
  }, [language, size]);
  return (
    <>
      <NavigationProgress />
      {/* The frame's own code failing to load shows the same panel (with Reload) rather than a blank page. */}
      <ScreenErrorBoundary>{ready ? <RouteView /> : <ProgressBar />}</ScreenErrorBoundary>
      <ToastsView />
      <RefreshSettler />
    </>
  );
}
