// Providers (spec §7 Providers: provider list, info and save; set_provider_status and
// approve_set_provider_disable). Disabling is a request a second decision approves; enabling is direct
// (the one table in src/domain/provider-status-moves.ts). Attachments, block list and settings are in
// provider-extras.ts; operators in operator.ts.
import { z } from 'zod';
import { disableDecisions, disableRequestStatus } from '../src/domain/enums/provider';
import { defineCommand } from './define';
import { editBack } from './inverse';
import { codeOf, keyword, page, pageSize, pagedResult, sortDir, version } from './fields';
import {
  disableRequestRow, fromRecord, onDisableRequest, onProvider, optionalText, providerFields, providerId, providerInfo, providerRow,
  providerStatusCode, requestId, stateCode, statusMoveRow,
} from './provider-fields';
import { providerExtraCommands } from './provider-extras';

export const providerList = defineCommand({
  id: 'provider.list',
  api: 'provider_list',
  title: 'List providers',
  area: 'provider',
  kind: 'query',
  keywords: ['organisations', 'care providers', 'enabled', 'disabled'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    status: providerStatusCode.optional(),
    state: stateCode.optional(),
    sort_by: z.enum(['created_at', 'name', 'id']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(providerRow),
});

export const providerInfoQuery = defineCommand({
  id: 'provider.info',
  api: 'provider_info',
  title: 'Show provider info',
  area: 'provider',
  kind: 'query',
  when: onProvider,
  fill: fromRecord('provider', 'provider_id', false),
  recordArg: 'provider_id',
  args: z.strictObject({ provider_id: providerId }),
  result: z.object({
    provider_info: providerInfo,
    /** The status moves open now, from the one table. */
    status_moves: z.array(statusMoveRow),
    /** The disable request waiting for a decision, if any. */
    pending_request: disableRequestRow.nullable(),
    /** The provider's version, where the palette and the CLI read it (the record kind's version query). */
    version: z.number().int(),
  }),
});

export const saveProviderInfo = defineCommand({
  id: 'provider.save',
  inverse: editBack('provider.save', 'provider_id', ['name', 'email', 'phone_number', 'introduction', 'address', 'state']),
  api: 'save_provider_info',
  title: 'Save provider info',
  area: 'provider',
  kind: 'action',
  keywords: ['new provider', 'edit provider', 'organisation info', 'add provider'],
  reversible: true,
  args: z
    .strictObject({ provider_id: providerId.optional(), version: version.optional(), ...providerFields })
    .superRefine((a, ctx) => {
      if (a.provider_id !== undefined && a.version === undefined) {
        ctx.addIssue({ code: 'custom', path: ['version'], message: 'Version is required when editing a provider.' });
      }
    }),
  result: z.object({ new_provider_info: providerInfo }),
});

export const setProviderStatus = defineCommand({
  id: 'provider.setStatus',
  // Set back when it changed the status; a disable waiting for approval is taken back by rejecting it.
  inverse: { command: 'provider.setStatus', args: (o, c) => ({ provider_id: o.provider_id, status: c.before?.status, reason: 'Undo of the status change', version: c.after?.version }), refuse: (_o, c) => (c.entity === 'provider' ? null : 'It filed a disable request: reject the request instead.') },
  api: 'set_provider_status',
  title: 'Enable or disable provider',
  area: 'provider',
  kind: 'action',
  kbd: 'shift+d',
  keywords: ['disable provider', 'enable provider', 'deactivate', 'suspend', 'request disable'],
  when: onProvider,
  fill: fromRecord('provider', 'provider_id', true),
  recordArg: 'provider_id',
  args: z
    .strictObject({
      provider_id: providerId,
      status: providerStatusCode,
      /**
       * Why the status changes: shown to the approver of a disable and kept in the audit row. Always sent
       * (so the palette asks for it); it may be empty only when enabling.
       */
      reason: z
        .string({ error: (issue) => (issue.input === undefined ? 'Reason is required (it may be empty when enabling).' : 'Reason must be text.') })
        .trim()
        .max(500, 'Reason is at most 500 characters.'),
      version,
    })
    .superRefine((a, ctx) => {
      if (a.status === 'disabled' && !a.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Reason is required to disable a provider.' });
    }),
  argSources: {
    status: {
      command: 'provider.info',
      args: (known) => (known.provider_id ? { provider_id: known.provider_id } : undefined),
      options: (r: { status_moves: z.infer<typeof statusMoveRow>[] }) =>
        // The one move the table offers is preselected (Request disable; its confirm follows).
        r.status_moves.map((m, i) => ({ value: m.to, label: m.label, danger: m.danger, default: r.status_moves.length === 1 || (i === 0 && !m.danger) })),
      reason: (r: { status_moves: unknown[]; pending_request: unknown }) =>
        r.pending_request ? 'A disable request is already waiting for approval.' : r.status_moves.length ? null : 'No status change is open.',
    },
  },
  result: z.object({
    provider_info: providerInfo,
    /** The request filed when disabling (the provider stays enabled until it is approved); null when enabling. */
    disable_request: disableRequestRow.nullable(),
  }),
});

export const disableRequestList = defineCommand({
  id: 'provider.disableRequests',
  api: 'provider_disable_request_list',
  title: 'List provider disable requests',
  area: 'provider',
  kind: 'query',
  keywords: ['approve', 'approval', 'pending', 'disable'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    keyword,
    status: codeOf('Status', disableRequestStatus).optional(),
    provider_id: providerId.optional(),
  }),
  result: pagedResult(disableRequestRow),
});

export const approveSetProviderDisable = defineCommand({
  id: 'provider.approveDisable',
  api: 'approve_set_provider_disable',
  title: 'Approve or reject provider disable',
  area: 'provider',
  kind: 'action',
  kbd: 'shift+v',
  // Approving disables a provider: confirmed first, whichever way it is reached.
  danger: true,
  keywords: ['approve', 'reject', 'disable provider', 'approval'],
  when: onDisableRequest,
  fill: fromRecord('disableRequest', 'request_id', true),
  recordArg: 'request_id',
  args: z.strictObject({
    request_id: requestId,
    decision: codeOf('Decision', disableDecisions),
    note: optionalText('Note', 500).optional(),
    version,
  }),
  result: z.object({ request: disableRequestRow, provider_info: providerInfo }),
});

export const providerCommands = [
  providerList, providerInfoQuery, saveProviderInfo, setProviderStatus, disableRequestList, approveSetProviderDisable,
  ...providerExtraCommands,
] as const;
