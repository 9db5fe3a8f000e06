import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { RouteView } from './routes/route-view';
import { settings } from './state/settings';
import { ToastsView } from './ui/toasts-view';

export function App() {
  const { language } = useSnapshot(settings);
  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);
  return (
    <>
      <RouteView />
      <ToastsView />
    </>
  );
}
