import type { Browser } from 'playwright-core';
import { suite, type Test } from 'uvu';
import { launchOrSkip } from './browser';
import { startTestServer, type TestServer } from './server';

export interface BrowserSuiteContext {
  server: TestServer;
  browser: Browser;
  /** The test administrator's token, for pages opened already signed in. */
  token: string;
}

/**
 * A browser suite with its own server and seeded database, signed in once; null (and counted as skipped)
 * where there is no Chromium.
 */
export async function browserSuite(name: string, testCount: number): Promise<Test<BrowserSuiteContext> | null> {
  const browser = await launchOrSkip(name, testCount);
  if (!browser) return null;
  const test = suite<BrowserSuiteContext>(name);
  test.before(async (ctx) => {
    ctx.server = await startTestServer();
    ctx.browser = browser;
    ctx.token = await ctx.server.signIn();
  });
  test.after(async (ctx) => {
    await ctx.browser.close();
    await ctx.server.close();
  });
  return test;
}
