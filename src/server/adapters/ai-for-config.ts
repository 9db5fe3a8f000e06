// Which AI adapter a configuration gets. The default works with no account and no network (ai-local.ts);
// AI_BASE_URL switches to an OpenAI-compatible endpoint (ai-openai.ts), one adapter per configuration.
import type { AiAdapter, AiAdapterSource } from './ai';
import type { AiConfig } from './ai-config';
import { localAi } from './ai-local';
import { openAiAdapter } from './ai-openai';

const adapters = new WeakMap<AiConfig, AiAdapter>();

export const aiAdapterFor: AiAdapterSource = (config) => {
  if (config.kind === 'local') return localAi;
  let adapter = adapters.get(config);
  if (!adapter) adapters.set(config, (adapter = openAiAdapter(config)));
  return adapter;
};
