import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { timedSetup } from './setup-clock';

export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic',
];

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium; never a downloaded browser. */
export function findChromium(): string | null {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Launches Chromium, or, when there is none, reports the suite's tests as skipped with an install hint
 * (the runner counts the BROWSER-SKIP line). Under CI=true a missing browser is a failure.
 */
export async function launchOrSkip(suiteName: string, testCount: number): Promise<Browser | null> {
  const executablePath = findChromium();
  if (!executablePath) {
    if (process.env.CI === 'true') throw new Error('Chromium is missing under CI=true: apt-get install -y chromium');
    console.log(`BROWSER-SKIP ${testCount} ${suiteName}: no Chromium found (set CHROMIUM_PATH, or apt-get install -y chromium)`);
    return null;
  }
  if (process.env.TEST_WORKER !== '1') return timedSetup(() => chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true }));
  return suiteBrowser(await workerBrowser(executablePath));
}

let shared: Promise<Browser> | null = null;

/** On a runner worker (test/runner/) one Chromium serves every suite the worker runs; a crashed one is replaced. */
async function workerBrowser(executablePath: string): Promise<Browser> {
  if (shared && !(await shared).isConnected()) shared = null;
  shared ??= timedSetup(() => chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true }));
  return shared;
}

/**
 * The shared browser as one suite sees it: the contexts (and pages) it opens are its own, and its
 * `close()` closes those, never the browser, so the next suite starts from a clean slate.
 */
function suiteBrowser(browser: Browser): Browser {
  const contexts = new Set<BrowserContext>();
  const own = (context: BrowserContext) => {
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return async (...args: Parameters<Browser['newContext']>) => own(await target.newContext(...args));
      if (property === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          own(page.context());
          return page;
        };
      }
      if (property === 'close') return async () => void (await Promise.all([...contexts].map((c) => c.close().catch(() => undefined))));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
