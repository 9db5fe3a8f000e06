// Shapes and argument fields shared by the provider and operator commands: rows the lists answer, the
// provider's info, disable requests, and spec §5's phone and email rules on the fields that hold them.
import { z } from 'zod';
import { disableRequestStatus, operatorRoles, providerFileCategories, providerStatus } from '../src/domain/enums/provider';
import { australianStates } from '../src/domain/enums/location';
import { PLAIN_PHONE_PATTERN, validatePlainPhone } from '../src/domain/validation/phone';
import { PHONE_INVALID } from '../src/domain/validation/messages';
import type { CommandContext } from './define';
import { codeOf, email, messageFrom, recordId } from './fields';

export const providerId = recordId('Provider id');
export const requestId = recordId('Request id');

export const onProvider = (ctx: CommandContext) => ctx.record?.kind === 'provider';
export const onDisableRequest = (ctx: CommandContext) => ctx.record?.kind === 'disableRequest';

/** The focused record's id (and the version it showed) under the argument names a command takes. */
export function fromRecord(kind: string, idArg: string, withVersion: boolean) {
  return (ctx: CommandContext): Record<string, unknown> => {
    if (ctx.record?.kind !== kind) return {};
    const seen = ctx.record.fields?.version;
    return withVersion && typeof seen === 'number' ? { [idArg]: ctx.record.id, version: seen } : { [idArg]: ctx.record.id };
  };
}

/** A required line of text: trimmed, not blank, at most `max` characters; the messages name the field. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max.toLocaleString('en-AU')} characters.`);

export const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text.` }).trim().max(max, `${label} is at most ${max.toLocaleString('en-AU')} characters.`);

/** Spec §5 plain phone: 'Phone number is required.', 'should have 10 digits.', 'is invalid.'. */
export const plainPhone = z.string({ error: 'Phone number is required.' }).trim().regex(PLAIN_PHONE_PATTERN, messageFrom(validatePlainPhone, PHONE_INVALID));

export const providerStatusCode = codeOf('Status', providerStatus);
export const stateCode = codeOf('State', australianStates);
export const operatorRole = codeOf('Role', operatorRoles);
export const fileCategory = codeOf('Category', providerFileCategories);

/** The provider's editable fields (spec §3 Provider); status moves through set_provider_status only. */
export const providerFields = {
  name: requiredText('Name', 120),
  email,
  phone_number: plainPhone,
  introduction: optionalText('Introduction', 2000).optional(),
  address: optionalText('Address', 200).optional(),
  state: stateCode,
};

export const fileRef = z.object({
  id: z.number().int(),
  file_name: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  /** GET it with the session's token (Authorization: Bearer …). */
  download_url: z.string(),
});

export const providerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
  state: z.string(),
  status: z.enum(providerStatus.codes as ['enabled', 'disabled']),
  facility_count: z.number().int(),
  operator_count: z.number().int(),
  /** A disable request waits for approval. */
  disable_pending: z.boolean(),
  created_at: z.string(),
  version: z.number().int(),
});

export const providerInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  introduction: z.string(),
  address: z.string(),
  state: z.string(),
  status: z.enum(providerStatus.codes as ['enabled', 'disabled']),
  /** The newest attachment filed as the company file. */
  company_file: fileRef.nullable(),
  facility_count: z.number().int(),
  operator_count: z.number().int(),
  blocked_count: z.number().int(),
  attachment_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type ProviderInfo = z.infer<typeof providerInfo>;

export const disableRequestRow = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  state: z.string(),
  reason: z.string(),
  status: z.enum(disableRequestStatus.codes as ['pending', 'approved', 'rejected']),
  requested_by_name: z.string(),
  created_at: z.string(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string(),
  version: z.number().int(),
});
export type DisableRequestRow = z.infer<typeof disableRequestRow>;

export const statusMoveRow = z.object({
  to: z.enum(providerStatus.codes as ['enabled', 'disabled']),
  label: z.string(),
  needs_approval: z.boolean(),
  needs_reason: z.boolean(),
  danger: z.boolean(),
});

export const providerAttachmentRow = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  category: z.enum(providerFileCategories.codes as ['company_file', 'agreement', 'insurance', 'other']),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_by_name: z.string(),
  created_at: z.string(),
  download_url: z.string(),
});
export type ProviderAttachmentRow = z.infer<typeof providerAttachmentRow>;

export const blockedStaffRow = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  staff_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  reason: z.string(),
  created_by_name: z.string(),
  created_at: z.string(),
});
