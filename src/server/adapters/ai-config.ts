// Which AI adapter the server uses, read from the environment once (config.ts): the local extractive
// summariser unless AI_BASE_URL names an OpenAI-compatible endpoint.

export type AiConfig =
  | { kind: 'local' }
  | {
      kind: 'openai';
      /** Up to the API version, e.g. https://api.openai.com/v1; /chat/completions is added. */
      baseUrl: string;
      apiKey?: string;
      model: string;
      /** A call that takes longer is abandoned and answered as an error. */
      timeoutMs: number;
    };

export const DEFAULT_AI_TIMEOUT_MS = 30_000;

export function aiConfigFromEnv(env: NodeJS.ProcessEnv): AiConfig {
  const baseUrl = env.AI_BASE_URL?.trim();
  if (!baseUrl) return { kind: 'local' };
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`AI_BASE_URL must be an http or https address, got '${baseUrl}'.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`AI_BASE_URL must be an http or https address, got '${baseUrl}'.`);
  const model = env.AI_MODEL?.trim();
  if (!model) throw new Error('AI_MODEL must name the model when AI_BASE_URL is set.');
  const rawTimeout = env.AI_TIMEOUT_MS;
  const timeoutMs = rawTimeout === undefined || rawTimeout === '' ? DEFAULT_AI_TIMEOUT_MS : Number(rawTimeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`AI_TIMEOUT_MS must be a positive whole number, got '${rawTimeout}'.`);
  return { kind: 'openai', baseUrl, apiKey: env.AI_API_KEY?.trim() || undefined, model, timeoutMs };
}
