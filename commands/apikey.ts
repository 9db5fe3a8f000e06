// Provider API keys and administrators (spec §7 "Provider API": get_provider_api_list with api_list,
// add_provider_api, edit_provider_api, delete_provider_api, get_administrator_list). A key lets a
// provider's own system (its rostering system) call the Provider API for its master board. The key is
// 256 random bits, answered once by add_provider_api and stored only as a SHA-256 hash; its first
// characters (`key_prefix`) are kept so people can tell keys apart. Each key has an administrator: the
// console account answerable for it. See docs/master-board.md.
import { z } from 'zod';
import { providerApiKeyStatus, providerApiScopes } from '../src/domain/enums/master-board';
import { isoDate, requiredText } from './application-workflow-fields';
import { defineCommand, type CommandContext } from './define';
import { codeOf, keyword, recordId, version } from './fields';

export const providerApi = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  name: z.string(),
  /** `ccp_` and the key's next 8 characters; the rest is never shown again. */
  key_prefix: z.string(),
  administrator_id: z.number().int(),
  administrator_name: z.string(),
  administrator_email: z.string(),
  scopes: z.array(z.string()),
  status: codeOf('Status', providerApiKeyStatus),
  expires_on: z.string().nullable(),
  expired: z.boolean(),
  last_used_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type ProviderApi = z.infer<typeof providerApi>;

const providerId = recordId('Provider id');
const apiId = recordId('API key id');
const onKey = (ctx: CommandContext) => ctx.record?.kind === 'providerApiKey';
const onProvider = (ctx: CommandContext) => ctx.record?.kind === 'provider';

/** The palette and forms choose an administrator from get_administrator_list. */
const administratorChoice = {
  command: 'apikey.administrators',
  args: () => ({}),
  options: (r: { administrator_list: { id: number; name: string; email: string }[] }) => r.administrator_list.map((a) => ({ value: a.id, label: `${a.name} (${a.email})` })),
};

const scopeCodes = providerApiScopes.codes as unknown as [string, ...string[]];
const SCOPE_MESSAGE = `Scopes must be some of ${scopeCodes.join(', ')}.`;
const scopes = z
  .array(z.enum(scopeCodes, { error: SCOPE_MESSAGE }), { error: SCOPE_MESSAGE })
  .min(1, 'Choose at least one scope: what the key may reach.')
  .max(scopeCodes.length, SCOPE_MESSAGE)
  .refine((list) => new Set(list).size === list.length, 'Each scope once.')
  .describe('What the key may reach');

export const getProviderApiList = defineCommand({
  id: 'apikey.list',
  api: 'get_provider_api_list',
  title: 'List provider API keys',
  area: 'apikey',
  kind: 'query',
  keywords: ['api keys', 'integration', 'provider api', 'token'],
  fill: (ctx) => (onProvider(ctx) ? { provider_id: ctx.record!.id } : {}),
  args: z.strictObject({
    provider_id: providerId.optional(),
    keyword,
    status: codeOf('Status', providerApiKeyStatus).optional(),
  }),
  result: z.object({ api_list: z.array(providerApi) }),
});

export const addProviderApi = defineCommand({
  id: 'apikey.add',
  api: 'add_provider_api',
  title: 'Create provider API key',
  area: 'apikey',
  kind: 'action',
  keywords: ['new api key', 'integration', 'token', 'rostering'],
  fill: (ctx) => (onProvider(ctx) ? { provider_id: ctx.record!.id } : {}),
  args: z.strictObject({
    provider_id: providerId,
    name: requiredText('Name', 100),
    administrator_id: recordId('Administrator id'),
    scopes,
    expires_on: isoDate('Expiry date').optional(),
  }),
  argSources: { administrator_id: administratorChoice },
  result: z.object({
    api: providerApi,
    /** The whole key, answered this once and never stored. */
    api_key: z.string(),
  }),
});

export const editProviderApi = defineCommand({
  id: 'apikey.edit',
  api: 'edit_provider_api',
  title: 'Edit provider API key',
  area: 'apikey',
  kind: 'action',
  reversible: true,
  keywords: ['rename', 'disable', 'enable', 'scopes', 'expiry'],
  when: onKey,
  fill: (ctx) => {
    if (!ctx.record || !onKey(ctx)) return {};
    const seen = ctx.record.fields?.version;
    return typeof seen === 'number' ? { api_id: ctx.record.id, version: seen } : { api_id: ctx.record.id };
  },
  recordArg: 'api_id',
  args: z.strictObject({
    api_id: apiId,
    version,
    name: requiredText('Name', 100).optional(),
    administrator_id: recordId('Administrator id').optional(),
    scopes: scopes.optional(),
    status: codeOf('Status', providerApiKeyStatus).optional(),
    /** null clears the expiry. */
    expires_on: isoDate('Expiry date').nullable().optional(),
  }),
  argSources: { administrator_id: administratorChoice },
  result: z.object({ api: providerApi }),
});

export const deleteProviderApi = defineCommand({
  id: 'apikey.delete',
  api: 'delete_provider_api',
  title: 'Delete provider API key',
  area: 'apikey',
  kind: 'action',
  danger: true,
  keywords: ['revoke', 'remove api key'],
  when: onKey,
  fill: (ctx) => (onKey(ctx) ? { api_id: ctx.record!.id } : {}),
  recordArg: 'api_id',
  args: z.strictObject({ api_id: apiId }),
  result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const administratorRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  account_type: z.string(),
  /** Keys this account administers. */
  api_count: z.number().int(),
});

export const getAdministratorList = defineCommand({
  id: 'apikey.administrators',
  api: 'get_administrator_list',
  title: 'List administrators for API keys',
  area: 'apikey',
  kind: 'query',
  keywords: ['accounts', 'owner', 'api key administrator'],
  args: z.strictObject({ keyword }),
  result: z.object({ administrator_list: z.array(administratorRow) }),
});

export const apikeyCommands = [getProviderApiList, addProviderApi, editProviderApi, deleteProviderApi, getAdministratorList] as const;
