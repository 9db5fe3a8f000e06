// The console's own code, named by build.mjs in <meta> tags, fetched after the form is up (never before: it
// would compete with what the form needs) and, after sign-in, started in this very page (enterConsole):
// no second document, and with the modules already fetched and compiled while the user typed.

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

/** Once the page has loaded and the browser is idle: module preloads of the console, its stylesheet preloaded. */
export function prefetchAppWhenIdle(): void {
  const modules = meta('app-assets').split(/\s+/).filter(Boolean);
  const style = meta('app-style');
  const fetchAll = () => {
    if (style) document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'style', href: style }));
    for (const href of modules) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(fetchAll, { timeout: 2000 }) : setTimeout(fetchAll, 200));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/**
 * Starts the console in this page at `path` (the token is already stored): the address changes, the
 * console's stylesheet loads, the form's own sheet goes, and the console's entry renders into #root.
 * Without the build's tags (an old page) it opens `path` as a new page instead.
 */
export function enterConsole(path: string, push = false): void {
  const style = meta('app-style');
  const entry = meta('app-entry');
  if (!style || !entry) {
    location.replace(path);
    return;
  }
  if (push) history.pushState(null, '', path);
  else history.replaceState(null, '', path);
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: style });
  link.addEventListener('error', () => location.replace(path), { once: true });
  link.addEventListener(
    'load',
    () => {
      document.getElementById('login-style')?.remove();
      document.getElementById('root')!.replaceChildren();
      document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: entry }));
    },
    { once: true },
  );
  document.head.append(link);
}
