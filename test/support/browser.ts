import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}
