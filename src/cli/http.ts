// The CLI's one way to call the server: POST /api/admin/<api> with the token, source `cli`, and (for a
// macro run) the run's group header. An unreachable server ends the process with a clear message.
import { COMMAND_SOURCE_HEADER, type CommandSource } from '../domain/command-source';
import { CliError, EXIT } from './cli-error';

/** The undo journal groups calls by this header (one macro run = one undo step). */
export const RUN_GROUP_HEADER = 'x-run-group';

export interface Answer {
  err: number;
  msg: string;
  data: any;
}

export interface Client {
  url: string;
  post(api: string, body: unknown, extraHeaders?: Record<string, string>): Promise<Answer>;
  getJson(path: string): Promise<unknown>;
}

export function client(url: string, token: string | null): Client {
  const headers: Record<string, string> = { 'content-type': 'application/json', [COMMAND_SOURCE_HEADER]: 'cli' satisfies CommandSource };
  if (token) headers.authorization = `Bearer ${token}`;
  const reach = async (path: string, init: RequestInit) => {
    try {
      return await fetch(`${url}${path}`, init);
    } catch (error) {
      throw new CliError(EXIT.failed, `Cannot reach ${url}: ${(error as Error).cause ? String((error as { cause: Error }).cause.message ?? (error as Error).cause) : (error as Error).message}`);
    }
  };
  return {
    url,
    async post(api, body, extraHeaders = {}) {
      const response = await reach(`/api/admin/${api}`, { method: 'POST', headers: { ...headers, ...extraHeaders }, body: JSON.stringify(body ?? {}) });
      const answer = (await response.json().catch(() => null)) as Answer | null;
      if (!answer || typeof answer.err !== 'number') throw new CliError(EXIT.failed, `${url} answered ${response.status} without the API's {err, msg, data}: is it a care-console server?`);
      return answer;
    },
    async getJson(path) {
      const response = await reach(path, { headers });
      if (!response.ok) throw new CliError(EXIT.failed, `${url}${path} answered ${response.status}.`);
      return response.json();
    },
  };
}
