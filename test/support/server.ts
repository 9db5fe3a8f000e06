import { defaultAdapters } from '../../src/server/adapters';
import type { DeliveryTransports } from '../../src/server/adapters/delivery-transports';
import { startServer, type RunningServer } from '../../src/server/start';
import type { Config } from '../../src/server/config';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './constants';
import { timedSetup } from './setup-clock';
import { openTestDatabase, testConfig } from './template';

export interface Answer<T = any> {
  status: number;
  err: number;
  msg: string;
  data: T;
}

export interface TestServer extends RunningServer {
  call<T = any>(api: string, body?: unknown, options?: { token?: string | null; form?: boolean; headers?: Record<string, string> }): Promise<Answer<T>>;
  /** Signs in as the test administrator and returns the token. */
  signIn(): Promise<string>;
}

/**
 * A real HTTP server on 127.0.0.1 with its own copy of the seeded database; `transports` replaces the
 * delivery worker's (the outbox by default).
 */
export async function startTestServer(overrides: Partial<Config> = {}, options: { transports?: DeliveryTransports } = {}): Promise<TestServer> {
  const config = testConfig(overrides);
  const adapters = options.transports ? { ...defaultAdapters(config), transports: options.transports } : undefined;
  const { database, server } = await timedSetup(async () => {
    const database = await openTestDatabase();
    return { database, server: await startServer(config, { database, adapters, log: () => {} }) };
  });
  const call: TestServer['call'] = async (api, body = {}, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body as Record<string, string>).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(`${server.url}/api/admin/${api}`, { method: 'POST', headers, body: payload }).catch((error: Error) => {
      // fetch says only 'fetch failed'; the cause (refused, reset, a connect timeout) is what tells why.
      const cause = error.cause as (Error & { code?: string }) | undefined;
      throw new Error(`${api}: ${error.message}${cause ? ` (${cause.code ?? cause.name}: ${cause.message})` : ''}`, { cause: error });
    });
    const json = (await response.json()) as { err: number; msg: string; data: any };
    return { status: response.status, ...json };
  };
  return {
    ...server,
    call,
    async signIn() {
      const answer = await call('login', { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
      if (answer.err !== 0 || !answer.data.token) throw new Error(`test sign-in failed: ${answer.msg}`);
      return answer.data.token as string;
    },
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}
